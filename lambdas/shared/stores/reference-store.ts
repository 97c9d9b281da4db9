import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { Intermediary } from '../../../domain/intermediary';
import { referenceKey } from '../../../domain/reference-data/keys';
import { batchGet } from '../batch-get';
import { documentClient } from '../dynamodb';

/** Reference table keys live in domain/ so the seeds write exactly what these reads expect. */
export { referenceKey };

export async function listReference<T>(tableName: string, pk: string): Promise<T[]> {
  const values: T[] = [];
  const pages = paginateQuery({ client: documentClient }, { TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });
  for await (const page of pages) {
    for (const item of page.Items ?? []) values.push(item.value as T);
  }
  return values;
}

/** The intermediaries of these ids that exist, in no particular order. */
export async function getIntermediaries(tableName: string, ids: readonly number[]): Promise<Intermediary[]> {
  const items = await batchGet<{ value: Intermediary }>(tableName, ids.map((id) => ({ pk: referenceKey.intermediary, sk: String(id) })));
  return items.map((item) => item.value);
}
