import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { apiFetch } from '../api/client';
import { useAnnouncement } from '../shared/Announcer';
import { useSession } from '../shell/session-context';
import { DOWNLOADS, type Download } from '../../../domain/documents';
import { documentPath } from './documents';
import { openSignedUrl } from './open-signed-url';

/** Asks the storage route to sign the intermediary's copy, then downloads it. */
async function download(tpiid: number, file: Download): Promise<boolean> {
  const signed = await apiFetch<{ url?: string }>('GET', documentPath(tpiid, file.fileName));
  if (signed.status !== 200 || typeof signed.data?.url !== 'string') {
    console.error('Signing the download failed', file.fileName, signed.status);
    return false;
  }
  openSignedUrl(signed.data.url);
  return true;
}

const failedText = (file: Download) => `${file.title} could not be downloaded. Please try again; if it keeps failing, contact support.`;

/** Downloads: the intermediary's templates and documents, one button each. */
export default function DownloadsPage() {
  const { intermediary } = useSession();
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<Download>();
  useAnnouncement(failed && `Download failed. ${failedText(failed)}`, 'assertive');

  const start = async (file: Download) => {
    // The button is disabled while it loads, which drops focus to the page; it gets it back once enabled.
    const button = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    setLoading((names) => new Set(names).add(file.fileName));
    setFailed(undefined);
    try {
      if (!(await download(intermediary.id, file))) setFailed(file);
    } finally {
      setLoading((names) => new Set([...names].filter((name) => name !== file.fileName)));
      setTimeout(() => document.activeElement === document.body && button?.focus());
    }
  };

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={`Templates and documents for ${intermediary.name}.`}>
        Downloads
      </Header>
      {failed && (
        <Alert type="error" header="Download failed" dismissible dismissAriaLabel="Dismiss" onDismiss={() => setFailed(undefined)}>
          {failedText(failed)}
        </Alert>
      )}
      {DOWNLOADS.map((file) => (
        <Container
          key={file.fileName}
          header={
            <Header
              variant="h2"
              description={file.fileName}
              actions={
                <Button
                  iconName="download"
                  loading={loading.has(file.fileName)}
                  ariaLabel={`Download ${file.title}`}
                  onClick={() => void start(file)}
                >
                  Download
                </Button>
              }
            >
              {file.title}
            </Header>
          }
        />
      ))}
    </SpaceBetween>
  );
}
