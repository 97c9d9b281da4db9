import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MeterPointRef } from '../../domain/import';
import { batchGet } from '../shared/batch-get';
import { documentClient } from '../shared/dynamodb';
import { inFlight } from '../shared/in-flight';

/** One meter point of an intermediary in the register, and the imports that hold it. */
export interface RegisterEntry {
  readonly id: string;
  readonly tpiid: number;
  readonly mpxn: string;
  readonly utilityid: 1 | 2;
  readonly openimportid?: string;
  readonly contractimportid?: string;
  readonly updatedat: string;
  /** New with every write, so a write can require the entry to be as it was read; entries from before revisions have none. */
  readonly revision?: string;
}

export type EntryHolders = Pick<RegisterEntry, 'openimportid' | 'contractimportid'>;

/** What a change makes of an entry: holds these (an entry left holding nothing is deleted), stays as it is, or, for a claim, is lost to a real holder. */
export type EntryDecision = EntryHolders | 'unchanged' | 'lost';

/** Decides for meter points whose entries were read together (absent: no entry), so their holders are looked up at once. */
export type DecideEntries = (entries: ReadonlyMap<string, RegisterEntry>, meterpoints: readonly MeterPointRef[]) => Promise<ReadonlyMap<string, EntryDecision>>;

/** Tenancy leads the key, and meter points spread writes over partitions. */
export const registerKey = (tpiid: number, mpxn: string) => `${tpiid}#${mpxn}`;

/** Meter points read together: one BatchGetItem call. */
const CHUNK = 100;
/**
 * Chunks under way at once, and conditional writes in flight for each: a write per meter point is
 * a round trip each, so a large file's claim needs many at once; more than this only queues them.
 */
const CHUNKS_IN_FLIGHT = 4;
const WRITES_IN_FLIGHT = 8;

const conditionFailed = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/** The write goes through only if the entry is still as `seen` was read: absent (or from before revisions), or at its revision. */
function unchangedSince(seen: RegisterEntry | undefined) {
  const names = { ExpressionAttributeNames: { '#revision': 'revision' } };
  return seen?.revision === undefined
    ? { ...names, ConditionExpression: 'attribute_not_exists(#revision)' }
    : { ...names, ConditionExpression: '#revision = :seen', ExpressionAttributeValues: { ':seen': seen.revision } };
}

/** Writes the holders over the entry as `seen`; false when nothing needed writing. Throws ConditionalCheckFailed when another writer came first. */
async function writeEntry(table: string, tpiid: number, meterpoint: MeterPointRef, seen: RegisterEntry | undefined, holders: EntryHolders): Promise<boolean> {
  const id = registerKey(tpiid, meterpoint.mpxn);
  if (!holders.openimportid && !holders.contractimportid) {
    if (!seen) return false;
    await documentClient.send(new DeleteCommand({ TableName: table, Key: { id }, ...unchangedSince(seen) }));
    return true;
  }
  const entry: RegisterEntry = {
    id,
    tpiid,
    mpxn: meterpoint.mpxn,
    utilityid: meterpoint.utilityid,
    ...(holders.openimportid ? { openimportid: holders.openimportid } : {}),
    ...(holders.contractimportid ? { contractimportid: holders.contractimportid } : {}),
    updatedat: new Date().toISOString(),
    revision: randomUUID(),
  };
  await documentClient.send(new PutCommand({ TableName: table, Item: entry, ...unchangedSince(seen) }));
  return true;
}

/** Carries out one entry's decision; a write beaten by another writer reads the entry again and decides afresh. */
async function settleEntry(table: string, tpiid: number, meterpoint: MeterPointRef, seen: RegisterEntry | undefined, decision: EntryDecision, decide: DecideEntries): Promise<'written' | 'unchanged' | 'lost'> {
  for (;;) {
    if (typeof decision === 'string') return decision;
    try {
      return (await writeEntry(table, tpiid, meterpoint, seen, decision)) ? 'written' : 'unchanged';
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
    const { Item } = await documentClient.send(new GetCommand({ TableName: table, Key: { id: registerKey(tpiid, meterpoint.mpxn) }, ConsistentRead: true }));
    seen = Item as RegisterEntry | undefined;
    decision = (await decide(new Map(seen ? [[meterpoint.mpxn, seen]] : []), [meterpoint])).get(meterpoint.mpxn) ?? 'unchanged';
  }
}

/**
 * Changes the intermediary's entries for the meter points as `decide` answers, a chunk at a time
 * (a few chunks at once): the chunk's entries read consistently, then each written by a write
 * conditional on the entry as read. A chunk with a meter point lost to a real holder is not written,
 * and no chunk is started after it. Answers the meter points written and those lost.
 */
export async function changeEntries(table: string, tpiid: number, meterpoints: readonly MeterPointRef[], decide: DecideEntries): Promise<{ written: MeterPointRef[]; lost: string[] }> {
  const written: MeterPointRef[] = [];
  const lost: string[] = [];
  const chunks = Array.from({ length: Math.ceil(meterpoints.length / CHUNK) }, (_, i) => meterpoints.slice(i * CHUNK, (i + 1) * CHUNK));
  await inFlight(chunks, CHUNKS_IN_FLIGHT, async (chunk) => {
    if (lost.length) return;
    const found = await batchGet<RegisterEntry>(table, chunk.map((meterpoint) => ({ id: registerKey(tpiid, meterpoint.mpxn) })), undefined, true);
    const entries = new Map(found.map((entry) => [entry.mpxn, entry]));
    const decisions = await decide(entries, chunk);
    const chunkLost = chunk.filter((meterpoint) => decisions.get(meterpoint.mpxn) === 'lost');
    if (chunkLost.length) return void lost.push(...chunkLost.map((meterpoint) => meterpoint.mpxn));
    await inFlight(chunk, WRITES_IN_FLIGHT, async (meterpoint) => {
      const outcome = await settleEntry(table, tpiid, meterpoint, entries.get(meterpoint.mpxn), decisions.get(meterpoint.mpxn) ?? 'unchanged', decide);
      if (outcome === 'written') written.push(meterpoint);
      if (outcome === 'lost') lost.push(meterpoint.mpxn);
    });
  });
  return { written, lost };
}
