import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from '../../local/names';
import { batchWrite } from '../../lambdas/shared/batch-write';
import type { TableName } from '../../lambdas/shared/resources';
import type { TestStack } from './local-stack';

/**
 * Writes items straight to a table of the local stack, for tests and the bench to set up what the
 * API would take too long to make or cannot make (dates in the past), in batches as the Lambdas write.
 */
export async function putItems(stack: Pick<TestStack, 'stack'>, table: TableName, items: readonly object[]): Promise<void> {
  const dynamo = new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const documents = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
  try {
    await batchWrite(documents, physicalTableName(table), items.map((Item) => ({ PutRequest: { Item: Item as Record<string, unknown> } })));
  } finally {
    dynamo.destroy();
  }
}
