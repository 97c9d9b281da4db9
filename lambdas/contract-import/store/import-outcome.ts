import type { ImportAction, ImportStatus } from '../../../domain/import/status';
import type { ImportContext, ImportCustomer, ImportValidation, MeterPointRef, RowImportResult } from '../../../domain/import';
import { ConflictError } from '../../shared/errors';
import { OPEN_STATUSES, type Actor, type FileImportItem } from './file-import';
import { validateAgainstRegister, type RegisterCheckable, type RegisterChecked, type ValidationResources } from '../register/import-context';
import { changeImport } from './import-store';
import { claimMeterPoints, releaseMeterPoints } from '../register/meter-point-register';
import { newRevision, payloadMeterPoints, writePayload, type Payload } from './payload-store';
import { requestPipeline } from './pipeline-requests';

export interface RawRows {
  readonly heading: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

interface Outcome {
  readonly to: ImportStatus;
  readonly action: ImportAction;
  readonly actor: Actor;
  readonly reason?: string;
  readonly payload: Payload;
  readonly counts: { customercount: number; rowcount: number };
}

/** Another import claimed one of the file's meter points between the register check and the claim. */
export class MeterPointsTaken extends Error {
  constructor(readonly mpxns: readonly string[]) {
    super(`Meter points claimed by another import meanwhile: ${mpxns.join(', ')}`);
  }
}

/** The meter points an import in an open status claims. */
const claimedBy = async (bucket: string, item: FileImportItem) => (OPEN_STATUSES.includes(item.importstatus) ? payloadMeterPoints(bucket, item) : []);

/**
 * Claims the new payload's meter points before the write that makes the import open them, and lets
 * go of the ones it no longer has after it; a failed write lets go of what this run claimed.
 */
export async function withClaims<T>(
  resources: ValidationResources,
  current: FileImportItem,
  change: { previous: readonly MeterPointRef[]; next: readonly MeterPointRef[]; held: ReadonlySet<string> },
  write: () => Promise<T>,
): Promise<T> {
  const before = new Set(change.previous.map((meterpoint) => meterpoint.mpxn));
  const after = new Set(change.next.map((meterpoint) => meterpoint.mpxn));
  const wanted = change.next.filter((meterpoint) => !before.has(meterpoint.mpxn) && !change.held.has(meterpoint.mpxn));
  const { claimed, lost } = await claimMeterPoints(resources, current, wanted);
  if (lost.length) {
    await releaseMeterPoints(resources.meterpoints, current, claimed);
    throw new MeterPointsTaken(lost);
  }
  let written: T;
  try {
    written = await write();
  } catch (error) {
    await releaseMeterPoints(resources.meterpoints, current, claimed);
    throw error;
  }
  await releaseMeterPoints(resources.meterpoints, current, change.previous.filter((meterpoint) => !after.has(meterpoint.mpxn)));
  return written;
}

/** Validation runs at most this often for one store: a race lost again and again ends in a 409. */
const STORE_ATTEMPTS = 3;

/**
 * Validates against the register and stores the outcome; a claim lost (to a race, or by the first,
 * optimistic attempt to a holder it did not look up) validates again looking the meter points up,
 * so the lost meter point is reported as in another open import instead of held by two.
 */
export async function storeValidated<R extends RegisterCheckable, T>(
  resources: ValidationResources,
  current: FileImportItem,
  validate: (context: ImportContext) => Promise<R> | R,
  storeResult: (checked: RegisterChecked<R>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await storeResult(await validateAgainstRegister(resources, current, validate, attempt === 1));
    } catch (error) {
      if (!(error instanceof MeterPointsTaken)) throw error;
      if (attempt === STORE_ATTEMPTS) throw new ConflictError();
    }
  }
}

/**
 * Writes the payload under a new revision while the meter points are claimed (no reader opens a
 * revision before the import names it), then moves the item to point at it; 7 asks for processing.
 */
async function store(resources: ValidationResources, current: FileImportItem, outcome: Outcome, held: ReadonlySet<string>): Promise<FileImportItem> {
  const next = OPEN_STATUSES.includes(outcome.to) && outcome.payload.kind === 'structured' ? outcome.payload.meterpoints : [];
  const payloadversion = newRevision(current.version + 1);
  // Settled into a value at once, so a failed write waits here for the claim instead of escaping unhandled.
  const pages = writePayload(resources.imports, current.id, payloadversion, outcome.payload).then(
    (pagecount) => ({ pagecount }),
    (error: unknown) => ({ error }),
  );
  let updated: FileImportItem;
  try {
    const previous = await claimedBy(resources.imports, current);
    updated = await withClaims(resources, current, { previous, next, held }, async () => {
      const written = await pages;
      if ('error' in written) throw written.error;
      return pointAtPayload(resources, current, outcome, payloadversion, written.pagecount);
    });
  } finally {
    // A claim lost first leaves the revision unread; its writes still end within this run.
    await pages;
  }
  if (outcome.to === 7) await requestPipeline(resources.imports, 'processing', current.id);
  return updated;
}

function pointAtPayload(resources: ValidationResources, current: FileImportItem, outcome: Outcome, payloadversion: string, pagecount: number): Promise<FileImportItem> {
  return changeImport(resources.fileimports, current, {
    to: outcome.to,
    action: outcome.action,
    actor: outcome.actor,
    reason: outcome.reason,
    set: {
      payloadversion,
      pagecount,
      payloadkind: outcome.payload.kind,
      manualverification: current.manualverification,
      ...outcome.counts,
      failurecount: outcome.payload.failures.length,
      warningcount: outcome.payload.warnings.length,
    },
    // Reference numbers name the records of one payload; a new one is numbered afresh.
    remove: ['validationstartedat', 'esignrequestid', 'esignurl', 'referencenumbers'],
  });
}

/**
 * A validated file (or re-validated raw rows): status 3 keeping the raw rows and failures, else 4
 * when held for manual verification or 7 when not, keeping the structured data.
 */
export function storeRowOutcome(resources: ValidationResources, current: FileImportItem, raw: RawRows, checked: RegisterChecked<RowImportResult>, action: ImportAction, actor: Actor) {
  const { result, held } = checked;
  const failed = result.failures.length > 0;
  const payload: Payload = failed
    ? { kind: 'raw', heading: raw.heading, rows: raw.rows, failures: result.failures, warnings: result.warnings }
    : { kind: 'structured', customers: result.eachCustomer(), failures: [], warnings: result.warnings, meterpoints: result.meterpoints };
  const to: ImportStatus = failed ? 3 : current.manualverification ? 4 : 7;
  return store(resources, current, { to, action, actor, payload, counts: { customercount: result.customercount, rowcount: result.rowcount } }, held);
}

/** A file that could not be read at all: status 3 with one clear failure and no rows. */
export function storeFileProblem(resources: ValidationResources, current: FileImportItem, message: string, actor: Actor) {
  const payload: Payload = { kind: 'raw', heading: [], rows: [], failures: [{ message, line: 0, row: 0 }], warnings: [] };
  return store(resources, current, { to: 3, action: 'validate', actor, reason: message, payload, counts: { customercount: 0, rowcount: 0 } }, new Set());
}

/** Saved structured data, with its failures and warnings listed for the editor. */
export function storeStructured(
  resources: ValidationResources,
  current: FileImportItem,
  customers: readonly ImportCustomer[],
  checked: RegisterChecked<ImportValidation & { meterpoints: MeterPointRef[] }>,
  change: { to: ImportStatus; action: ImportAction; actor: Actor; reason?: string },
) {
  const validation = checked.result;
  const payload: Payload = { kind: 'structured', customers, failures: validation.failures, warnings: validation.warnings, meterpoints: validation.meterpoints };
  return store(resources, current, { ...change, payload, counts: { customercount: customers.length, rowcount: current.rowcount } }, checked.held);
}
