import { contractPartitionKey, contractShard } from '../../../domain/contract-lines';
import type { ImportCustomer } from '../../../domain/import';
import type { CustomerReferences } from '../../../domain/references';
import {
  nameSearchKeys, postcodeSearchText, savedChildId, savedCustomerId, savedSearchKey,
  type AddressedEntity, type SavedRecordMatch,
} from '../../../domain/saved-records';
import type { FileImportItem } from '../store/file-import';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** One way to find a record: its keys, the import holding it, and what a match shows. */
type SavedRecordItem = { pk: string; sk: string; importid: string } & { [F in keyof SavedRecordMatch]: SavedRecordMatch[F] };

/**
 * The items that let a broker find the customers, sites and accounts an import saves by name,
 * postcode or reference (domain/saved-records.ts): for each record, one per name key, one for its
 * postcode and one for its reference, under the intermediary's shard of the record's id. Keyed by
 * the import's ids, so processing again rewrites them and a rejection removes them with the lines.
 */
export function savedRecordItems(item: Pick<FileImportItem, 'id' | 'sourceid'>, customers: readonly ImportCustomer[], references: readonly CustomerReferences[]) {
  const items: SavedRecordItem[] = [];
  const add = (entity: AddressedEntity, id: string, record: Record<string, unknown>, reference?: string) => {
    const match: SavedRecordMatch = { entity, id, name: text(record.name), postcode: text(record.postcode), posttown: text(record.posttown), ...(reference ? { reference } : {}) };
    const pk = contractPartitionKey(item.sourceid, contractShard(id));
    const keys = nameSearchKeys(match.name).map((key) => savedSearchKey('NAME', key, entity, id));
    const postcode = postcodeSearchText(match.postcode);
    if (postcode) keys.push(savedSearchKey('POSTCODE', postcode, entity, id));
    if (reference) keys.push(savedSearchKey('REFERENCE', reference, entity, id));
    for (const sk of keys) items.push({ pk, sk, importid: item.id, ...match });
  };
  customers.forEach((customer, c) => {
    add('customer', savedCustomerId(item.id, c + 1), customer, references[c].customer);
    customer.sites.forEach((site, s) => add('site', savedChildId(item.id, c + 1, s + 1), site, references[c].sites[s]));
    customer.accounts.forEach((account, a) => add('account', savedChildId(item.id, c + 1, a + 1), account));
  });
  return items;
}
