import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { VALIDATION_LEASE_MS } from '../../domain/import-runs';
import type { MeterPointRef } from '../../domain/import';
import { batchGet } from '../shared/batch-get';
import { documentClient } from '../shared/dynamodb';
import { OPEN_STATUSES, type FileImportItem } from './file-import';

/**
 * The meter-point register: one item per intermediary and meter point, naming the open import that
 * claims it and the completed import whose contract lines hold it, so a duplicate check reads the
 * file's own meter points by key instead of the intermediary's whole history.
 *
 * There are no transactions across the register and the imports (dynalite has none, and a crash
 * between two writes is always possible), so the register is an index that may lag: the import
 * item is the truth, and every hit is checked against its holder before it counts.
 */
export interface RegisterEntry {
  readonly id: string;
  readonly tpiid: number;
  readonly mpxn: string;
  readonly utilityid: 1 | 2;
  readonly openimportid?: string;
  readonly contractimportid?: string;
  readonly updatedat: string;
}

export interface RegisterTables {
  readonly fileimports: string;
  readonly meterpoints: string;
}

/** Tenancy leads the key, and meter points spread writes over partitions. */
export const registerKey = (tpiid: number, mpxn: string) => `${tpiid}#${mpxn}`;

/** Claims in flight at once: one conditional write each. */
const CLAIMS_IN_FLIGHT = 16;

type Holder = Pick<FileImportItem, 'id' | 'importstatus'>;

async function holderStatuses(table: string, ids: readonly string[]): Promise<Map<string, number>> {
  const holders = await batchGet<Holder>(table, [...new Set(ids)].map((id) => ({ id })), 'id, importstatus');
  return new Map(holders.map((holder) => [holder.id, holder.importstatus]));
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

async function eachInFlight<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(CLAIMS_IN_FLIGHT, items.length) }, worker));
}

/** The file's meter points held elsewhere: by another open import, or under a live contract. */
export async function heldMeterPoints(tables: RegisterTables, item: FileImportItem, meterpoints: readonly MeterPointRef[]): Promise<{ open: Set<string>; live: Set<string> }> {
  const keys = [...new Set(meterpoints.map((meterpoint) => meterpoint.mpxn))].map((mpxn) => ({ id: registerKey(item.sourceid, mpxn) }));
  const entries = (await batchGet<RegisterEntry>(tables.meterpoints, keys)).filter(
    (entry) => (entry.openimportid && entry.openimportid !== item.id) || (entry.contractimportid && entry.contractimportid !== item.id),
  );
  const open = new Set<string>();
  const live = new Set<string>();
  if (entries.length === 0) return { open, live };
  const statuses = await holderStatuses(tables.fileimports, entries.flatMap((entry) => [entry.openimportid, entry.contractimportid].filter((id): id is string => !!id)));
  const now = Date.now();
  for (const entry of entries) {
    if (entry.openimportid && entry.openimportid !== item.id && openClaimCounts(entry, statuses.get(entry.openimportid), now)) open.add(entry.mpxn);
    if (entry.contractimportid && entry.contractimportid !== item.id && contractHoldCounts(statuses.get(entry.contractimportid))) live.add(entry.mpxn);
  }
  return { open, live };
}

const conditionFailed = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

async function setOpenClaim(table: string, item: FileImportItem, meterpoint: MeterPointRef, condition: string, values: Record<string, unknown>): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: table,
        Key: { id: registerKey(item.sourceid, meterpoint.mpxn) },
        UpdateExpression: 'SET openimportid = :id, tpiid = :tpiid, mpxn = :mpxn, utilityid = :utilityid, updatedat = :at',
        ConditionExpression: condition,
        ExpressionAttributeValues: { ':id': item.id, ':tpiid': item.sourceid, ':mpxn': meterpoint.mpxn, ':utilityid': meterpoint.utilityid, ':at': new Date().toISOString(), ...values },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** One claim: free or already ours, else taken over from a stale holder; false when a real holder has it. */
async function claimOne(tables: RegisterTables, item: FileImportItem, meterpoint: MeterPointRef): Promise<boolean> {
  if (await setOpenClaim(tables.meterpoints, item, meterpoint, 'attribute_not_exists(openimportid) OR openimportid = :id', {})) return true;
  const { Item } = await documentClient.send(new GetCommand({ TableName: tables.meterpoints, Key: { id: registerKey(item.sourceid, meterpoint.mpxn) }, ConsistentRead: true }));
  const entry = Item as RegisterEntry | undefined;
  if (!entry?.openimportid) return claimOne(tables, item, meterpoint);
  const status = (await holderStatuses(tables.fileimports, [entry.openimportid])).get(entry.openimportid);
  if (openClaimCounts(entry, status, Date.now())) return false;
  return setOpenClaim(tables.meterpoints, item, meterpoint, 'openimportid = :stale', { ':stale': entry.openimportid });
}

/** Claims the meter points for the import; answers those it claimed and those a real holder has. */
export async function claimMeterPoints(tables: RegisterTables, item: FileImportItem, meterpoints: readonly MeterPointRef[]): Promise<{ claimed: MeterPointRef[]; lost: string[] }> {
  const claimed: MeterPointRef[] = [];
  const lost: string[] = [];
  await eachInFlight(meterpoints, async (meterpoint) => {
    if (await claimOne(tables, item, meterpoint)) claimed.push(meterpoint);
    else lost.push(meterpoint.mpxn);
  });
  return { claimed, lost };
}

/** Lets go of the import's claims; a meter point another import has taken over since is left alone. */
export async function releaseMeterPoints(table: string, item: FileImportItem, meterpoints: readonly MeterPointRef[]): Promise<void> {
  await eachInFlight(meterpoints, async (meterpoint) => {
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: table,
          Key: { id: registerKey(item.sourceid, meterpoint.mpxn) },
          UpdateExpression: 'SET updatedat = :at REMOVE openimportid',
          ConditionExpression: 'openimportid = :id',
          ExpressionAttributeValues: { ':id': item.id, ':at': new Date().toISOString() },
        }),
      );
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  });
}

/** A completed import's meter points are held by its contract lines now, no longer by its open claim; a renewal replaces its contract's hold. */
export async function recordContracts(table: string, item: FileImportItem, meterpoints: readonly MeterPointRef[]): Promise<void> {
  await eachInFlight(meterpoints, async (meterpoint) => {
    const common = {
      TableName: table,
      Key: { id: registerKey(item.sourceid, meterpoint.mpxn) },
      ExpressionAttributeValues: { ':id': item.id, ':tpiid': item.sourceid, ':mpxn': meterpoint.mpxn, ':utilityid': meterpoint.utilityid, ':at': new Date().toISOString() },
    };
    const sets = 'SET contractimportid = :id, tpiid = :tpiid, mpxn = :mpxn, utilityid = :utilityid, updatedat = :at';
    try {
      await documentClient.send(new UpdateCommand({ ...common, UpdateExpression: `${sets} REMOVE openimportid`, ConditionExpression: 'attribute_not_exists(openimportid) OR openimportid = :id' }));
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      // Another import claims it (a stale claim, or one this import lost): the contract hold is recorded beside it.
      await documentClient.send(new UpdateCommand({ ...common, UpdateExpression: sets }));
    }
  });
}
