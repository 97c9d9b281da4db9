import { NavLink } from 'react-router-dom';
import type { MenuEntry } from './menu';
import './top-menu.css';

/** The top menu: the permitted items in the portal's defined order, the current one marked. */
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
