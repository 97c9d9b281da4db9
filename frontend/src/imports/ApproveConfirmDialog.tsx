import Box from '@cloudscape-design/components/box';
import { APPROVE_MESSAGES, approvalCounts } from '../../../domain/import/approval';
import RequestDialog from './RequestDialog';
import type { FileImportView } from './types';

interface ApproveConfirmDialogProps {
  readonly view: FileImportView;
  /** Approves; its outcome, a failure too, is the screen's notice. */
  readonly onConfirm: () => Promise<void>;
  readonly onClose: () => void;
}

/** Asked before Approve, naming the import and what processing it creates; Cancel leaves it awaiting verification. */
export default function ApproveConfirmDialog({ view, onConfirm, onClose }: ApproveConfirmDialogProps) {
  return (
    <RequestDialog
      header={APPROVE_MESSAGES.confirmHeader(view)}
      action={APPROVE_MESSAGES.confirmButton}
      sendingText={APPROVE_MESSAGES.approving}
      onAction={() => onConfirm().then(() => undefined)}
      onClose={onClose}
    >
      <Box variant="p">{APPROVE_MESSAGES.confirmBody(approvalCounts(view))}</Box>
    </RequestDialog>
  );
}
