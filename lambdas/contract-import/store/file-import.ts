import type { ImportStatus } from '../../../domain/import/status';
import type { FileImportSummary } from '../../../domain/import/wire';
import type { ImportReferenceNumbers } from '../../../domain/references';

/**
 * The import as stored in the `fileimports` table: what the API answers (metadata, counts,
 * version, status and audit) and the server's bookkeeping. The payload (raw rows or structured
 * data with failures and warnings) lives in the imports bucket under
 * `payloads/<id>/<payloadversion>/`, in pages, so the item stays far below 400 KB.
 */
export interface FileImportItem extends FileImportSummary {
  readonly importstatus: ImportStatus;
  readonly s3bucket?: string;
  readonly sourcefileid?: string;
  readonly userid: string;
  readonly parameters?: Record<string, unknown>;
  /** The version whose payload folder holds the current pages; absent before validation. */
  readonly payloadversion?: string;
  /** Status 3 keeps raw rows; every later status structured data. */
  readonly payloadkind?: 'raw' | 'structured';
  /** The status while the pipeline runs the import (2 or 8), absent otherwise: the key of the sparse index the stuck-import check reads. */
  readonly pipelinestatus?: ImportStatus;
  /** When the import Lambda took the import into status 2, to re-run one whose run died. */
  readonly validationstartedat?: string;
  /** The e-sign request out for signature. */
  readonly esignrequestid?: string;
  /** `${sourceid}#${importstatus}`, kept with every change: the key of the index Home counts imports by status on. */
  readonly sourcestatus?: string;
  /** A renewal made by the renewals job: the day its contracts start, the day after those it renews end. */
  readonly renewsfrom?: string;
  /** A renewal made by the renewals job: the reference of the customer it renews, which its first customer keeps. */
  readonly customerreference?: string;
  /** The reference numbers given to the current payload's records when first sent for signature or processed (store/reference-numbers.ts). */
  readonly referencenumbers?: ImportReferenceNumbers;
}

export const sourceStatusKey = (sourceid: number, importstatus: number) => `${sourceid}#${importstatus}`;

/** Who acts: a person through the API, or the pipeline itself. */
export interface Actor {
  readonly userid: string;
  readonly username: string;
}

export const PIPELINE: Actor = { userid: 'system', username: 'Import pipeline' };

/** Statuses after which an uploaded file may be imported afresh: its import was turned down. */
export const REIMPORTABLE_STATUSES: readonly number[] = [10, 11];

/** Statuses whose meter points count as claimed for the duplicate check. */
export const OPEN_STATUSES: readonly number[] = [4, 5, 6, 7, 8, 12];
