import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { guardHistory } from './history-guard';

const UNSAVED_MESSAGES = {
  header: 'Leave without saving?',
  text: 'You have changes that are not saved. If you leave now, they will be lost.',
  stay: 'Keep editing',
  leave: 'Leave without saving',
} as const;

interface UnsavedChanges {
  /** Marks a screen's work as unsaved, or saved. */
  readonly mark: (owner: string, unsaved: boolean) => void;
  /** Whether any screen holds unsaved work. */
  readonly unsaved: () => boolean;
  /** Goes at once when nothing is unsaved; otherwise asks first, and goes only if the user agrees to lose it. */
  readonly confirmLeave: (go: () => void) => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges>({ mark: () => undefined, unsaved: () => false, confirmLeave: (go) => go() });

/** The number react-router's browser history gives each of its entries, in `history.state`. */
const entryOf = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * Holds the browser's Back and Forward to another screen back while `unsaved()` holds, asking
 * through `ask` whether to go on. The step is stopped before the router hears of it (see
 * history-guard.ts), so the router never moves; the browser is taken back to the entry it left,
 * by the numbers react-router's history gives its entries, and going on takes the step again. A
 * data router's useBlocker would do this, but the portal does not use a data router, which would
 * add to every screen's first download.
 */
function useHistoryGuard(unsaved: () => boolean, ask: (go: () => void) => void): void {
  const location = useLocation();
  const here = useRef({ pathname: location.pathname, entry: entryOf(window.history.state) });
  useEffect(() => {
    here.current = { pathname: location.pathname, entry: entryOf(window.history.state) };
  }, [location]);
  useEffect(() => {
    let returning = false;
    return guardHistory((event) => {
      if (returning) {
        returning = false;
        return true;
      }
      const { entry, pathname: from } = here.current;
      const to = entryOf(event.state);
      if (!unsaved() || entry === undefined || to === undefined || window.location.pathname === from) return false;
      returning = true;
      window.history.go(entry - to);
      ask(() => window.history.go(to - entry));
      return true;
    });
  }, [unsaved, ask]);
}

/**
 * Keeps a broker from losing work by leaving it: changing intermediary, signing out, opening
 * another screen or going Back or Forward while a screen holds unsaved work asks first, and so
 * does closing or reloading the tab. The top menu asks through useLeaveGuard; Back and Forward
 * are held by useHistoryGuard.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const owners = useRef(new Set<string>());
  const [pending, setPending] = useState<{ go: () => void }>();
  const value = useMemo<UnsavedChanges>(() => ({
    mark: (owner, unsaved) => void (unsaved ? owners.current.add(owner) : owners.current.delete(owner)),
    unsaved: () => owners.current.size > 0,
    confirmLeave: (go) => (owners.current.size > 0 ? setPending({ go }) : go()),
  }), []);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (owners.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  useHistoryGuard(value.unsaved, value.confirmLeave);
  const stay = () => setPending(undefined);
  const leave = () => {
    owners.current.clear();
    setPending(undefined);
    pending?.go();
  };
  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      {pending && (
        <Modal visible closeAriaLabel="Close dialog" header={UNSAVED_MESSAGES.header} onDismiss={stay}
          footer={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={stay}>{UNSAVED_MESSAGES.stay}</Button>
                <Button variant="primary" onClick={leave}>{UNSAVED_MESSAGES.leave}</Button>
              </SpaceBetween>
            </Box>
          }>
          {UNSAVED_MESSAGES.text}
        </Modal>
      )}
    </UnsavedChangesContext.Provider>
  );
}

/** Marks the calling screen's work unsaved while `unsaved` holds. */
export function useUnsavedChanges(unsaved: boolean): void {
  const owner = useId();
  const { mark } = useContext(UnsavedChangesContext);
  useEffect(() => {
    mark(owner, unsaved);
    return () => mark(owner, false);
  }, [owner, unsaved, mark]);
}

/** Asks before leaving unsaved work by the menu, changing intermediary or signing out; see UnsavedChangesProvider. */
export const useLeaveGuard = () => {
  const { unsaved, confirmLeave } = useContext(UnsavedChangesContext);
  return useMemo(() => ({ unsaved, confirmLeave }), [unsaved, confirmLeave]);
};
