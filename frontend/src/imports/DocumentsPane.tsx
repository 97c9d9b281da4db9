import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileInput from '@cloudscape-design/components/file-input';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IMPORT_DOCUMENT_MESSAGES, importDocumentsFolder } from '../../../domain/documents';
import { apiGet } from '../api/client';
import ListLoadFailure from '../shared/ListLoadFailure';
import DeleteDocumentDialog from './DeleteDocumentDialog';
import { openImportDocument } from './import-documents';
import type { Notice } from './notice';
import NoticeBar from './NoticeBar';
import { uploadToStorage } from './upload-file';

interface Listing {
  readonly Contents?: readonly { readonly Key: string }[];
}

interface StoredDocument {
  readonly key: string;
  readonly name: string;
}

/** The Upload Documents pane: the import's documents, each opened or deleted, and a file chooser that stores more. */
export default function DocumentsPane({ tpiid, importId }: { tpiid: number; importId?: string }) {
  const queryClient = useQueryClient();
  const folder = importId && importDocumentsFolder(tpiid, importId);
  const documents = useQuery({
    queryKey: ['documents', folder],
    queryFn: () => apiGet<Listing>('/storage/imports', { prefix: `${folder}/` }),
    enabled: Boolean(folder),
    staleTime: 0,
  });
  const [progress, setProgress] = useState<number>();
  const [notice, setNotice] = useState<Notice>();
  const [opening, setOpening] = useState<string>();
  const [deleting, setDeleting] = useState<StoredDocument>();
  if (!folder) return <Box>Save the import to upload documents with it.</Box>;

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['documents', folder] });

  async function store(files: readonly File[]) {
    if (files.length === 0) return;
    setNotice(undefined);
    let failed = false;
    for (const file of files) {
      setProgress(0);
      try {
        await uploadToStorage('imports', folder!, file, setProgress);
      } catch {
        failed = true;
      }
    }
    setProgress(undefined);
    setNotice(failed ? { type: 'error', header: IMPORT_DOCUMENT_MESSAGES.uploadFailed } : { type: 'success', header: IMPORT_DOCUMENT_MESSAGES.uploaded(files.map((file) => file.name)) });
    await refresh();
  }

  async function open(document: StoredDocument) {
    setNotice(undefined);
    setOpening(document.key);
    if (!(await openImportDocument(document.key))) setNotice({ type: 'error', header: IMPORT_DOCUMENT_MESSAGES.openFailed(document.name) });
    setOpening(undefined);
  }

  async function deleted(document: StoredDocument) {
    setDeleting(undefined);
    setNotice({ type: 'success', header: IMPORT_DOCUMENT_MESSAGES.deleted(document.name) });
    await refresh();
  }

  const items: StoredDocument[] = (documents.data?.Contents ?? []).map(({ Key }) => ({ key: Key, name: Key.slice(Key.lastIndexOf('/') + 1) }));
  return (
    <SpaceBetween size="s">
      <FileInput ariaLabel="Upload documents" multiple value={[]} onChange={({ detail }) => void store(detail.value)}>Upload Documents</FileInput>
      {progress !== undefined && <ProgressBar value={progress} label="Uploading document" />}
      {/* An upload, an open or a delete ends away from where the broker is, so the notice also says itself. */}
      <NoticeBar notice={notice} onDismiss={() => setNotice(undefined)} />
      <ListLoadFailure words={IMPORT_DOCUMENT_MESSAGES} state={documents} onRetry={() => documents.refetch()} />
      <Table
        variant="embedded"
        loading={documents.isPending}
        loadingText="Loading documents"
        items={items}
        ariaLabels={{ tableLabel: 'Documents' }}
        empty={<Box textAlign="center">{documents.isLoadingError ? IMPORT_DOCUMENT_MESSAGES.notLoaded : 'No documents'}</Box>}
        columnDefinitions={[
          { id: 'name', header: 'Document', cell: (item) => item.name },
          {
            id: 'actions',
            header: 'Actions',
            cell: (item) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="inline-link" ariaLabel={`Open ${item.name}`} loading={opening === item.key} onClick={() => void open(item)}>Open</Button>
                <Button variant="inline-link" ariaLabel={`Delete ${item.name}`} onClick={() => setDeleting(item)}>Delete</Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      {deleting && (
        <DeleteDocumentDialog name={deleting.name} storageKey={deleting.key} onDeleted={() => void deleted(deleting)} onClose={() => setDeleting(undefined)} />
      )}
    </SpaceBetween>
  );
}
