import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { intermediaryPartitionKeys } from '../../domain/contract-lines';
import { SOURCE_TYPE } from '../../domain/import/source';
import { penceOf } from '../../domain/money';
import { sourceStatusKey } from '../contract-import/store/file-import';
import { documentClient } from '../shared/dynamodb';

/**
 * Home's reads: each a Query of one intermediary's keys, never a Scan, so a Home load costs what
 * the broker's own open imports and this month's commission lines hold, not what the tables hold.
 */

/** Every page of a Query, for reads that need the whole key range (counts and sums, a handful of items). */
async function eachPage(input: QueryCommandInput, take: (page: { Count?: number; Items?: Record<string, unknown>[] }) => void): Promise<void> {
  for await (const page of paginateQuery({ client: documentClient }, input)) take(page);
}

/** How many of the intermediary's imports are in a status: a COUNT Query of its byStatus key. */
export async function countInStatus(table: string, tpiid: number, importstatus: number): Promise<number> {
  let count = 0;
  await eachPage(
    {
      TableName: table,
      IndexName: 'byStatus',
      KeyConditionExpression: '#key = :key',
      ExpressionAttributeNames: { '#key': 'sourcestatus' },
      ExpressionAttributeValues: { ':key': sourceStatusKey(tpiid, importstatus) },
      Select: 'COUNT',
    },
    (page) => (count += page.Count ?? 0),
  );
  return count;
}

/** The start days of the intermediary's renewals in a status that start on or before `horizon`. */
export async function renewalStarts(table: string, tpiid: number, importstatus: number, horizon: string): Promise<string[]> {
  const starts: string[] = [];
  await eachPage(
    {
      TableName: table,
      IndexName: 'byStatus',
      KeyConditionExpression: '#key = :key',
      FilterExpression: '#sourcetype = :renewal AND #renewsfrom <= :horizon',
      ProjectionExpression: '#renewsfrom',
      ExpressionAttributeNames: { '#key': 'sourcestatus', '#sourcetype': 'sourcetype', '#renewsfrom': 'renewsfrom' },
      ExpressionAttributeValues: { ':key': sourceStatusKey(tpiid, importstatus), ':renewal': SOURCE_TYPE.renewal, ':horizon': horizon },
    },
    (page) => starts.push(...(page.Items ?? []).map((item) => String(item.renewsfrom))),
  );
  return starts;
}

/** The whole pence of the intermediary's commission lines due in a month (`YYYY-MM`): one Query per partition key of its lines. */
export async function commissionDuePence(table: string, tpiid: number, month: string): Promise<number> {
  const perKey = await Promise.all(
    intermediaryPartitionKeys(tpiid).map(async (pk) => {
      let pence = 0;
      await eachPage(
        {
          TableName: table,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :month)',
          ProjectionExpression: '#amount',
          ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk', '#amount': 'amount' },
          ExpressionAttributeValues: { ':pk': pk, ':month': `COMMISSION#${month}-` },
        },
        (page) => (pence += (page.Items ?? []).reduce<number>((sum, item) => sum + penceOf(item.amount as number), 0)),
      );
      return pence;
    }),
  );
  return perKey.reduce((sum, pence) => sum + pence, 0);
}
