import { cleanFileName } from '../../../domain/file-name';
import { apiFetch, failureMessages } from '../api/client';

export interface StoredFile {
  readonly key: string;
}

/** The server would not take the file (too large, say); its message says why, in words for the broker. */
export class UploadRefused extends Error {}

/** How long an upload may go without progress, or an answer once sent, before it is given up: a PUT storage never answers would otherwise wait for ever. */
export const UPLOAD_STALL_MS = 30_000;

/** The upload made no progress for UPLOAD_STALL_MS and was stopped. */
export class UploadStalled extends Error {}

/** What the Upload dialog says of an upload that did not finish. */
export const UPLOAD_MESSAGES = {
  /** The product's words for a failed upload. */
  failed: 'An error occurred uploading the file',
  stalled: `Nothing reached storage for ${UPLOAD_STALL_MS / 1000} seconds, so the upload was stopped. Check your connection, then choose Upload to try again: your file is still chosen.`,
  cancelled: 'Upload cancelled. Your file is still chosen.',
  /** Why Upload cannot be pressed yet. */
  chooseFormat: 'Choose a file format first.',
  chooseFile: 'Choose a file first.',
  chooseOtherFile: 'Choose a file of the type the format reads (see under File).',
} as const;

/**
 * Stores a file in a bucket under `folder`: asks for a signed URL (`PUT /storage/{bucket}`), then PUTs
 * the file to it with XMLHttpRequest, whose upload events give the progress. Rejects on any failure;
 * `signal` cancels it (rejecting with an AbortError), and a stalled upload rejects with UploadStalled.
 */
export async function uploadToStorage(bucket: 'imports' | 'documents', folder: string, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<StoredFile> {
  const name = cleanFileName(file.name);
  const contenttype = file.type || 'application/octet-stream';
  const signed = await apiFetch<{ url: string; key: string }>('PUT', `/storage/${bucket}/${folder}/${encodeURIComponent(name)}`, {
    query: { size: file.size, contenttype },
    signal,
  });
  if (signed.status === 413) throw new UploadRefused(failureMessages(signed.data).join(' '));
  if (signed.status !== 200) throw new Error(`The upload was refused (${signed.status})`);
  await putFile(signed.data.url, file, contenttype, onProgress, signal);
  onProgress(100);
  return { key: signed.data.key };
}

function putFile(url: string, file: File, contenttype: string, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    signal?.throwIfAborted();
    const request = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    /** Why the request was aborted: the broker cancelled, or it stalled. */
    let stopped: unknown;
    const stop = (reason: unknown) => {
      stopped = reason;
      request.abort();
    };
    const cancel = () => stop(signal?.reason);
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => stop(new UploadStalled(`No progress for ${UPLOAD_STALL_MS} ms`)), UPLOAD_STALL_MS);
    };
    const settle = (settled: () => void) => {
      clearTimeout(stall);
      signal?.removeEventListener('abort', cancel);
      settled();
    };
    signal?.addEventListener('abort', cancel);
    request.open('PUT', url);
    request.setRequestHeader('content-type', contenttype);
    request.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => settle(() => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`Storage answered ${request.status}`))));
    request.onerror = () => settle(() => reject(new Error('The upload failed')));
    request.onabort = () => settle(() => reject(stopped));
    request.send(file);
    watch();
  });
}
