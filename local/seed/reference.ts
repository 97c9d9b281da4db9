import { BatchWriteCommand, type BatchWriteCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Intermediary } from '../../domain/intermediary';
import { REFERENCE_ITEMS, type ReferenceItem } from '../../domain/reference-data';
import { referenceKey } from '../../lambdas/shared/stores/reference-store';

export const intermediaryItems = (intermediaries: readonly Intermediary[]): ReferenceItem[] =>
  intermediaries.map((intermediary) => ({ pk: referenceKey.intermediary, sk: String(intermediary.id), value: intermediary }));

/**
 * Writes lookups, messages and releases from `domain/reference-data`, plus the given
 * intermediaries. Puts by key, so running it again replaces rather than duplicates.
 */
export async function writeReferenceData(documents: DynamoDBDocumentClient, tableName: string, intermediaries: readonly Intermediary[]): Promise<number> {
  const items: readonly ReferenceItem[] = [...REFERENCE_ITEMS, ...intermediaryItems(intermediaries)];
  for (let start = 0; start < items.length; start += 25) {
    let requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string] | undefined = items
      .slice(start, start + 25)
      .map((item) => ({ PutRequest: { Item: { ...item } } }));
    // BatchWrite may hand some writes back under load; they are retried until none remain.
    while (requests?.length) {
      const result: BatchWriteCommandOutput = await documents.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = result.UnprocessedItems?.[tableName];
    }
  }
  return items.length;
}
