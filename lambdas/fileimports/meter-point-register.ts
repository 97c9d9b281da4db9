import { VALIDATION_LEASE_MS } from '../../domain/import-runs';
import type { MeterPointRef } from '../../domain/import';
import { importLabel } from '../../domain/import-list';
import { isRenewal } from '../../domain/import-source';
import { batchGet } from '../shared/batch-get';
import { OPEN_STATUSES, type FileImportItem } from './file-import';
import { changeEntries, registerKey, type EntryDecision, type RegisterEntry } from './register-entries';

/**
 * The meter-point register: one item per intermediary and meter point, naming the open import that
 * claims it and the completed import whose contract lines hold it, so a duplicate check reads the
 * file's own meter points by key instead of the intermediary's whole history.
 *
 * There are no transactions across the register and the imports (dynalite has none, and a crash
 * between two writes is always possible), so the register is an index that may lag: the import
 * item is the truth, and every hit is checked against its holder before it counts.
 *
 * Every write of an entry is conditional on the entry as its writer read it (register-entries.ts),
 * so a writer that stalled between reading and writing, for however long, cannot overwrite what
 * another wrote meanwhile: its write fails, it reads the entry again, and a claim that now finds a
 * real holder is lost. No lock, so nothing for a stalled writer to outlive.
 */
export { registerKey, type RegisterEntry };

export interface RegisterTables {
  readonly fileimports: string;
  readonly meterpoints: string;
}

type Holder = Pick<FileImportItem, 'id' | 'importstatus' | 'importdatetime' | 's3key' | 'description'>;

/** The imports holding entries, with what the import list shows of them, so a clash names the import. */
async function holdersOf(table: string, ids: readonly string[]): Promise<Map<string, Holder>> {
  const holders = await batchGet<Holder>(table, [...new Set(ids)].map((id) => ({ id })), 'id, importstatus, importdatetime, s3key, description');
  return new Map(holders.map((holder) => [holder.id, holder]));
}

/**
 * Whether an open claim is real: its holder is open, or claimed so recently that its run may not
 * have written the status (or, for manual entry, the import) that makes it open yet.
 */
function openClaimCounts(entry: RegisterEntry, status: number | undefined, now: number): boolean {
  if (status !== undefined && OPEN_STATUSES.includes(status)) return true;
  return now - Date.parse(entry.updatedat) < VALIDATION_LEASE_MS;
}

/** A contract hold counts unless its holder is known and not Complete: lines loaded without an import (the demo seed) hold too. */
const contractHoldCounts = (status: number | undefined) => status === undefined || status === 9;

/** The file's meter points held elsewhere: by another open import (with its name, once written), or under a live contract. */
export async function heldMeterPoints(
  tables: RegisterTables,
  item: FileImportItem,
  meterpoints: readonly MeterPointRef[],
): Promise<{ open: Map<string, string | undefined>; live: Set<string> }> {
  const keys = [...new Set(meterpoints.map((meterpoint) => meterpoint.mpxn))].map((mpxn) => ({ id: registerKey(item.sourceid, mpxn) }));
  const entries = (await batchGet<RegisterEntry>(tables.meterpoints, keys)).filter(
    (entry) => (entry.openimportid && entry.openimportid !== item.id) || (entry.contractimportid && entry.contractimportid !== item.id),
  );
  const open = new Map<string, string | undefined>();
  const live = new Set<string>();
  if (entries.length === 0) return { open, live };
  const holders = await holdersOf(tables.fileimports, entries.flatMap((entry) => [entry.openimportid, entry.contractimportid].filter((id): id is string => !!id)));
  const now = Date.now();
  for (const entry of entries) {
    if (entry.openimportid && entry.openimportid !== item.id) {
      const holder = holders.get(entry.openimportid);
      if (openClaimCounts(entry, holder?.importstatus, now)) open.set(entry.mpxn, holder && importLabel(holder));
    }
    if (entry.contractimportid && entry.contractimportid !== item.id && contractHoldCounts(holders.get(entry.contractimportid)?.importstatus)) live.add(entry.mpxn);
  }
  return { open, live };
}

/** Each meter point's decision, by meter point. */
const decisions = (meterpoints: readonly MeterPointRef[], decide: (meterpoint: MeterPointRef) => EntryDecision) =>
  new Map(meterpoints.map((meterpoint) => [meterpoint.mpxn, decide(meterpoint)]));

/**
 * Claims the meter points for the import; one a real holder has (another open import, or for an
 * import that is no renewal a live contract) is lost, and so is the rest of its chunk. Answers
 * those claimed and those lost.
 */
export async function claimMeterPoints(tables: RegisterTables, item: FileImportItem, meterpoints: readonly MeterPointRef[]): Promise<{ claimed: MeterPointRef[]; lost: string[] }> {
  const renewal = isRenewal(item.sourcetype);
  const opened = (entry: RegisterEntry) => entry.openimportid !== undefined && entry.openimportid !== item.id;
  const contracted = (entry: RegisterEntry) => !renewal && entry.contractimportid !== undefined && entry.contractimportid !== item.id;
  const { written, lost } = await changeEntries(tables.meterpoints, item.sourceid, meterpoints, async (entries, chunk) => {
    const others = [...entries.values()].filter((entry) => opened(entry) || contracted(entry));
    const holders = others.flatMap((entry) => [opened(entry) ? entry.openimportid! : [], contracted(entry) ? entry.contractimportid! : []].flat());
    const found = holders.length ? await holdersOf(tables.fileimports, holders) : new Map<string, Holder>();
    const now = Date.now();
    const held = (entry: RegisterEntry) =>
      (opened(entry) && openClaimCounts(entry, found.get(entry.openimportid!)?.importstatus, now)) ||
      (contracted(entry) && contractHoldCounts(found.get(entry.contractimportid!)?.importstatus));
    return decisions(chunk, (meterpoint) => {
      const entry = entries.get(meterpoint.mpxn);
      return entry && held(entry) ? 'lost' : { openimportid: item.id, contractimportid: entry?.contractimportid };
    });
  });
  return { claimed: written, lost };
}

/** Lets go of the import's claims; a meter point another import has taken over since is left alone. */
export async function releaseMeterPoints(table: string, item: FileImportItem, meterpoints: readonly MeterPointRef[]): Promise<void> {
  await changeEntries(table, item.sourceid, meterpoints, async (entries, chunk) =>
    decisions(chunk, (meterpoint) => {
      const entry = entries.get(meterpoint.mpxn);
      return entry?.openimportid === item.id ? { contractimportid: entry.contractimportid } : 'unchanged';
    }),
  );
}

/**
 * A completed import's meter points are held by its contract lines now, no longer by its open
 * claim; a renewal replaces its contract's hold. Another import's claim beside it (a stale one, or
 * one this import lost) stays.
 */
export async function recordContracts(table: string, item: FileImportItem, meterpoints: readonly MeterPointRef[]): Promise<void> {
  await changeEntries(table, item.sourceid, meterpoints, async (entries, chunk) =>
    decisions(chunk, (meterpoint) => {
      const open = entries.get(meterpoint.mpxn)?.openimportid;
      return { contractimportid: item.id, openimportid: open === item.id ? undefined : open };
    }),
  );
}
