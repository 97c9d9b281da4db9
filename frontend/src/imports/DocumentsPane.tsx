import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FileInput from '@cloudscape-design/components/file-input';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet } from '../api/client';
import { uploadToStorage } from './upload-file';

/** Documents stored with an import, under the intermediary's folder of the imports bucket. */
export const documentsFolder = (tpiid: number, importId: string) => `${tpiid}/documents/${importId}`;

interface Listing {
  readonly Contents?: readonly { readonly Key: string }[];
}

/** The Upload Documents pane: the import's documents, and a file chooser that stores more. */
export default function DocumentsPane({ tpiid, importId }: { tpiid: number; importId?: string }) {
  const queryClient = useQueryClient();
  const folder = importId && documentsFolder(tpiid, importId);
  const documents = useQuery({
    queryKey: ['documents', folder],
    queryFn: () => apiGet<Listing>('/storage/imports', { prefix: `${folder}/` }),
    enabled: Boolean(folder),
    staleTime: 0,
  });
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState(false);
  if (!folder) return <Box>Save the import to upload documents with it.</Box>;

  async function store(files: readonly File[]) {
    setFailure(false);
    for (const file of files) {
      setProgress(0);
      try {
        await uploadToStorage('imports', folder!, file, setProgress);
      } catch {
        setFailure(true);
      }
    }
    setProgress(undefined);
    await queryClient.invalidateQueries({ queryKey: ['documents', folder] });
  }

  const names = (documents.data?.Contents ?? []).map((item) => item.Key.slice(item.Key.lastIndexOf('/') + 1));
  return (
    <SpaceBetween size="s">
      <FileInput ariaLabel="Upload documents" multiple value={[]} onChange={({ detail }) => void store(detail.value)}>Upload Documents</FileInput>
      {progress !== undefined && <ProgressBar value={progress} label="Uploading document" />}
      {failure && <Alert type="error">An error occurred uploading the file</Alert>}
      <Table
        variant="embedded"
        loading={documents.isPending}
        loadingText="Loading documents"
        items={names.map((name) => ({ name }))}
        ariaLabels={{ tableLabel: 'Documents' }}
        empty={<Box textAlign="center">No documents</Box>}
        columnDefinitions={[{ id: 'name', header: 'Document', cell: (item) => item.name }]}
      />
    </SpaceBetween>
  );
}
