import { useRef, useState, type MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '../shared/unsaved-changes';
import type { MenuEntry } from './menu';
import TopMenuMore from './TopMenuMore';
import { useMenuFit } from './use-menu-fit';
import './top-menu.css';

/**
 * The top menu: the permitted items in the portal's defined order, the current one marked, in one
 * row: those that do not fit the window are behind More at its end. On a phone the items would wrap
 * to five rows above every screen, so there a Menu button naming the current screen shows them, one
 * a line, and choosing one folds them away again. Leaving unsaved work for another screen asks first.
 */
export default function TopMenu({ entries }: { entries: readonly MenuEntry[] }) {
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { unsaved, confirmLeave } = useLeaveGuard();
  const row = useRef<HTMLUListElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const fit = useMenuFit(row, measure, entries.length);
  /** Opening another screen over unsaved work asks first; a click that opens a new tab leaves nothing. */
  const follow = (entry: MenuEntry, event: MouseEvent) => {
    setExpanded(false);
    if (entry.path === pathname || !unsaved() || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    confirmLeave(() => void navigate(entry.path));
  };
  const current = entries.find((entry) => entry.path === pathname);
  return (
    <nav aria-label="Main menu" className="top-menu">
      <button type="button" className="top-menu-toggle" aria-expanded={expanded} aria-controls="main-menu-items" onClick={() => setExpanded(!expanded)}>
        Menu{current && <span className="top-menu-current">: {current.text}</span>}
      </button>
      <ul id="main-menu-items" ref={row} className={expanded ? 'open' : undefined} style={{ columnGap: fit.gap }}>
        {entries.slice(0, fit.shown).map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} end onClick={(event) => follow(entry, event)}>{entry.text}</NavLink>
          </li>
        ))}
        {fit.shown < entries.length && <TopMenuMore entries={entries.slice(fit.shown)} onFollow={follow} />}
      </ul>
      {/* Every item's width, measured where no one sees or hears it: the labels are drawn from data-label, so no text is repeated. */}
      <div ref={measure} className="top-menu-measure" aria-hidden="true">
        {entries.map((entry) => <span key={entry.path} data-label={entry.text} />)}
        <span className="top-menu-more-button" data-label="More" />
      </div>
    </nav>
  );
}
