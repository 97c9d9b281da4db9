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

/**
 * Finding saved records by name or postcode. Processing an import writes, beside its contract
 * lines and under the same intermediary's keys, one small item per name key and one per postcode of
 * each customer, site and account it saves; a search reads each key's items that begin with what
 * the broker typed, at most SAVED_SEARCH_LIMIT from each, never the table.
 */
export const SAVED_SEARCH_LIMIT = 20;

/** The least a search needs: two letters or digits. */
export const SAVED_SEARCH_MIN_LENGTH = 2;

/** A name as searched: lower case, accents dropped, letters and digits in words one space apart. */
export const nameSearchText = (text: string) =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** A postcode as searched: upper case, letters and digits only, so `bs1 4dj` finds `BS1 4DJ`. */
export const postcodeSearchText = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The words of a name a search may begin at: the whole name and from each of its next two words
 * on, so `row` and `dental` find `Park Row Dental Practice`. Each is an item processing writes, so
 * a long name's later words are left out rather than adding writes to every approval.
 */
export function nameSearchKeys(name: string): string[] {
  const words = nameSearchText(name).split(' ').filter(Boolean);
  return words.slice(0, 3).map((_, i) => words.slice(i).join(' '));
}

export type SavedSearchKind = 'NAME' | 'POSTCODE' | 'REFERENCE';

/** The sort key of one way to find a record; the entity and id end it so each record's key is its own. */
export const savedSearchKey = (kind: SavedSearchKind, text: string, entity: AddressedEntity, id: string) => `FIND#${kind}#${text}#${entity}#${id}`;

/** Where a search for `text` begins. */
export const savedSearchPrefix = (kind: SavedSearchKind, text: string) => `FIND#${kind}#${text}`;

/** A record a search found, as the broker chooses it. */
export interface SavedRecordMatch {
  readonly entity: AddressedEntity;
  readonly id: string;
  readonly name: string;
  readonly postcode: string;
  /** The town, to tell two records of one name apart. */
  readonly posttown: string;
  /** A customer's or site's reference (domain/references.ts); accounts have none. */
  readonly reference?: string;
}

/** The matches in the order a broker reads them: by name, then postcode, then kind; each record once; at most the limit. */
export function orderedMatches(found: readonly SavedRecordMatch[]): SavedRecordMatch[] {
  const unique = new Map(found.map((match) => [`${match.entity}#${match.id}`, match]));
  return [...unique.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.postcode.localeCompare(b.postcode) || a.entity.localeCompare(b.entity) || a.id.localeCompare(b.id))
    .slice(0, SAVED_SEARCH_LIMIT);
}
