import { approvedAt } from '../../../domain/import/runs';
import { commissionLineItem, contractLineItem } from '../../../domain/contract-lines';
import type { ImportCustomer } from '../../../domain/import';
import { numberedPage, type CustomerReferences } from '../../../domain/references';
import { PRODUCT_DEFINITIONS } from '../../../domain/reference-data/products';
import type { FileImportItem } from '../store/file-import';
import { customerPages } from '../store/payload-store';
import { batchWrite } from '../../shared/batch-write';
import { documentClient } from '../../shared/dynamodb';
import { contractLinesOf } from './contract-lines';
import { savedRecordItems } from './saved-record-items';

/** The customers of an import's current payload. */
export const customersOf = async (bucket: string, item: FileImportItem) => (await customerPages(bucket, item)).flat();

/** The references of all an import's customers, from the numbers it was given; an import never given any has none to write lines under. */
export function referencesOf(item: FileImportItem, customers: readonly ImportCustomer[]): CustomerReferences[] {
  const numbers = item.referencenumbers;
  if (!numbers) throw new Error(`Import ${item.id} has no reference numbers`);
  return numberedPage(item.sourceid, customers, numbers, 1);
}

/** Every item processing writes for an import: removing these removes all it wrote. */
export const writtenItems = (lines: ReturnType<typeof importLines>) => [...lines.contracts, ...lines.commissions, ...lines.found];

/**
 * The contract and commission items, and the items its saved records are found by, that an approved import's processing writes, each with its store
 * key. Deterministic: the same payload, reference numbers and approval give the same keys, so a
 * retry replaces what an earlier run wrote and a rejection finds it.
 */
export function importLines(item: FileImportItem, customers: readonly ImportCustomer[]) {
  const receiveddate = approvedAt(item.audit) ?? new Date().toISOString();
  const productName = PRODUCT_DEFINITIONS.find((p) => p.id === item.productdefinition)?.name ?? String(item.productdefinition);
  const references = referencesOf(item, customers);
  const { contracts, commissions } = contractLinesOf(item, customers, references, productName, receiveddate);
  return {
    contracts: contracts.map(contractLineItem),
    commissions: commissions.map(commissionLineItem),
    found: savedRecordItems(item, customers, references),
  };
}

export const writeLines = (table: string, items: readonly Record<string, unknown>[]) => batchWrite(documentClient, table, items.map((Item) => ({ PutRequest: { Item } })));

export const removeLines = (table: string, items: readonly { pk: string; sk: string }[]) =>
  batchWrite(documentClient, table, items.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
