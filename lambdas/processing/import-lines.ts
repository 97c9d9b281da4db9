import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { approvedAt } from '../../domain/import-runs';
import { commissionLineKey, contractLineKey } from '../../domain/contract-lines';
import type { ImportCustomer } from '../../domain/import';
import { PRODUCT_DEFINITIONS } from '../../domain/reference-data/products';
import type { FileImportItem } from '../fileimports/file-import';
import { readAllPages } from '../fileimports/payload-store';
import { documentClient } from '../shared/dynamodb';
import { contractLinesOf } from './contract-lines';

type WriteRequest = NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string][number];

/** The customers of an import's current payload. */
export async function customersOf(bucket: string, item: FileImportItem) {
  if (item.payloadversion === undefined) return [];
  const pages = await readAllPages(bucket, item.id, item.payloadversion, item.pagecount);
  return pages.flatMap((page) => page.structureddata ?? []);
}

/**
 * The contract and commission items an approved import's processing writes, each with its store
 * key. Deterministic: the same payload and approval give the same keys, so a retry replaces what
 * an earlier run wrote and a rejection finds it.
 */
export function importLines(item: FileImportItem, customers: readonly ImportCustomer[]) {
  const receiveddate = approvedAt(item.audit) ?? new Date().toISOString();
  const productName = PRODUCT_DEFINITIONS.find((p) => p.id === item.productdefinition)?.name ?? String(item.productdefinition);
  const { contracts, commissions } = contractLinesOf(item, customers, productName, receiveddate);
  return {
    contracts: contracts.map((line) => ({ ...line, sk: contractLineKey(line) })),
    commissions: commissions.map((line) => ({ ...line, sk: commissionLineKey(line) })),
  };
}

/** DynamoDB takes at most 25 items a batch. */
const BATCH_ITEMS = 25;
/** Batches in flight at once: a 100,000-row import writes 16,000 batches, one at a time far too slow for one Lambda run. */
const BATCHES_IN_FLIGHT = 8;
const UNPROCESSED_RETRY_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One batch, its unprocessed items (a partial throttle) resent with a growing pause until DynamoDB has taken every one. */
async function writeBatch(table: string, batch: WriteRequest[]): Promise<void> {
  let requests: WriteRequest[] | undefined = batch;
  for (let attempt = 0; requests?.length; attempt++) {
    if (attempt > 0) await sleep(Math.min(UNPROCESSED_RETRY_MS * 2 ** attempt, 2000));
    const result: BatchWriteCommandOutput = await documentClient.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    requests = result.UnprocessedItems?.[table];
  }
}

/** Every request in batches of 25, a few batches in flight at once; rejects on the first batch that fails for good. */
async function batchWrite(table: string, all: readonly WriteRequest[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < all.length) {
      const start = next;
      next += BATCH_ITEMS;
      await writeBatch(table, all.slice(start, start + BATCH_ITEMS));
    }
  };
  await Promise.all(Array.from({ length: Math.min(BATCHES_IN_FLIGHT, Math.ceil(all.length / BATCH_ITEMS)) }, worker));
}

export const writeLines = (table: string, items: readonly Record<string, unknown>[]) => batchWrite(table, items.map((Item) => ({ PutRequest: { Item } })));

export const removeLines = (table: string, items: readonly { tpiid: number; sk: string }[]) =>
  batchWrite(table, items.map(({ tpiid, sk }) => ({ DeleteRequest: { Key: { tpiid, sk } } })));
