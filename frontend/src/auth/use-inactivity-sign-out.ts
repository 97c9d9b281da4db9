import { useEffect } from 'react';
import { INACTIVITY_TIMEOUT_MS } from '../shared/timing';

/** The user's activity that keeps a session open. */
const ACTIVITY_EVENTS = ['load', 'mousemove', 'mousedown', 'click', 'scroll', 'keypress'] as const;

/** Calls `onInactive` once 30 minutes pass without activity while `active`. */
export function useInactivitySignOut(active: boolean, onInactive: () => Promise<void>): void {
  useEffect(() => {
    if (!active) return undefined;
    const expire = () => void onInactive();
    let timer = setTimeout(expire, INACTIVITY_TIMEOUT_MS);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, INACTIVITY_TIMEOUT_MS);
    };
    // Capture, because scroll events of inner panes do not bubble to the window.
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, restart, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart, { capture: true });
    };
  }, [active, onInactive]);
}
