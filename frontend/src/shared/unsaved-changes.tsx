import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';

const UNSAVED_MESSAGES = {
  header: 'Leave without saving?',
  text: 'You have changes that are not saved. If you leave now, they will be lost.',
  stay: 'Keep editing',
  leave: 'Leave without saving',
} as const;

interface UnsavedChanges {
  /** Marks a screen's work as unsaved, or saved. */
  readonly mark: (owner: string, unsaved: boolean) => void;
  /** Goes at once when nothing is unsaved; otherwise asks first, and goes only if the user agrees to lose it. */
  readonly confirmLeave: (go: () => void) => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges>({ mark: () => undefined, confirmLeave: (go) => go() });

/**
 * Keeps a broker from losing work by leaving it: changing intermediary, signing out, opening
 * another screen or going Back or Forward while a screen holds unsaved work asks first, and so
 * does closing or reloading the tab. Needs a data router (for useBlocker).
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const owners = useRef(new Set<string>());
  const [pending, setPending] = useState<{ go: () => void }>();
  const value = useMemo<UnsavedChanges>(() => ({
    mark: (owner, unsaved) => void (unsaved ? owners.current.add(owner) : owners.current.delete(owner)),
    confirmLeave: (go) => (owners.current.size > 0 ? setPending({ go }) : go()),
  }), []);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (owners.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  // A link to another screen, and the browser's Back and Forward.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => owners.current.size > 0 && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  const stay = () => {
    setPending(undefined);
    if (blocked) blocker.reset();
  };
  const leave = () => {
    owners.current.clear();
    setPending(undefined);
    if (blocked) blocker.proceed();
    else pending?.go();
  };
  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      {(pending || blocked) && (
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

/** Asks before leaving unsaved work other than by navigating (changing intermediary, signing out); see UnsavedChangesProvider. */
export const useLeaveGuard = () => {
  const { confirmLeave } = useContext(UnsavedChangesContext);
  return useMemo(() => ({ confirmLeave }), [confirmLeave]);
};
