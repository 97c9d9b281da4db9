import { BatchGetCommand, paginateQuery, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Intermediary } from '../../../domain/intermediary';
import { referenceKey } from '../../../domain/reference-data/keys';
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

export async function getIntermediaries(tableName: string, ids: readonly number[]): Promise<Intermediary[]> {
  if (ids.length === 0) return [];
  const found: Intermediary[] = [];
  // BatchGet takes 100 keys a call and may hand some back unprocessed under load.
  for (let start = 0; start < ids.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = ids
      .slice(start, start + 100)
      .map((id) => ({ pk: referenceKey.intermediary, sk: String(id) }));
    while (keys && keys.length) {
      const result: BatchGetCommandOutput = await documentClient.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }));
      for (const item of result.Responses?.[tableName] ?? []) found.push(item.value as Intermediary);
      keys = result.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return found;
}
