import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { SAVE_MESSAGES } from './save-outcome';

interface SaveConfirmDialogProps {
  /** The contracts processing would create. */
  readonly contracts: number;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** Asked before a Save that would approve a not-held import and process its contracts; Cancel keeps the edit. */
export default function SaveConfirmDialog({ contracts, busy, onConfirm, onClose }: SaveConfirmDialogProps) {
  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      header={SAVE_MESSAGES.confirmHeader}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" loading={busy} onClick={onConfirm}>{SAVE_MESSAGES.confirmButton(contracts)}</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Box variant="p">{SAVE_MESSAGES.confirmBody(contracts)}</Box>
    </Modal>
  );
}
