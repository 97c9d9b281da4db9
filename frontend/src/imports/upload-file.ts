import { cleanFileName } from '../../../domain/file-name';
import { apiFetch, failureMessages } from '../api/client';

export interface StoredFile {
  readonly key: string;
}

/** The server would not take the file (too large, say); its message says why, in words for the broker. */
export class UploadRefused extends Error {}

/**
 * Stores a file in a bucket under `folder`: asks for a signed URL (`PUT /storage/{bucket}`), then PUTs
 * the file to it with XMLHttpRequest, whose upload events give the progress. Rejects on any failure.
 */
export async function uploadToStorage(bucket: 'imports' | 'documents', folder: string, file: File, onProgress: (percent: number) => void): Promise<StoredFile> {
  const name = cleanFileName(file.name);
  const contenttype = file.type || 'application/octet-stream';
  const signed = await apiFetch<{ url: string; key: string }>('PUT', `/storage/${bucket}/${folder}/${encodeURIComponent(name)}`, {
    query: { size: file.size, contenttype },
  });
  if (signed.status === 413) throw new UploadRefused(failureMessages(signed.data).join(' '));
  if (signed.status !== 200) throw new Error(`The upload was refused (${signed.status})`);
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', signed.data.url);
    request.setRequestHeader('content-type', contenttype);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(`Storage answered ${request.status}`)));
    request.onerror = () => reject(new Error('The upload failed'));
    request.send(file);
  });
  onProgress(100);
  return { key: signed.data.key };
}
