import { ADDRESS_FIELDS, type Address } from './address';

/**
 * Ids of the customers, sites and accounts an import saves. The contract store names a customer
 * `<importid>:<line>` and a site `<importid>:<line>:<n>` (lambdas/contract-import/process/contract-lines.ts);
 * an account is `<importid>:<line>:<n>` too, under its own route. The id says which import holds the
 * record, so the record is read from that import without a search and tenancy-checked through it.
 */

export const ADDRESSED_ENTITIES = ['customer', 'site', 'account'] as const;

export type AddressedEntity = (typeof ADDRESSED_ENTITIES)[number];

export const savedCustomerId = (importid: string, line: number) => `${importid}:${line}`;

export const savedChildId = (importid: string, line: number, n: number) => `${importid}:${line}:${n}`;

export interface SavedRecordRef {
  readonly importid: string;
  /** The customer's 1-based line in the import. */
  readonly line: number;
  /** The site's or account's 1-based place under its customer. */
  readonly n?: number;
}

const position = (part: string | undefined) => (part !== undefined && /^[1-9]\d{0,6}$/.test(part) ? Number(part) : undefined);

/** The import and places an id names, or undefined for an id no import could have saved. */
export function parseSavedId(entity: AddressedEntity, id: string): SavedRecordRef | undefined {
  const [importid, linePart, nPart, ...rest] = id.split(':');
  const line = position(linePart);
  if (!importid || line === undefined || rest.length) return undefined;
  if (entity === 'customer') return nPart === undefined ? { importid, line } : undefined;
  const n = position(nPart);
  return n === undefined ? undefined : { importid, line, n };
}

/** What `GET /api/{entity}s/{id}` answers: the record's name and its address fields as saved. */
export type SavedAddress = Address & { readonly id: string; readonly name: string };

/** The name and address fields of a saved record, every field a string. */
export function savedAddressOf(id: string, record: { readonly [field: string]: unknown }): SavedAddress {
  const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
  return { id, name: text(record.name), ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(record[field])])) };
}
