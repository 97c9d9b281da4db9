import { useEffect, useRef, useState } from 'react';
import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from '../shared/timing';

/**
 * The user's activity that keeps a session open. `keydown`, not `keypress`: keypress misses Tab,
 * arrows and Enter on a button, so a broker working by keyboard alone would be signed out.
 */
const ACTIVITY_EVENTS = ['load', 'mousemove', 'mousedown', 'click', 'scroll', 'keydown'] as const;

export interface InactivityState {
  /** Whether to warn that the sign-out is coming: true for its last INACTIVITY_WARNING_MS. */
  readonly warning: boolean;
  /** Starts the 30 minutes again, as any activity does, and ends the warning. */
  readonly stay: () => void;
}

/** Calls `onInactive` once 30 minutes pass without activity while `active`. */
export function useInactivitySignOut(active: boolean, onInactive: () => Promise<void>): InactivityState {
  const [warning, setWarning] = useState(false);
  const restart = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!active) return undefined;
    let timers: ReturnType<typeof setTimeout>[] = [];
    const start = () => {
      timers.forEach(clearTimeout);
      setWarning(false);
      timers = [setTimeout(() => setWarning(true), INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS), setTimeout(() => void onInactive(), INACTIVITY_TIMEOUT_MS)];
    };
    start();
    restart.current = start;
    // Capture, because scroll events of inner panes do not bubble to the window.
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, start, { capture: true, passive: true });
    return () => {
      timers.forEach(clearTimeout);
      restart.current = () => undefined;
      setWarning(false);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, start, { capture: true });
    };
  }, [active, onInactive]);
  return { warning, stay: () => restart.current() };
}
