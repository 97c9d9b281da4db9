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

/** Batches of 25, each resent until DynamoDB has taken every item. */
async function batchWrite(table: string, all: readonly WriteRequest[]): Promise<void> {
  for (let start = 0; start < all.length; start += 25) {
    let requests: WriteRequest[] | undefined = all.slice(start, start + 25);
    while (requests?.length) {
      const result: BatchWriteCommandOutput = await documentClient.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = result.UnprocessedItems?.[table];
    }
  }
}

export const writeLines = (table: string, items: readonly Record<string, unknown>[]) => batchWrite(table, items.map((Item) => ({ PutRequest: { Item } })));

export const removeLines = (table: string, items: readonly { tpiid: number; sk: string }[]) =>
  batchWrite(table, items.map(({ tpiid, sk }) => ({ DeleteRequest: { Key: { tpiid, sk } } })));
