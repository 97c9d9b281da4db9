import type { ImportAction, ImportStatus } from '../../domain/import-status';
import type { ImportCustomer, ImportValidation, MeterPointRef, RowImportResult } from '../../domain/import';
import type { Actor, FileImportItem } from './file-import';
import type { ImportResources } from './import-context';
import { changeImport } from './import-store';
import { newRevision, writePayload, type Payload } from './payload-store';
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

/** Writes the payload under the next version, then moves the item to point at it; 7 asks for processing. */
async function store(resources: ImportResources, current: FileImportItem, outcome: Outcome): Promise<FileImportItem> {
  const payloadversion = newRevision(current.version + 1);
  const pagecount = await writePayload(resources.imports, current.id, payloadversion, outcome.payload);
  const updated = await changeImport(resources.fileimports, current, {
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
    remove: ['validationstartedat', 'esignrequestid', 'esignurl'],
  });
  if (outcome.to === 7) await requestPipeline(resources.imports, 'processing', current.id);
  return updated;
}

/**
 * A validated file (or re-validated raw rows): status 3 keeping the raw rows and failures, else 4
 * when held for manual verification or 7 when not, keeping the structured data.
 */
export function storeRowOutcome(resources: ImportResources, current: FileImportItem, raw: RawRows, result: RowImportResult, action: ImportAction, actor: Actor) {
  const failed = result.failures.length > 0;
  const payload: Payload = failed
    ? { kind: 'raw', heading: raw.heading, rows: raw.rows, failures: result.failures, warnings: result.warnings }
    : { kind: 'structured', customers: result.customers, failures: [], warnings: result.warnings, meterpoints: result.meterpoints };
  const to: ImportStatus = failed ? 3 : current.manualverification ? 4 : 7;
  return store(resources, current, { to, action, actor, payload, counts: { customercount: result.customers.length, rowcount: result.rowcount } });
}

/** A file that could not be read at all: status 3 with one clear failure and no rows. */
export function storeFileProblem(resources: ImportResources, current: FileImportItem, message: string, actor: Actor) {
  const payload: Payload = { kind: 'raw', heading: [], rows: [], failures: [{ message, line: 0, row: 0 }], warnings: [] };
  return store(resources, current, { to: 3, action: 'validate', actor, reason: message, payload, counts: { customercount: 0, rowcount: 0 } });
}

/** Saved structured data, with its failures and warnings listed for the editor. */
export function storeStructured(
  resources: ImportResources,
  current: FileImportItem,
  customers: readonly ImportCustomer[],
  validation: ImportValidation & { meterpoints: MeterPointRef[] },
  change: { to: ImportStatus; action: ImportAction; actor: Actor; reason?: string },
) {
  const payload: Payload = { kind: 'structured', customers, failures: validation.failures, warnings: validation.warnings, meterpoints: validation.meterpoints };
  return store(resources, current, { ...change, payload, counts: { customercount: customers.length, rowcount: current.rowcount } });
}
