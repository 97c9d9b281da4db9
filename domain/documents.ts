/**
 * The four downloadable documents, by title and stored file name. The Downloads screen
 * offers these, and the seeds (ops/documents) store exactly these names under `<tpiid>/`.
 */
export const DOWNLOADS = [
  { title: 'Contract Upload Template', fileName: 'Contract Upload v1.xlsx' },
  { title: 'PDF Contract', fileName: 'PDF Contract.pdf' },
  { title: 'Terms and Conditions', fileName: 'Terms and Conditions.pdf' },
  { title: 'Verbal Script', fileName: 'Verbal Script.pdf' },
] as const;

export type Download = (typeof DOWNLOADS)[number];

/** Documents uploaded with an import, under the intermediary's folder of the imports bucket. */
export const importDocumentsFolder = (tpiid: number, importId: string) => `${tpiid}/documents/${importId}`;

/** What the import's Upload Documents pane says. */
export const IMPORT_DOCUMENT_MESSAGES = {
  uploadFailed: 'An error occurred uploading the file',
  uploaded: (names: readonly string[]) => (names.length === 1 ? `${names[0]} was uploaded.` : `${names.length} documents were uploaded.`),
  openFailed: (name: string) => `${name} could not be opened. Try again; if it keeps failing, it may have been deleted, so refresh the list.`,
  deleteQuestion: (name: string) => `Delete ${name} from this import? It can no longer be opened here once deleted.`,
  deleted: (name: string) => `${name} was deleted.`,
  deleteFailed: (name: string) => `${name} could not be deleted. Try again; if it keeps failing, contact support.`,
  loadFailed: "This import's documents could not be listed. Check your connection, then choose Try again.",
  refreshFailed: "This import's documents could not be listed again, so the list may be out of date. Check your connection, then choose Try again.",
  notLoaded: 'Documents not listed',
} as const;
