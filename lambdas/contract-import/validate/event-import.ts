import type { FileImportItem } from '../store/file-import';
import { findImportByS3Key, getImport } from '../store/import-store';
import { importIdOfRequest } from '../store/pipeline-requests';

/** Keys in S3 events are URL-encoded with '+' for spaces. */
export const eventKey = (raw: string) => decodeURIComponent(raw.replace(/\+/g, ' '));

/** The import an event is about: a validation request names it; an upload under `<tpiid>/` is found by its key. */
export async function importForKey(table: string, key: string): Promise<FileImportItem | undefined> {
  const requested = importIdOfRequest('validation', key);
  if (requested) return getImport(table, requested);
  return /^\d{1,9}\//.test(key) ? findImportByS3Key(table, key) : undefined;
}
