/** The import's wire shape is declared once, beside the rules, so the server's item and the screen cannot drift apart. */
export type { FileImportSummary, FileImportView } from '../../../domain/import/wire';

/** The error body every handler answers: a message and, for 400 and 422, every field message. */
export interface ApiFailure {
  readonly message?: string;
  readonly errors?: readonly string[];
}
