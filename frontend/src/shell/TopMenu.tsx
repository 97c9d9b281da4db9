import { NavLink } from 'react-router-dom';
import type { MenuEntry } from './menu';
import './top-menu.css';

/** The top menu of spec 2.1: the permitted items in the spec's order, the current one marked. */
export default function TopMenu({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <nav aria-label="Main menu" className="top-menu">
      <ul>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} end>{entry.text}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
