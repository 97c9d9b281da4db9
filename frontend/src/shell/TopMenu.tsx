import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuEntry } from './menu';
import './top-menu.css';

/**
 * The top menu: the permitted items in the portal's defined order, the current one marked. On a
 * phone the items would wrap to five rows above every screen, so there a Menu button naming the
 * current screen shows them, one a line, and choosing one folds them away again. Leaving unsaved
 * work for another screen asks first (UnsavedChangesProvider holds every navigation back).
 */
export default function TopMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  const current = entries.find((entry) => entry.path === pathname);
  return (
    <nav aria-label="Main menu" className="top-menu">
      <button type="button" className="top-menu-toggle" aria-expanded={expanded} aria-controls="main-menu-items" onClick={() => setExpanded(!expanded)}>
        Menu{current && <span className="top-menu-current">: {current.text}</span>}
      </button>
      <ul id="main-menu-items" className={expanded ? 'open' : undefined}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} end onClick={() => setExpanded(false)}>{entry.text}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
