import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from '../../local/names';
import type { TableName } from '../../lambdas/shared/resources';
import type { TestStack } from './local-stack';

type PutRequest = { PutRequest: { Item: Record<string, unknown> } };

/**
 * Writes items straight to a table of the local stack, for tests and the bench to set up what the
 * API would take too long to make or cannot make (dates in the past): 25 a batch, the most DynamoDB
 * takes, resending any it leaves unprocessed.
 */
export async function putItems(stack: Pick<TestStack, 'stack'>, table: TableName, items: readonly object[]): Promise<void> {
  const dynamo = new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const documents = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
  const physical = physicalTableName(table);
  try {
    for (let start = 0; start < items.length; start += 25) {
      let pending: PutRequest[] = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item: Item as Record<string, unknown> } }));
      while (pending.length) {
        const result = await documents.send(new BatchWriteCommand({ RequestItems: { [physical]: pending } }));
        pending = (result.UnprocessedItems?.[physical] ?? []) as PutRequest[];
      }
    }
  } finally {
    dynamo.destroy();
  }
}
