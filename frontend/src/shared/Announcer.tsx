import { createContext, useCallback, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** Polite for results and confirmations (read after what the user hears now), assertive for errors (read at once). */
export type Urgency = 'polite' | 'assertive';

type Announce = (message: string, urgency?: Urgency) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/** Off screen but read by screen readers; `display: none` would silence the region. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
};

/** How long a region stays empty before it speaks: messages said meanwhile are read together. */
const SPEAK_AFTER_MS = 100;

/** Messages read together, each ending as a sentence so a screen reader pauses between them. */
const together = (messages: readonly string[]) =>
  messages.length === 1 ? messages[0] : messages.map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(' ');

/**
 * The page's two live regions, present from the start (a region added together with its text is not read).
 * The text is cleared first, so the same message twice (a second failed save) is read twice. Messages
 * said together (a page of rows loaded as its export fails) are read one after another, none lost; an
 * empty message silences the region and drops what was waiting.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState<Record<Urgency, string>>({ polite: '', assertive: '' });
  const timers = useRef<Partial<Record<Urgency, ReturnType<typeof setTimeout>>>>({});
  const waiting = useRef<Record<Urgency, string[]>>({ polite: [], assertive: [] });
  const announce = useCallback<Announce>((message, urgency = 'polite') => {
    clearTimeout(timers.current[urgency]);
    const queue = waiting.current[urgency];
    if (!message) queue.length = 0;
    else if (!queue.includes(message)) queue.push(message);
    setSaid((current) => ({ ...current, [urgency]: '' }));
    timers.current[urgency] = setTimeout(() => {
      const text = together(queue);
      queue.length = 0;
      setSaid((current) => ({ ...current, [urgency]: text }));
    }, SPEAK_AFTER_MS);
  }, []);
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div style={VISUALLY_HIDDEN} role="status" aria-live="polite" data-testid="polite-announcements">{said.polite}</div>
      <div style={VISUALLY_HIDDEN} role="alert" aria-live="assertive" data-testid="assertive-announcements">{said.assertive}</div>
    </AnnounceContext.Provider>
  );
}

/** Says a message through the page's live regions. */
export const useAnnounce = () => useContext(AnnounceContext);

/** Says `message` each time it becomes a new text (a result, an error, a confirmation); nothing while it is undefined. */
export function useAnnouncement(message: string | undefined, urgency: Urgency = 'polite') {
  const announce = useAnnounce();
  useEffect(() => {
    if (message) announce(message, urgency);
  }, [message, urgency, announce]);
}
