import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { CONTRACT_SHARDS, endDatePartitionKey } from '../../domain/contract-lines';
import type { RenewalStore } from './renewal-store';

/** What the job reads of a contract line ending in its window. */
export interface EndingContractLine {
  readonly tpiid: number;
  readonly importid: string;
  /** The customer's reference, which its renewal keeps. */
  readonly customerid: string;
  /** The customer's place in the import; absent on lines no import wrote. */
  readonly customerline?: number;
  readonly customername: string;
  readonly meterpointreference: string;
  readonly enddate: string;
}

/** The months (YYYY-MM) from one ISO day's to another's, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * Every contract line ending from `from` to `to` (ISO days, both included), of every intermediary:
 * one Query of the byEndDate index per month and shard, reading only the lines in the window.
 */
export async function contractLinesEnding(store: RenewalStore, from: string, to: string): Promise<EndingContractLine[]> {
  const keys = monthsBetween(from, to).flatMap((month) => Array.from({ length: CONTRACT_SHARDS }, (_, shard) => endDatePartitionKey(month, shard)));
  const answers = await Promise.all(keys.map(async (endkey) => {
    const lines: EndingContractLine[] = [];
    const pages = paginateQuery({ client: store.documents }, {
      TableName: store.contracts,
      IndexName: 'byEndDate',
      KeyConditionExpression: 'endkey = :endkey AND enddate BETWEEN :from AND :to',
      ProjectionExpression: 'tpiid, importid, customerid, customerline, customername, meterpointreference, enddate',
      ExpressionAttributeValues: { ':endkey': endkey, ':from': from, ':to': to },
    });
    for await (const page of pages) lines.push(...((page.Items ?? []) as EndingContractLine[]));
    return lines;
  }));
  return answers.flat();
}
