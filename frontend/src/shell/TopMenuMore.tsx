import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuEntry } from './menu';

const ARROW_STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The top menu's items that do not fit its row, as links behind a More button (a disclosure, so
 * they stay links in the Main menu). Tab or the arrows move through them; Escape, choosing one,
 * or leaving the list closes it. More is marked current when the current screen is behind it.
 */
export default function TopMenuMore({ entries, onFollow }: { entries: readonly MenuEntry[]; onFollow: (entry: MenuEntry, event: MouseEvent) => void }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // A click elsewhere closes the list, in browsers that do not focus a clicked button too.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    if (!open) flushSync(() => setOpen(true));
    const links = [...(item.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at === -1 ? (step > 0 ? 0 : links.length - 1) : (at + step + links.length) % links.length;
    links[next]?.focus();
  };

  // On the button and each link: focus leaving all of them closes the list.
  const keyboard = {
    onKeyDown,
    onBlur: (event: FocusEvent) => {
      if (!item.current?.contains(event.relatedTarget)) setOpen(false);
    },
  };

  return (
    <li ref={item} className="top-menu-more">
      <button
        {...keyboard}
        ref={button}
        type="button"
        className={`top-menu-more-button${entries.some((entry) => entry.path === pathname) ? ' current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        More
      </button>
      <ul id={listId} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink
              {...keyboard}
              to={entry.path}
              end
              onClick={(event) => {
                setOpen(false);
                onFollow(entry, event);
              }}
            >
              {entry.text}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
