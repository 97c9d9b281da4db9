import type { FileFormat } from '../reference-data/file-formats';
import { noneSet, recordOf, sameSlots, valueOf, type Placed, type RowLayout, type RowSlots } from './row-slots';
import type { ImportCustomer, ImportPrice } from './types';

type Mutable = Record<string, unknown> & { [collection: string]: unknown };

type MergedEntity = 'customer' | 'site' | 'account' | 'contact' | 'contract';

type Child = 'site' | 'account' | 'contact' | 'contract';

/** The collection of the customer record holding each child entity. */
const COLLECTION: Readonly<Record<Child, 'sites' | 'accounts' | 'contacts' | 'contracts'>> = { site: 'sites', account: 'accounts', contact: 'contacts', contract: 'contracts' };

/** Up to this many records, a collection is searched by comparing fields; past it, by merge key, so a customer of many sites costs no more per row. */
const SCAN_LIMIT = 8;

/**
 * Per customer, its record and the row it came from. Its children are found in the record's own
 * collections (most customers have one of each, and a key per record is garbage collection's work);
 * only a collection grown past SCAN_LIMIT gets an index by merge key.
 */
interface CustomerState {
  readonly row: number;
  /** The customer's 1-based place among the import's customers: its 'Line N' tab. */
  readonly line: number;
  readonly record: Mutable;
  indexes: Partial<Record<Child, Map<string, number>>> | undefined;
}

/**
 * Adds a record to a parent's collection. The first two records get an array of their own size, as
 * most collections hold one or two: push would grow the array's store to 17 places, kept for the import's life.
 */
function append(parent: Mutable, collection: string, record: unknown): void {
  const records = parent[collection] as unknown[];
  if (records.length === 0) parent[collection] = [record];
  else if (records.length === 1) parent[collection] = [records[0], record];
  else records.push(record);
}

/** Anything toLowerCase could change: lower-casing allocates, and most merge fields have nothing to lower. */
const LOWERABLE = /[^\0-@[-\x7f]/;

function keyPart(value: unknown): string {
  const text = String(value ?? '').trim();
  return LOWERABLE.test(text) ? text.toLowerCase() : text;
}

/** The record's value of a field: its last set column's. */
function fieldValue(slots: RowSlots, placed: readonly Placed[]): unknown {
  for (const entry of placed) {
    const value = valueOf(slots, entry);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * An entity's merge key: its merge fields, trimmed and lower-cased, joined. A record holds each
 * field as its row's slots gave it, so a record's key is read from the record alike.
 */
class MergeKey {
  private readonly parts: readonly (readonly Placed[])[];

  constructor(
    placed: readonly Placed[],
    private readonly fields: readonly string[],
  ) {
    this.parts = fields.map((field) => placed.filter((entry) => entry.field === field));
  }

  of(slots: RowSlots): string {
    const { parts } = this;
    let joined = parts.length ? keyPart(fieldValue(slots, parts[0])) : '';
    for (let i = 1; i < parts.length; i++) joined += `\u0001${keyPart(fieldValue(slots, parts[i]))}`;
    return joined;
  }

  ofRecord(record: Mutable): string {
    const { fields } = this;
    let joined = fields.length ? keyPart(record[fields[0]]) : '';
    for (let i = 1; i < fields.length; i++) joined += `\u0001${keyPart(record[fields[i]])}`;
    return joined;
  }

  /** Whether the row's key is the record's, without building either when the values are the same. */
  matches(record: Mutable, slots: RowSlots): boolean {
    const { parts, fields } = this;
    if (parts.length < 2) {
      const held = parts.length ? record[fields[0]] : undefined;
      const given = parts.length ? fieldValue(slots, parts[0]) : undefined;
      return held === given || keyPart(held) === keyPart(given);
    }
    for (let i = 0; i < parts.length; i++) {
      if (record[fields[i]] !== fieldValue(slots, parts[i])) return this.ofRecord(record) === this.of(slots);
    }
    return true;
  }
}

function isEmpty(values: Record<string, unknown>): boolean {
  for (const _field in values) return false;
  return true;
}

/** The first field the row gives another value than the record holds, or undefined. */
function difference(record: Mutable, slots: RowSlots, placed: readonly Placed[]): Placed | undefined {
  for (const entry of placed) {
    const value = valueOf(slots, entry);
    if (value !== undefined && record[entry.field] !== undefined && record[entry.field] !== value) return entry;
  }
  return undefined;
}

/**
 * A row that gives a record it merged into other details: the record keeps its first row's, and
 * the broker is told which field, with the value kept. `row` is the record's first row, known for customers.
 */
export interface MergeDifference {
  readonly entity: 'Customer' | 'Site' | 'Account' | 'Contact';
  readonly row?: number;
  /** The row slot of the differing field (see row-slots.ts). */
  readonly slot: number;
  readonly kept: unknown;
}

const ENTITY_NAME: Readonly<Record<'site' | 'account' | 'contact', MergeDifference['entity']>> = { site: 'Site', account: 'Account', contact: 'Contact' };

/** The children merged by key alone: no meter point hangs from them. */
const PEOPLE_AND_ACCOUNTS = ['account', 'contact'] as const;

/** Prices kept for sharing per column: files repeat a handful of rates, and a file of distinct ones stops sharing there. */
const SHARED_PRICE_LIMIT = 1024;

/**
 * A price column's price of a value, one object per value: every meter point keeps its prices for
 * the import's life, and the payload is written as JSON, so equal prices need not be copies.
 */
function sharedPrice(name: string): (value: string) => ImportPrice {
  const known = new Map<string, ImportPrice>();
  return (value) => {
    let price = known.get(value);
    if (price === undefined) {
      price = { name, value };
      if (known.size < SHARED_PRICE_LIMIT) known.set(value, price);
    }
    return price;
  };
}

/**
 * The row's prices, in an array of their own size; the previous meter point's array when it holds
 * the same prices, as rows of one tariff follow each other.
 */
function pricesOf(slots: RowSlots, placed: readonly Placed[], priceOf: readonly ((value: string) => ImportPrice)[], last: readonly ImportPrice[]): readonly ImportPrice[] {
  let count = 0;
  let same = true;
  for (let p = 0; p < placed.length; p++) {
    const value = slots[placed[p].slot];
    if (value === undefined) continue;
    if (same && last[count] !== priceOf[p](value as string)) same = false;
    count++;
  }
  if (same && count === last.length) return last;
  const prices = new Array<ImportPrice>(count);
  let i = 0;
  for (let p = 0; p < placed.length; p++) {
    const value = slots[placed[p].slot];
    if (value !== undefined) prices[i++] = priceOf[p](value as string);
  }
  return prices;
}

/**
 * Merges rows into customers: the customer found by its merge fields (or a new one), then its
 * site, account, contact and contract, the site's product for the row's fuel, and the meter point
 * with its prices. Other details a later row gives a customer, site, account or contact are
 * answered for a warning; the first row's are kept.
 * Rows of one customer usually follow each other, so a record whose slots repeat the previous
 * row's is that row's record, found without building its merge key. Records are built straight
 * from the row's slots, and only when new.
 */
export class CustomerMerger {
  private readonly states = new Map<string, CustomerState>();
  private readonly keys: Readonly<Record<MergedEntity, MergeKey>>;
  /** What the previous row merged into, for the next row of the same customer. */
  private previous: { slots: RowSlots; state: CustomerState; contractindex: number | undefined; site: Mutable | undefined } | undefined;
  private readonly utilityid: readonly Placed[];
  /** Each price column's shared prices, in the order of layout.prices. */
  private readonly priceOf: readonly ((value: string) => ImportPrice)[];
  private lastPrices: readonly ImportPrice[] = [];
  /** What the row being added gives its records other than they hold. */
  private differences: MergeDifference[] | undefined;

  constructor(
    format: FileFormat,
    private readonly layout: RowLayout,
  ) {
    const key = (entity: MergedEntity) => new MergeKey(layout[entity], format.mergeentities[entity] ?? []);
    this.utilityid = layout.product.filter((entry) => entry.field === 'utilityid');
    this.priceOf = layout.prices.map((entry) => sharedPrice(entry.field));
    this.keys = { customer: key('customer'), site: key('site'), account: key('account'), contact: key('contact'), contract: key('contract') };
  }

  /**
   * Adds one row's slots and its meter point record (taken as it is); answers what the row gives
   * its customer, site, account or contact other than they hold (most rows: nothing). The previous
   * row's slots must stay as they were.
   */
  add(slots: RowSlots, meterpoint: Mutable, row: number): readonly MergeDifference[] | undefined {
    const { layout } = this;
    const previous = this.previous;
    const sameCustomer = previous !== undefined && sameSlots(slots, previous.slots, layout.customer);
    let state = sameCustomer ? previous.state : undefined;
    this.differences = undefined;
    if (!state) {
      const customerKey = this.keys.customer.of(slots);
      state = this.states.get(customerKey);
      if (!state) {
        const record: Mutable = recordOf(slots, layout.customer);
        record.visible = true;
        record.sites = [];
        record.accounts = [];
        record.contacts = [];
        record.contracts = [];
        state = { row, line: this.states.size + 1, record, indexes: undefined };
        this.states.set(customerKey, state);
      } else {
        this.differ('Customer', state.record, slots, layout.customer, state.row);
      }
    } else {
      this.differ('Customer', state.record, slots, layout.customer, state.row);
    }
    for (const child of PEOPLE_AND_ACCOUNTS) {
      if (sameCustomer && sameSlots(slots, previous.slots, layout[child])) continue;
      const found = this.child(state, child, slots);
      if (found) this.differ(ENTITY_NAME[child], found, slots, layout[child]);
    }
    let contractindex: number | undefined;
    if (sameCustomer && sameSlots(slots, previous.slots, layout.contract)) contractindex = previous.contractindex;
    else if (!noneSet(slots, layout.contract)) contractindex = this.contractIndex(state, slots);
    const site = sameCustomer && sameSlots(slots, previous.slots, layout.site) ? previous.site : this.site(state, slots);
    if (previous) {
      previous.slots = slots;
      previous.state = state;
      previous.contractindex = contractindex;
      previous.site = site;
    } else {
      this.previous = { slots, state, contractindex, site };
    }
    const utilityid = fieldValue(slots, this.utilityid);
    if (!site || (utilityid !== 1 && utilityid !== 2)) return this.differences;
    const collection = utilityid === 1 ? 'elecmeterpoints' : 'gasmeterpoints';
    let product = productOf(site, utilityid);
    if (!product) {
      product = recordOf(slots, layout.product);
      product[collection] = [];
      append(site, 'products', product);
    }
    if (isEmpty(meterpoint)) return this.differences;
    meterpoint.prices = this.lastPrices = pricesOf(slots, layout.prices, this.priceOf, this.lastPrices);
    if (contractindex !== undefined) meterpoint.contractindex = contractindex;
    append(product, collection, meterpoint);
    return this.differences;
  }

  /** Notes a field the row gives a record it merged into other than the record holds. */
  private differ(entity: MergeDifference['entity'], record: Mutable, slots: RowSlots, placed: readonly Placed[], firstRow?: number): void {
    const entry = difference(record, slots, placed);
    if (entry) (this.differences ??= []).push({ entity, row: firstRow, slot: entry.slot, kept: record[entry.field] });
  }

  /** The line of the customer the last row merged into. */
  lastCustomerLine(): number {
    return this.previous?.state.line ?? 0;
  }

  customers(): ImportCustomer[] {
    return [...this.states.values()].map((state) => state.record as unknown as ImportCustomer);
  }

  /** Adds the row's account or contact to its customer unless the customer has it (which it answers); none for an empty record. */
  private child(state: CustomerState, child: 'account' | 'contact', slots: RowSlots): Mutable | undefined {
    const placed = this.layout[child];
    if (noneSet(slots, placed)) return undefined;
    const found = this.find(state, child, slots);
    if (found === -1) this.addChild(state, child, recordOf(slots, placed));
    return found === -1 ? undefined : (state.record[COLLECTION[child]] as Mutable[])[found];
  }

  /** The row's site: the customer's own by merge key (with any other details the row gives it noted), or a new one. */
  private site(state: CustomerState, slots: RowSlots): Mutable | undefined {
    if (noneSet(slots, this.layout.site)) return undefined;
    const found = this.find(state, 'site', slots);
    if (found !== -1) {
      const site = (state.record.sites as Mutable[])[found];
      this.differ('Site', site, slots, this.layout.site);
      return site;
    }
    const record: Mutable = recordOf(slots, this.layout.site);
    record.products = [];
    this.addChild(state, 'site', record);
    return record;
  }

  private contractIndex(state: CustomerState, slots: RowSlots): number {
    const found = this.find(state, 'contract', slots);
    return found !== -1 ? found : this.addChild(state, 'contract', recordOf(slots, this.layout.contract));
  }

  /** The index of the row's record in its customer's collection of `child`, or -1. */
  private find(state: CustomerState, child: Child, slots: RowSlots): number {
    const key = this.keys[child];
    const index = state.indexes?.[child];
    if (index) return index.get(key.of(slots)) ?? -1;
    const records = state.record[COLLECTION[child]] as Mutable[];
    for (let i = 0; i < records.length; i++) if (key.matches(records[i], slots)) return i;
    return -1;
  }

  /** Appends a new record to its customer's collection and answers its index. */
  private addChild(state: CustomerState, child: Child, record: Mutable): number {
    const collection = COLLECTION[child];
    append(state.record, collection, record);
    const records = state.record[collection] as Mutable[];
    const at = records.length - 1;
    const key = this.keys[child];
    const index = state.indexes?.[child];
    if (index) index.set(key.ofRecord(record), at);
    else if (records.length > SCAN_LIMIT) (state.indexes ??= {})[child] = new Map(records.map((held, i) => [key.ofRecord(held), i]));
    return at;
  }
}

/** A site's product of a fuel: a site has at most one of each. */
function productOf(site: Mutable, utilityid: 1 | 2): Mutable | undefined {
  for (const product of site.products as Mutable[]) if (product.utilityid === utilityid) return product;
  return undefined;
}
