import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { VALIDATION_LEASE_MS } from '../../../domain/import/runs';
import type { MeterPointRef } from '../../../domain/import';
import { batchGet } from '../../shared/batch-get';
import { batchWrite, type WriteLease, type WriteRequest } from '../../shared/batch-write';
import { documentClient } from '../../shared/dynamodb';
import { inFlight } from '../../shared/in-flight';
import { logger } from '../../shared/logger';
import { importLabel } from '../../../domain/import/list';
import { isRenewal } from '../../../domain/import/source';
import { OPEN_STATUSES, type FileImportItem } from '../store/file-import';

/**
 * The meter-point register: one item per intermediary and meter point, naming the open import that
 * claims it and the completed import whose contract lines hold it, so a duplicate check reads the
 * file's own meter points by key instead of the intermediary's whole history.
 *
 * There are no transactions across the register and the imports (dynalite has none, and a crash
 * between two writes is always possible), so the register is an index that may lag: the import
 * item is the truth, and every hit is checked against its holder before it counts.
 *
 * Writes to an intermediary's entries happen under its register lock, an item taken by a
 * conditional write with a short lease: inside it, entries are read consistently and written back
 * 25 to a batch. One conditional write per meter point would be as safe but cost a round trip
 * each, far too slow for the largest files; the lock is held for one chunk of meter points at a
 * time, so other imports of the intermediary wait a moment, never a whole file.
 *
 * A writer that stalls (a throttled batch, a paused process) must not write once its lease may
 * have passed to another: every batch is sent only while a margin of the lease is left, by the
 * writer's clock, and a request still running when the margin is reached is aborted. A writer
 * that finds its lease spent reads its chunk again under a new lock and decides afresh, so what it
 * read before the stall is never written (docs/decisions/0020-register-writes-inside-the-lease.md).
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

/** Meter points read and written under one hold of the lock: a tenth of a second's work, so writers take short turns. */
const CHUNK = 500;
/** Chunks of different shards are under different locks, so a few go at once: a 2,000-row file touches all 16 shards. */
const CHUNKS_IN_FLIGHT = 4;
const LOCK_LEASE_MS = 30_000;
/**
 * The part of the lease a writer never writes in: the lock cannot pass to another writer until the
 * lease ends, so a write sent before this margin began lands while the lock is still ours.
 */
const LEASE_MARGIN_MS = 10_000;
/**
 * A claim that took longer than this is read back before it counts: an open claim of a run still
 * validating is taken for a dead run's once VALIDATION_LEASE_MS has passed (openClaimCounts).
 */
const CLAIM_TRUSTED_MS = VALIDATION_LEASE_MS / 2;
/** Times a chunk is read and written afresh after its writer's lease ran out, before the run gives up (and is retried). */
const CHUNK_ATTEMPTS = 3;
/**
 * How long a writer waits for its turn before giving up (the run's retry takes over). Pipeline runs
 * may wait long behind other uploads of the intermediary; a person's save claims only meter points
 * new to the import, usually none, and then never takes the lock.
 */
const LOCK_WAIT_MS = 100_000;

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

const conditionFailed = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The lock items share the register's table; they are no entries, and the rebuild leaves them alone. */
export const isRegisterLock = (id: string) => id.startsWith('LOCK#');
/** An intermediary's register is locked in shards by meter point, so imports of one intermediary rarely wait for each other. */
const LOCK_SHARDS = 16;
const lockShard = (mpxn: string) => [...mpxn].reduce((hash, digit) => (hash * 31 + digit.charCodeAt(0)) % LOCK_SHARDS, 0);
const lockKey = (tpiid: number, shard: number) => `LOCK#${tpiid}#${shard}`;

/** The writer's lease ran out, or nearly, before its writes were done: nothing it read may be written now. */
class RegisterLeaseSpent extends Error {}

/** Holding the lock taken at `takenAt`: `check` throws once only the margin is left, and `signal` aborts a request still running then. */
function leaseFrom(takenAt: number): WriteLease {
  const writableUntil = takenAt + LOCK_LEASE_MS - LEASE_MARGIN_MS;
  return {
    check: () => {
      if (Date.now() >= writableUntil) throw new RegisterLeaseSpent('The meter-point register lease was spent before the writes were done');
    },
    signal: AbortSignal.timeout(Math.max(0, writableUntil - Date.now())),
  };
}

/** Runs `work` holding the intermediary's register lock; a holder that died loses it when its lease passes. */
async function withRegisterLock<T>(table: string, tpiid: number, shard: number, work: (lease: WriteLease) => Promise<T>): Promise<T> {
  const owner = randomUUID();
  const deadline = Date.now() + LOCK_WAIT_MS;
  let takenAt: number;
  for (let attempt = 0; ; attempt++) {
    const now = Date.now();
    try {
      await documentClient.send(
        new PutCommand({
          TableName: table,
          Item: { id: lockKey(tpiid, shard), owner, expiresat: now + LOCK_LEASE_MS },
          ConditionExpression: 'attribute_not_exists(id) OR expiresat < :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
      takenAt = now;
      break;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      if (now > deadline) throw new Error(`The meter-point register of intermediary ${tpiid} stayed locked for ${LOCK_WAIT_MS} ms`);
      // Jittered, so waiters do not retry in step.
      await sleep(Math.min(20 * 2 ** attempt, 250) * (0.5 + Math.random()));
    }
  }
  const lease = leaseFrom(takenAt);
  try {
    return await work(lease);
  } catch (error) {
    throw lease.signal.aborted && !(error instanceof RegisterLeaseSpent) ? new RegisterLeaseSpent('A register write was still running when the lease margin began', { cause: error }) : error;
  } finally {
    await unlock(table, lockKey(tpiid, shard), owner);
  }
}

/** Gives the lock back; if that fails, its lease frees it shortly, so the work's own outcome stands. */
async function unlock(table: string, key: string, owner: string): Promise<void> {
  try {
    await documentClient.send(
      new DeleteCommand({ TableName: table, Key: { id: key }, ConditionExpression: '#owner = :owner', ExpressionAttributeNames: { '#owner': 'owner' }, ExpressionAttributeValues: { ':owner': owner } }),
    );
  } catch (error) {
    if (!conditionFailed(error)) logger.warn('Could not give back the meter-point register lock; its lease frees it', { lock: key, error: (error as Error).name });
  }
}

/** What a chunk's change decided: the requests to write (none at all stops the chunks not yet begun), and what it says of them. */
interface ChunkChange<R> {
  readonly requests?: WriteRequest[];
  readonly result: R;
}

/**
 * For each chunk of the meter points, under its shard's lock (a few chunks at once): their entries
 * as they are now, and the requests `change` answers for them (a new entry, or a delete of an empty
 * one), written inside the lease. A chunk whose lease ran out is read and decided again. Answers
 * each chunk's result, as decided by the attempt that was written.
 */
async function changeEntries<R>(
  table: string,
  item: FileImportItem,
  meterpoints: readonly MeterPointRef[],
  change: (entries: ReadonlyMap<string, RegisterEntry>, chunk: readonly MeterPointRef[]) => Promise<ChunkChange<R>>,
): Promise<R[]> {
  const shards = new Map<number, MeterPointRef[]>();
  for (const meterpoint of meterpoints) {
    const shard = lockShard(meterpoint.mpxn);
    const group = shards.get(shard);
    if (group) group.push(meterpoint);
    else shards.set(shard, [meterpoint]);
  }
  const byShard = [...shards].map(([shard, group]) => Array.from({ length: Math.ceil(group.length / CHUNK) }, (_, i) => ({ shard, chunk: group.slice(i * CHUNK, (i + 1) * CHUNK) })));
  // A shard's chunks in turn with the others', so the chunks in flight hold different locks instead of waiting for one.
  const chunks = Array.from({ length: Math.max(0, ...byShard.map((list) => list.length)) }, (_, i) => byShard.flatMap((list) => list[i] ?? [])).flat();
  const results: R[] = [];
  let stopped = false;
  const changeChunk = (shard: number, chunk: readonly MeterPointRef[]) =>
    withRegisterLock(table, item.sourceid, shard, async (lease) => {
      const found = await batchGet<RegisterEntry>(table, chunk.map((meterpoint) => ({ id: registerKey(item.sourceid, meterpoint.mpxn) })), undefined, true);
      const decided = await change(new Map(found.map((entry) => [entry.mpxn, entry])), chunk);
      if (decided.requests) await batchWrite(documentClient, table, decided.requests, lease);
      return decided;
    });
  await inFlight(chunks, CHUNKS_IN_FLIGHT, async ({ shard, chunk }) => {
    if (stopped) return;
    for (let attempt = 1; ; attempt++) {
      try {
        const decided = await changeChunk(shard, chunk);
        results.push(decided.result);
        if (!decided.requests) stopped = true;
        return;
      } catch (error) {
        if (!(error instanceof RegisterLeaseSpent) || attempt === CHUNK_ATTEMPTS) throw error;
        logger.warn('A meter-point register lease was spent before its writes; reading the chunk again', { importid: item.id, attempt });
      }
    }
  });
  return results;
}

/** The entry with its holders as given; an entry left holding nothing is deleted. */
function entryRequest(item: FileImportItem, meterpoint: MeterPointRef, holders: Pick<RegisterEntry, 'openimportid' | 'contractimportid'>): WriteRequest {
  const id = registerKey(item.sourceid, meterpoint.mpxn);
  if (!holders.openimportid && !holders.contractimportid) return { DeleteRequest: { Key: { id } } };
  const entry: RegisterEntry = { id, tpiid: item.sourceid, mpxn: meterpoint.mpxn, utilityid: meterpoint.utilityid, updatedat: new Date().toISOString(), ...definedOnly(holders) };
  return { PutRequest: { Item: entry } };
}

const definedOnly = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/**
 * Claims the meter points for the import, a chunk at a time; a chunk with a meter point a real
 * holder has (another open import, or for an import that is no renewal a live contract) is not
 * written. Answers those claimed and those lost.
 */
export async function claimMeterPoints(tables: RegisterTables, item: FileImportItem, meterpoints: readonly MeterPointRef[]): Promise<{ claimed: MeterPointRef[]; lost: string[] }> {
  const started = Date.now();
  const renewal = isRenewal(item.sourcetype);
  let lostAny = false;
  const results = await changeEntries(tables.meterpoints, item, meterpoints, async (entries, chunk) => {
    const opened = (entry: RegisterEntry) => entry.openimportid !== undefined && entry.openimportid !== item.id;
    const contracted = (entry: RegisterEntry) => !renewal && entry.contractimportid !== undefined && entry.contractimportid !== item.id;
    const others = [...entries.values()].filter((entry) => opened(entry) || contracted(entry));
    const holders = others.flatMap((entry) => [opened(entry) ? entry.openimportid! : [], contracted(entry) ? entry.contractimportid! : []].flat());
    const found = holders.length ? await holdersOf(tables.fileimports, holders) : new Map<string, Holder>();
    const now = Date.now();
    const holds = (entry: RegisterEntry) =>
      (opened(entry) && openClaimCounts(entry, found.get(entry.openimportid!)?.importstatus, now)) ||
      (contracted(entry) && contractHoldCounts(found.get(entry.contractimportid!)?.importstatus));
    const lost = others.filter(holds).map((entry) => entry.mpxn);
    lostAny ||= lost.length > 0;
    if (lostAny) return { result: { claimed: [], lost } };
    const requests = chunk.map((meterpoint) => entryRequest(item, meterpoint, { openimportid: item.id, contractimportid: entries.get(meterpoint.mpxn)?.contractimportid }));
    return { requests, result: { claimed: [...chunk], lost } };
  });
  const claimed = results.flatMap((result) => result.claimed);
  const lost = results.flatMap((result) => result.lost);
  if (Date.now() - started < CLAIM_TRUSTED_MS) return { claimed, lost };
  // So slow a claim (a stalled run) may have had its first entries taken over as a dead run's, and
  // released since: what no longer names this import is lost too.
  const kept = await batchGet<RegisterEntry>(tables.meterpoints, claimed.map((meterpoint) => ({ id: registerKey(item.sourceid, meterpoint.mpxn) })), undefined, true);
  const ours = new Set(kept.filter((entry) => entry.openimportid === item.id).map((entry) => entry.mpxn));
  return { claimed: claimed.filter((meterpoint) => ours.has(meterpoint.mpxn)), lost: [...lost, ...claimed.filter((meterpoint) => !ours.has(meterpoint.mpxn)).map((meterpoint) => meterpoint.mpxn)] };
}

/** Lets go of the import's claims; a meter point another import has taken over since is left alone. */
export async function releaseMeterPoints(table: string, item: FileImportItem, meterpoints: readonly MeterPointRef[]): Promise<void> {
  await changeEntries(table, item, meterpoints, async (entries, chunk) => ({
    requests: chunk.flatMap((meterpoint) => {
      const entry = entries.get(meterpoint.mpxn);
      return entry?.openimportid === item.id ? [entryRequest(item, meterpoint, { contractimportid: entry.contractimportid })] : [];
    }),
    result: undefined,
  }));
}

/**
 * A completed import's meter points are held by its contract lines now, no longer by its open
 * claim; a renewal replaces its contract's hold. Another import's claim beside it (a stale one, or
 * one this import lost) stays.
 */
export async function recordContracts(table: string, item: FileImportItem, meterpoints: readonly MeterPointRef[]): Promise<void> {
  await changeEntries(table, item, meterpoints, async (entries, chunk) => ({
    requests: chunk.map((meterpoint) => {
      const open = entries.get(meterpoint.mpxn)?.openimportid;
      return entryRequest(item, meterpoint, { contractimportid: item.id, openimportid: open === item.id ? undefined : open });
    }),
    result: undefined,
  }));
}
