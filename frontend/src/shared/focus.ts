import { useEffect, useRef, type RefObject } from 'react';

export interface Focusable {
  focus(): void;
}

/**
 * Focus is lost when the control that had it was disabled or removed: the browser moves it to <body>, though only at its
 * next rendering, so a control just disabled counts as lost already. A button disabled with a reason keeps focus (it
 * stays in the tab order to say why), but the action it started has moved on all the same.
 */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.matches(':disabled, [aria-disabled="true"]');
}

/** A form's fields as Cloudscape renders them: inputs, text areas, and the buttons that open a select's list. */
const FIELDS = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), button[aria-haspopup="listbox"]:not([disabled])';

/** The first field inside a container, or the target itself when it is a field (or holds none). */
function fieldOf(target: Focusable): Focusable {
  const inside = target instanceof HTMLElement && !target.matches(FIELDS) ? target.querySelector<HTMLElement>(FIELDS) : null;
  return inside ?? target;
}

/**
 * Moves focus to `target` once `shown` becomes true, but only where focus was lost (the button that started the action was
 * disabled while it ran), so Escape and Tab go on from the result and a user who moved elsewhere is left there. The value
 * it starts with does not count until it has changed: a screen just opened or reloaded leaves focus to the page (its heading).
 */
export function useFocusWhenLost(target: RefObject<Focusable | null>, shown: unknown, into: 'target' | 'first field' = 'target') {
  const start = useRef({ shown, changed: false });
  useEffect(() => {
    if (!start.current.changed && shown === start.current.shown) return;
    start.current.changed = true;
    const container = target.current;
    if (!shown || !focusLost() || !container) return;
    container.focus();
    if (into === 'target') return;
    // A form loaded lazily shows its fields a moment later: focus moves on to the first while the user has not moved it.
    const untouched = () => (document.activeElement as unknown) === container;
    let tries = 0;
    const timer = setInterval(() => {
      const field = fieldOf(container);
      if (!untouched() || field !== container || ++tries > 20) clearInterval(timer);
      if (untouched() && field !== container) field.focus();
    }, 100);
    return () => clearInterval(timer);
  }, [shown, target, into]);
}

/**
 * Focuses `target` (or, for a container, its first field) when a dialog opens. Cloudscape's Modal focuses its close
 * button in an effect of the same render, so this waits for the next task to come after it.
 */
export function useFocusOnOpen(target: RefObject<Focusable | null>) {
  useEffect(() => {
    const timer = setTimeout(() => target.current && fieldOf(target.current).focus());
    return () => clearTimeout(timer);
  }, [target]);
}
