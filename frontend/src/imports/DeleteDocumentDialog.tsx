import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { IMPORT_DOCUMENT_MESSAGES } from '../../../domain/documents';
import { deleteImportDocument } from './import-documents';

interface DeleteDocumentDialogProps {
  readonly name: string;
  readonly storageKey: string;
  readonly onDeleted: () => void;
  readonly onClose: () => void;
}

/** Asks before deleting one of an import's documents; a refusal is shown here and the document stays. */
export default function DeleteDocumentDialog({ name, storageKey, onDeleted, onClose }: DeleteDocumentDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    const deleted = await deleteImportDocument(storageKey);
    setBusy(false);
    if (deleted) onDeleted();
    else setFailed(true);
  };

  return (
    <Modal
      closeAriaLabel="Close dialog"
      visible
      header="Delete document"
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" loading={busy} onClick={() => void confirm()}>Delete</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box>{IMPORT_DOCUMENT_MESSAGES.deleteQuestion(name)}</Box>
        {failed && <Alert type="error">{IMPORT_DOCUMENT_MESSAGES.deleteFailed(name)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
