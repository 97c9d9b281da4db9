import Box from '@cloudscape-design/components/box';
import RequestDialog from './RequestDialog';
import { SAVE_MESSAGES } from './save-outcome';

interface SaveConfirmDialogProps {
  /** The contracts processing would create. */
  readonly contracts: number;
  /** Saves; its outcome, a failure too, is the screen's notice beside the edit it keeps. */
  readonly onConfirm: () => Promise<void>;
  readonly onClose: () => void;
}

/** Asked before a Save that would approve a not-held import and process its contracts; Cancel keeps the edit. */
export default function SaveConfirmDialog({ contracts, onConfirm, onClose }: SaveConfirmDialogProps) {
  return (
    <RequestDialog
      header={SAVE_MESSAGES.confirmHeader}
      action={SAVE_MESSAGES.confirmButton(contracts)}
      sendingText="Saving"
      onAction={() => onConfirm().then(() => undefined)}
      onClose={onClose}
    >
      <Box variant="p">{SAVE_MESSAGES.confirmBody(contracts)}</Box>
    </RequestDialog>
  );
}
