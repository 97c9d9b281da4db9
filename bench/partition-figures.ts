import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RecordedWrite } from '../local/dynamo-writes';
import { DEFAULT_INPUTS } from '../ops/capacity/inputs';
import { LIMITS } from '../ops/capacity/limits';
import { approvalWrites, busiestKeyShare } from '../ops/capacity/model';
import { hottestPartition } from './hottest-partition';
import type { Figure } from './report';

/** A file for the local DynamoDB to record a run's writes in (startTestStack's `recordDynamoWritesTo`). */
export function writeRecording() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'dynamo-writes-'));
  const file = path.join(directory, 'writes.jsonl');
  return {
    file,
    /** The writes between the two instants, the measured run without the seed before it or the checks after; read once the stack has stopped, when every line is in. */
    take(fromMs: number, toMs: number): RecordedWrite[] {
      const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
      rmSync(directory, { recursive: true, force: true });
      return lines.map((line) => JSON.parse(line) as RecordedWrite).filter((write) => write.atMs >= fromMs && write.atMs <= toMs);
    },
  };
}

const percent = (share: number) => Math.round(share * 1000) / 10;

/**
 * The hottest key of the contracts table and of any table (or index) in a run's writes, beside the
 * capacity model's busiest contracts key at the peak: each key's rate against DynamoDB's 1,000 writes
 * a second per partition, the contracts key's share against the model's busiest-key share.
 */
export function hottestPartitionFigures(area: string, writes: readonly RecordedWrite[]): Figure[] {
  const contractWrites = writes.filter((write) => write.table === 'contracts');
  const contracts = hottestPartition(contractWrites);
  const any = hottestPartition(writes);
  if (!contracts || !any) throw new Error('The run recorded no writes to the contracts table');
  const limit = LIMITS.dynamoPartitionWrites.value;
  const model = approvalWrites(DEFAULT_INPUTS.approvalRows, DEFAULT_INPUTS);
  return [
    { area, figure: `contracts: hottest key ${contracts.key}, share of the table's ${contractWrites.length} writes`, value: percent(contracts.share), unit: '%', target: percent(busiestKeyShare(DEFAULT_INPUTS)), better: 'lower' },
    { area, figure: `contracts: hottest key ${contracts.key}, most writes in any one second`, value: contracts.peakPerSecond, unit: 'writes/s', target: limit, better: 'lower' },
    { area, figure: `any table: hottest key ${any.table} ${any.key}, share of its table's writes`, value: percent(any.share), unit: '%' },
    { area, figure: `any table: hottest key ${any.table} ${any.key}, most writes in any one second`, value: any.peakPerSecond, unit: 'writes/s', target: limit, better: 'lower' },
    {
      area,
      figure: `capacity model: busiest contracts key, a ${DEFAULT_INPUTS.approvalRows}-row approval at ${DEFAULT_INPUTS.batchesInFlight} batches in flight`,
      value: model.attemptedUnitsPerKey,
      unit: 'units/s',
      target: limit,
      better: 'lower',
    },
  ];
}
