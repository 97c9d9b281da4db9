import { paginateScan, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { linePartitionKey } from '../../domain/contract-lines';
import { batchWrite } from '../../lambdas/shared/batch-write';

/** A line as an older table holds it: every attribute of the line, keyed by intermediary alone. */
type StoredLine = Record<string, unknown> & { readonly tpiid: number; readonly meterpointreference: string; readonly sk: string };

/**
 * Copies every contract and commission line of a table kept from before the lines were spread
 * over keys (keyed by intermediary alone) into the stage's contracts table, each with the
 * partition key of its meter point. The sort key is unchanged, so running it twice writes the same
 * items again and nothing doubles. Answers how many lines were copied.
 */
export async function copyContractLines(documents: DynamoDBDocumentClient, from: string, to: string): Promise<number> {
  let copied = 0;
  for await (const page of paginateScan({ client: documents }, { TableName: from })) {
    const lines = (page.Items ?? []) as StoredLine[];
    await batchWrite(documents, to, lines.map((line) => ({ PutRequest: { Item: { ...line, pk: linePartitionKey(line) } } })));
    copied += lines.length;
  }
  return copied;
}
