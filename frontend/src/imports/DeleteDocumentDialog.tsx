import Box from '@cloudscape-design/components/box';
import { IMPORT_DOCUMENT_MESSAGES } from '../../../domain/documents';
import { deleteImportDocument } from './import-documents';
import RequestDialog from './RequestDialog';

interface DeleteDocumentDialogProps {
  readonly name: string;
  readonly storageKey: string;
  readonly onDeleted: () => void;
  readonly onClose: () => void;
}

/** Asks before deleting one of an import's documents; a refusal is shown here and the document stays. */
export default function DeleteDocumentDialog({ name, storageKey, onDeleted, onClose }: DeleteDocumentDialogProps) {
  const confirm = async () => {
    if (!(await deleteImportDocument(storageKey))) return { type: 'error', header: IMPORT_DOCUMENT_MESSAGES.deleteFailed(name) } as const;
    onDeleted();
    return undefined;
  };

  return (
    <RequestDialog header="Delete document" action="Delete" sendingText="Deleting" onAction={confirm} onClose={onClose}>
      <Box>{IMPORT_DOCUMENT_MESSAGES.deleteQuestion(name)}</Box>
    </RequestDialog>
  );
}
