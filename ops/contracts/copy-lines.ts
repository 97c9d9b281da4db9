import { BatchWriteCommand, paginateScan, type BatchWriteCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { linePartitionKey } from '../../domain/contract-lines';

/** A line as an older table holds it: every attribute of the line, keyed by intermediary alone. */
type StoredLine = Record<string, unknown> & { readonly tpiid: number; readonly meterpointreference: string; readonly sk: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function writeAll(documents: DynamoDBDocumentClient, table: string, items: readonly Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let pending: NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string] | undefined = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending?.length; attempt++) {
      if (attempt > 0) await sleep(Math.min(50 * 2 ** attempt, 2000));
      const result: BatchWriteCommandOutput = await documents.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = result.UnprocessedItems?.[table];
    }
  }
}

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
    await writeAll(documents, to, lines.map((line) => ({ ...line, pk: linePartitionKey(line) })));
    copied += lines.length;
  }
  return copied;
}
