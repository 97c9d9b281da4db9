/**
 * File import statuses (drawn in docs/architecture.md) and the one transition table. The server enforces it and
 * the import screen derives its buttons from it, so the two can never disagree.
 */
import { isRenewal } from './source';

export const IMPORT_STATUS = {
  uploaded: 1,
  validating: 2,
  validationFailed: 3,
  awaitingVerification: 4,
  awaitingSignature: 5,
  signed: 6,
  approved: 7,
  processing: 8,
  complete: 9,
  rejected: 10,
  signatureDeclined: 11,
  renewalAwaitingProcessing: 12,
  processingFailed: 13,
} as const;

export type ImportStatus = (typeof IMPORT_STATUS)[keyof typeof IMPORT_STATUS];

export const IMPORT_STATUSES: readonly { readonly id: ImportStatus; readonly name: string; readonly notes: string }[] = [
  { id: 1, name: 'Uploaded', notes: 'Waiting for the file to be validated' },
  { id: 2, name: 'Validating', notes: 'The file is being read and validated' },
  { id: 3, name: 'Validation Failed', notes: 'Raw rows editable; saving re-validates' },
  { id: 4, name: 'Awaiting Verification', notes: 'Structured data editable; Approve or Send e-Sign; manual entry starts here' },
  { id: 5, name: 'Awaiting Signature', notes: 'e-Sign request sent; saving an edit cancels the request' },
  { id: 6, name: 'Signed', notes: 'The customer signed; renewals move on to 12, others to 7' },
  { id: 7, name: 'Approved', notes: 'Contracts being created; no edit, no reject' },
  { id: 8, name: 'Processing', notes: 'Loading into the contract store; no reject' },
  { id: 9, name: 'Complete', notes: 'Contracts, sites and meter points exist and appear in reports' },
  { id: 10, name: 'Rejected', notes: 'Rejected with a rejection reason' },
  { id: 11, name: 'Signature Declined', notes: 'The customer declined or the request expired; no edit' },
  { id: 12, name: 'Renewal Awaiting Processing', notes: 'Process Renewal replaces Send e-Sign; no edit' },
  { id: 13, name: 'Processing Failed', notes: 'Processing failed after its retries; Retry asks for it again, Reject removes what it wrote' },
];

/** Statuses an import may be created in: 1 for an uploaded file, 4 for manual entry. */
export const INITIAL_IMPORT_STATUSES: readonly ImportStatus[] = [1, 4];

/**
 * What causes a move; `save` is a person's edit, `validate` the import Lambda's outcome, `fail` the
 * pipeline giving up after its retries, `retry` a person asking the pipeline to run again.
 */
export type ImportAction =
  | 'validate'
  | 'save'
  | 'approve'
  | 'sendEsign'
  | 'sign'
  | 'decline'
  | 'processRenewal'
  | 'process'
  | 'complete'
  | 'fail'
  | 'retry'
  | 'reject';

export interface ImportTransition {
  readonly from: ImportStatus;
  readonly to: ImportStatus;
  readonly action: ImportAction;
}

const REJECTABLE: readonly ImportStatus[] = [1, 2, 3, 4, 5, 6, 11, 12, 13];

export const IMPORT_TRANSITIONS: readonly ImportTransition[] = [
  { from: 1, to: 2, action: 'validate' },
  { from: 1, to: 3, action: 'validate' },
  // A run that died half-way (its lease expired) is taken over by the next delivery of the event.
  { from: 2, to: 2, action: 'validate' },
  { from: 2, to: 3, action: 'validate' },
  { from: 2, to: 4, action: 'validate' },
  { from: 2, to: 7, action: 'validate' },
  // Saving raw rows re-validates: still failing, held for verification, or straight on to approval.
  { from: 3, to: 3, action: 'save' },
  { from: 3, to: 4, action: 'save' },
  { from: 3, to: 7, action: 'save' },
  { from: 4, to: 4, action: 'save' },
  { from: 4, to: 7, action: 'approve' },
  { from: 4, to: 5, action: 'sendEsign' },
  // An edit while awaiting signature cancels the request.
  { from: 5, to: 4, action: 'save' },
  { from: 5, to: 6, action: 'sign' },
  { from: 5, to: 11, action: 'decline' },
  { from: 6, to: 7, action: 'sign' },
  { from: 6, to: 12, action: 'sign' },
  { from: 12, to: 7, action: 'processRenewal' },
  { from: 7, to: 8, action: 'process' },
  { from: 8, to: 9, action: 'complete' },
  // Processing that failed every retry waits for a person, who retries it or rejects the import.
  { from: 7, to: 13, action: 'fail' },
  { from: 8, to: 13, action: 'fail' },
  { from: 13, to: 7, action: 'retry' },
  // A run that died without a trace (its lease expired, see import-runs.ts) is asked for again.
  { from: 2, to: 1, action: 'retry' },
  { from: 7, to: 7, action: 'retry' },
  { from: 8, to: 7, action: 'retry' },
  ...REJECTABLE.map((from) => ({ from, to: IMPORT_STATUS.rejected, action: 'reject' as const })),
];

export const canTransition = (from: number, to: number, action?: ImportAction) =>
  IMPORT_TRANSITIONS.some((t) => t.from === from && t.to === to && (action === undefined || t.action === action));

const allows = (status: number | undefined, action: ImportAction) =>
  status !== undefined && IMPORT_TRANSITIONS.some((t) => t.from === status && t.action === action);

/** The statuses an action may start from, in status order (for saying where a button works). */
export const statusesAllowing = (action: ImportAction): ImportStatus[] =>
  IMPORT_STATUSES.map((status) => status.id).filter((status) => allows(status, action));

export const importStatusName = (status: number) => IMPORT_STATUSES.find((s) => s.id === status)?.name ?? String(status);

/** Edit is offered where a save is a legal move (3, 4, 5); 7, 10, 11 and 12 block it. */
export const canEdit = (status: number | undefined) => allows(status, 'save');

/** Reject needs a selected import whose status is not 7, 8, 9 or 10. */
export const canReject = (status: number | undefined) => allows(status, 'reject');

/** Approve only in status 4. */
export const canApprove = (status: number | undefined) => allows(status, 'approve');

/** Send e-Sign only in status 4, with the stage's e-sign flag on and a renewal. */
export const canSendEsign = (esignEnabled: boolean, sourcetype: number | undefined) => (status: number | undefined) =>
  esignEnabled && isRenewal(sourcetype) && allows(status, 'sendEsign');

/** Approve is the decision where Send e-Sign is not: with the e-sign flag on, a renewal is sent for signing instead. */
export const canApproveImport = (esignEnabled: boolean, sourcetype: number | undefined) => (status: number | undefined) =>
  canApprove(status) && !canSendEsign(esignEnabled, sourcetype)(status);

/** Process Renewal replaces Send e-Sign in status 12. */
export const canProcessRenewal = (status: number | undefined) => allows(status, 'processRenewal');
