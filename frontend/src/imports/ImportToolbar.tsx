import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useId } from 'react';
import { toolbarState, type DecisionButton, type NextStep, type ToolbarContext } from './toolbar-rules';

export type ToolbarAction = 'upload' | 'manualEntry' | 'edit' | DecisionButton | 'retry' | 'reject' | 'save' | 'cancel' | 'refresh';

const DECISION_LABELS: Record<DecisionButton, string> = { approve: 'Approve', sendEsign: 'Send e-Sign', processRenewal: 'Process Renewal' };

/**
 * The import toolbar, enabled by the shared status rules; the broker's next step is its one primary
 * button. A disabled button stays in the tab order and says why it is disabled when focused or
 * pointed at. `saveNote` says what Save will do when no dialog asks first, and `refreshing` that the
 * broker's Refresh is under way.
 */
export default function ImportToolbar({ context, onAction, saveNote, refreshing = false }: { context: ToolbarContext; onAction: (action: ToolbarAction) => void; saveNote?: string; refreshing?: boolean }) {
  const state = toolbarState(context);
  const { why } = state;
  const variant = (button: NextStep) => (state.next === button ? 'primary' : 'normal');
  const noteId = useId();
  // The note sits under the buttons, not among them, and is Save's description for a screen reader.
  return (
    <SpaceBetween size="xxs">
      <SpaceBetween direction="horizontal" size="xs">
        <Button iconName="refresh" ariaLabel="Refresh" loading={refreshing} loadingText="Refreshing the imports" disabled={context.mode !== 'view'} disabledReason={why.refresh} onClick={() => onAction('refresh')} />
        <Button iconName="upload" variant={variant('upload')} disabled={!state.upload} disabledReason={why.upload} onClick={() => onAction('upload')}>Upload</Button>
        {state.showManualEntry && <Button disabled={!state.manualEntry} disabledReason={why.manualEntry} onClick={() => onAction('manualEntry')}>Manual Entry</Button>}
        <Button variant={variant('edit')} disabled={!state.edit} disabledReason={why.edit} onClick={() => onAction('edit')}>Edit</Button>
        <Button variant={variant('decision')} disabled={!state.decisionEnabled} disabledReason={why.decision} onClick={() => onAction(state.decision)}>{DECISION_LABELS[state.decision]}</Button>
        <Button variant={variant('retry')} disabled={!state.retry} disabledReason={why.retry} onClick={() => onAction('retry')}>Retry</Button>
        <Button disabled={!state.reject} disabledReason={why.reject} onClick={() => onAction('reject')}>Reject</Button>
        <Button variant={variant('save')} disabled={!state.save} disabledReason={why.save} ariaDescribedby={saveNote ? noteId : undefined} onClick={() => onAction('save')}>Save</Button>
        <Button disabled={!state.cancel} disabledReason={why.cancel} onClick={() => onAction('cancel')}>Cancel</Button>
      </SpaceBetween>
      {saveNote && <Box id={noteId} variant="small" textAlign="right">{saveNote}</Box>}
    </SpaceBetween>
  );
}
