import { approvedAt } from '../../../domain/import/runs';
import { commissionLineItem, contractLineItem } from '../../../domain/contract-lines';
import type { ImportCustomer } from '../../../domain/import';
import { PRODUCT_DEFINITIONS } from '../../../domain/reference-data/products';
import type { FileImportItem } from '../store/file-import';
import { readAllPages } from '../store/payload-store';
import { batchWrite } from '../../shared/batch-write';
import { documentClient } from '../../shared/dynamodb';
import { contractLinesOf } from './contract-lines';
import { savedRecordItems } from './saved-record-items';

/** The customers of an import's current payload. */
export async function customersOf(bucket: string, item: FileImportItem) {
  if (item.payloadversion === undefined) return [];
  const pages = await readAllPages(bucket, item.id, item.payloadversion, item.pagecount);
  return pages.flatMap((page) => page.structureddata ?? []);
}

/** Every item processing writes for an import: removing these removes all it wrote. */
export const writtenItems = (lines: ReturnType<typeof importLines>) => [...lines.contracts, ...lines.commissions, ...lines.found];

/**
 * The contract and commission items, and the items its saved records are found by, that an approved import's processing writes, each with its store
 * key. Deterministic: the same payload and approval give the same keys, so a retry replaces what
 * an earlier run wrote and a rejection finds it.
 */
export function importLines(item: FileImportItem, customers: readonly ImportCustomer[]) {
  const receiveddate = approvedAt(item.audit) ?? new Date().toISOString();
  const productName = PRODUCT_DEFINITIONS.find((p) => p.id === item.productdefinition)?.name ?? String(item.productdefinition);
  const { contracts, commissions } = contractLinesOf(item, customers, productName, receiveddate);
  return {
    contracts: contracts.map(contractLineItem),
    commissions: commissions.map(commissionLineItem),
    found: savedRecordItems(item, customers),
  };
}

export const writeLines = (table: string, items: readonly Record<string, unknown>[]) => batchWrite(documentClient, table, items.map((Item) => ({ PutRequest: { Item } })));

export const removeLines = (table: string, items: readonly { pk: string; sk: string }[]) =>
  batchWrite(documentClient, table, items.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
