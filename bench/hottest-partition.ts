import type { RecordedWrite } from '../local/dynamo-writes';

export interface HottestPartition {
  readonly table: string;
  readonly key: string;
  readonly writes: number;
  /** Its writes over every write to its table, 0 to 1. */
  readonly share: number;
  /** The most of its writes inside any 1,000 ms, wherever the second starts: DynamoDB's per-partition limit is a rate a second. */
  readonly peakPerSecond: number;
}

const SECOND_MS = 1000;

/** The most of these instants inside any window of one second (end excluded). */
function peakInAnySecond(instants: readonly number[]): number {
  const sorted = [...instants].sort((a, b) => a - b);
  let peak = 0;
  for (let first = 0, last = 0; last < sorted.length; last++) {
    while (sorted[last] - sorted[first] >= SECOND_MS) first++;
    peak = Math.max(peak, last - first + 1);
  }
  return peak;
}

/** The partition key written most, of any table, with its share of its table's writes and its busiest second; undefined when nothing was written. */
export function hottestPartition(writes: readonly RecordedWrite[]): HottestPartition | undefined {
  const byKey = new Map<string, { table: string; key: string; instants: number[] }>();
  const perTable = new Map<string, number>();
  for (const write of writes) {
    const id = JSON.stringify([write.table, write.key]);
    const entry = byKey.get(id) ?? { table: write.table, key: write.key, instants: [] };
    entry.instants.push(write.atMs);
    byKey.set(id, entry);
    perTable.set(write.table, (perTable.get(write.table) ?? 0) + 1);
  }
  let hottest: { table: string; key: string; instants: number[] } | undefined;
  for (const entry of byKey.values()) if (!hottest || entry.instants.length > hottest.instants.length) hottest = entry;
  if (!hottest) return undefined;
  return {
    table: hottest.table,
    key: hottest.key,
    writes: hottest.instants.length,
    share: hottest.instants.length / perTable.get(hottest.table)!,
    peakPerSecond: peakInAnySecond(hottest.instants),
  };
}
