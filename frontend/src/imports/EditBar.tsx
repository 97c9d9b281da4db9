import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useAnnouncement } from '../shared/Announcer';
import { useSettledValue } from '../shared/settled-value';
import './edit-bar.css';

/** One of the bar's buttons: the toolbar's action, disabled for the toolbar's reason. */
export interface EditBarButton {
  readonly enabled: boolean;
  readonly disabledReason?: string;
  readonly onClick: () => void;
}

/** What the bar offers while rows are edited: the toolbar's Save and Cancel, and how many cells changed. */
export interface EditActions {
  readonly changes: number;
  readonly save: EditBarButton;
  readonly cancel: EditBarButton;
}

/** Counts are read out once the broker pauses, not at each change. */
const ANNOUNCE_AFTER_MS = 1000;

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Save and Cancel kept at the foot of the screen while the grid scrolls (the toolbar's scroll away with the
 * page), with how many cells changed and how many errors remain. Its buttons are named apart from the toolbar's.
 */
export default function EditBar({ changes, errors, save, cancel }: EditActions & { readonly errors: number }) {
  const summary = `${counted(changes, 'change')} · ${counted(errors, 'error')}`;
  const settled = useSettledValue(summary, ANNOUNCE_AFTER_MS);
  // The counts as editing starts are on screen already; only a change to them is news.
  const [opening] = useState(summary);
  const [moved, setMoved] = useState(false);
  if (!moved && settled !== opening) setMoved(true);
  useAnnouncement(moved ? settled.replace(' · ', ', ') : undefined);
  return (
    <section className="edit-bar" aria-label="Unsaved edit">
      <SpaceBetween direction="horizontal" size="s" alignItems="center">
        <Box variant="span" fontWeight="bold">{summary}</Box>
        <Button disabled={!cancel.enabled} disabledReason={cancel.disabledReason} onClick={cancel.onClick}>Cancel editing</Button>
        <Button variant="primary" disabled={!save.enabled} disabledReason={save.disabledReason} onClick={save.onClick}>Save changes</Button>
      </SpaceBetween>
    </section>
  );
}
