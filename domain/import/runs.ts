import { IMPORT_TRANSITIONS, type ImportStatus } from './status';
import type { AuditEntry } from './audit-entry';

/** How long each pipeline Lambda may run (its timeout); the CDK functions are built with these. */
export const VALIDATION_RUN_SECONDS = 120;
export const PROCESSING_RUN_SECONDS = 300;

/** Past its Lambda's timeout plus a margin for the platform, a run in progress is dead. */
const leaseOf = (runSeconds: number) => (runSeconds + 30) * 1000;
export const VALIDATION_LEASE_MS = leaseOf(VALIDATION_RUN_SECONDS);
export const PROCESSING_LEASE_MS = leaseOf(PROCESSING_RUN_SECONDS);

/** Statuses the pipeline owns, and how long after the import's last change a person may take over. */
const LEASES: Partial<Record<ImportStatus, number>> = { 2: VALIDATION_LEASE_MS, 7: PROCESSING_LEASE_MS, 8: PROCESSING_LEASE_MS };

export interface ImportRunState {
  readonly importstatus: number;
  readonly audit: readonly Pick<AuditEntry, 'at'>[];
}

/** True when the pipeline has had no word of this import for longer than its run could take: the run died or never started. */
export function runOverdue(item: ImportRunState, now: number): boolean {
  const lease = LEASES[item.importstatus as ImportStatus];
  if (lease === undefined) return false;
  const last = Date.parse(item.audit.at(-1)?.at ?? '');
  return !(now - last < lease);
}

/**
 * Retry is offered in Processing Failed, and in a pipeline status whose run is overdue; the
 * transition table says where each retry leads (7 for processing, 1 for validation).
 */
export function canRetry(item: ImportRunState | undefined, now: number): boolean {
  if (!item || !IMPORT_TRANSITIONS.some((t) => t.from === item.importstatus && t.action === 'retry')) return false;
  return item.importstatus === 13 || runOverdue(item, now);
}

/** Where a retry moves the import. */
export const retryTarget = (status: number): ImportStatus | undefined => IMPORT_TRANSITIONS.find((t) => t.from === status && t.action === 'retry')?.to;

/**
 * When the import was approved: the last move into 7 that was not a retry. Contract lines carry it
 * in their key, so every run of one approval writes (and a rejection removes) the same items.
 */
export function approvedAt(audit: readonly AuditEntry[]): string | undefined {
  return [...audit].reverse().find((entry) => entry.to === 7 && entry.action !== 'retry')?.at;
}

/** What a person reads in the audit trail and notices when the pipeline gives up or is asked again. */
export const RUN_MESSAGES = {
  processingFailed: (attempts: number, error: string) => `Processing failed after ${attempts} attempts: ${error}`,
  unknownError: 'the error was not recorded',
  databaseBusy: 'the database was too busy to save the import; retry it',
  retried: 'Retried: processing asked for again',
  revalidated: 'Retried: validation asked for again',
} as const;
