import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from './page-title';

/** How long a lazily loaded screen may take to show its heading before focus gives up on it. */
const HEADING_WAIT_MS = 3000;

/**
 * On every navigation: the page title names the screen, and (after the first screen) focus moves to
 * the new screen's heading, so keyboard and screen-reader users start where the content starts.
 */
export function usePageNavigation(main: React.RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    document.title = pageTitle(pathname);
    if (first.current) {
      first.current = false;
      return;
    }
    const startedAt = Date.now();
    let frame = 0;
    const focusHeading = () => {
      const heading = main.current?.querySelector<HTMLElement>('h1');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      } else if (Date.now() - startedAt < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(focusHeading);
      }
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}
