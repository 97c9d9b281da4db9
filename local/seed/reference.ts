import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Intermediary } from '../../domain/intermediary';
import { REFERENCE_ITEMS, type ReferenceItem } from '../../domain/reference-data';
import { batchWrite } from '../../lambdas/shared/batch-write';
import { referenceKey } from '../../lambdas/shared/stores/reference-store';

export const intermediaryItems = (intermediaries: readonly Intermediary[]): ReferenceItem[] =>
  intermediaries.map((intermediary) => ({ pk: referenceKey.intermediary, sk: String(intermediary.id), value: intermediary }));

/**
 * Writes lookups, messages and releases from `domain/reference-data`, plus the given
 * intermediaries. Puts by key, so running it again replaces rather than duplicates.
 */
export async function writeReferenceData(documents: DynamoDBDocumentClient, tableName: string, intermediaries: readonly Intermediary[]): Promise<number> {
  const items: readonly ReferenceItem[] = [...REFERENCE_ITEMS, ...intermediaryItems(intermediaries)];
  await batchWrite(documents, tableName, items.map((item) => ({ PutRequest: { Item: { ...item } } })));
  return items.length;
}
