import { apiFetch } from '../api/client';
import { openSignedUrl } from '../downloads/open-signed-url';

/** The storage route of an object: each part of the key encoded, the folders kept. */
const storagePath = (key: string) => `/storage/imports/${key.split('/').map(encodeURIComponent).join('/')}`;

/** Asks the storage route to sign a download of the document, then follows it; false when it was refused. */
export async function openImportDocument(key: string): Promise<boolean> {
  const signed = await apiFetch<{ url?: string }>('GET', storagePath(key));
  if (signed.status !== 200 || typeof signed.data?.url !== 'string') return false;
  openSignedUrl(signed.data.url);
  return true;
}

/** Deletes the document through the storage route; the bucket's versioning keeps it recoverable. */
export async function deleteImportDocument(key: string): Promise<boolean> {
  const result = await apiFetch('DELETE', storagePath(key));
  return result.status >= 200 && result.status < 300;
}
