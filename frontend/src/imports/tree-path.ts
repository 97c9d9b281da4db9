import type { EntityName } from '../../../domain/entities';
import type { EntityRecord, ImportCustomer } from '../../../domain/import';
import { ENTITY_OF_COLLECTION } from '../../../domain/import/collections';

/**
 * Places in a customer's tree, written as validation names them (`sites.0.products.1`): the
 * customer itself is ''. Edits copy only the records on the way down, so React sees what changed.
 */

export const joinPath = (parent: string, collection: string, index: number) => (parent ? `${parent}.${collection}.${index}` : `${collection}.${index}`);

/** The entity a path ends at. */
export function entityAt(path: string): EntityName {
  if (path === '') return 'customer';
  const parts = path.split('.');
  return ENTITY_OF_COLLECTION[parts[parts.length - 2]] ?? 'customer';
}

/** The parent path, or undefined for the customer. */
export function parentPath(path: string): string | undefined {
  if (path === '') return undefined;
  return path.split('.').slice(0, -2).join('.');
}

export function recordAt(customer: ImportCustomer, path: string): EntityRecord | undefined {
  if (path === '') return customer;
  let node: unknown = customer;
  for (const part of path.split('.')) {
    if (node === undefined || node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as EntityRecord | undefined;
}

function replace(node: unknown, parts: readonly string[], change: (record: EntityRecord) => EntityRecord): unknown {
  if (parts.length === 0) return change(node as EntityRecord);
  const [head, ...rest] = parts;
  if (Array.isArray(node)) return (node as unknown[]).map((item, i) => (String(i) === head ? replace(item, rest, change) : item));
  const record = node as Record<string, unknown>;
  return { ...record, [head]: replace(record[head], rest, change) };
}

/** The customer with the record at `path` changed. */
export function updateAt(customer: ImportCustomer, path: string, change: (record: EntityRecord) => EntityRecord): ImportCustomer {
  return replace(customer, path === '' ? [] : path.split('.'), change) as ImportCustomer;
}

/** The customer with one item appended to a collection of the record at `path`; answers the new item's path. */
export function appendAt(customer: ImportCustomer, path: string, collection: string, item: EntityRecord): { customer: ImportCustomer; path: string } {
  const length = ((recordAt(customer, path)?.[collection] as unknown[] | undefined) ?? []).length;
  const changed = updateAt(customer, path, (record) => ({ ...record, [collection]: [...((record[collection] as unknown[] | undefined) ?? []), item] }));
  return { customer: changed, path: joinPath(path, collection, length) };
}

/** The customer without the record at `path` (never the customer itself). */
export function removeAt(customer: ImportCustomer, path: string): ImportCustomer {
  const parent = parentPath(path);
  if (parent === undefined) return customer;
  const parts = path.split('.');
  const collection = parts[parts.length - 2];
  const index = Number(parts[parts.length - 1]);
  return updateAt(customer, parent, (record) => ({ ...record, [collection]: ((record[collection] as unknown[]) ?? []).filter((_, i) => i !== index) }));
}
