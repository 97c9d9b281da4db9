import type { FileFormat } from '../reference-data/file-formats';
import { IMPORT_MESSAGES } from './messages';
import { noneSet, recordOf, sameSlots, valueOf, type Placed, type RowLayout, type RowSlots } from './row-slots';
import type { EntityRecord, ImportCustomer, ImportPrice } from './types';

type Mutable = Record<string, unknown> & { [collection: string]: unknown };

type MergedEntity = 'customer' | 'site' | 'account' | 'contact' | 'contract';

/** Records by merge key: most parents have one of each, so the first is kept beside the map. */
class KeyedRecords<T> {
  private firstKey: string | undefined;
  private first: T | undefined;
  private rest: Map<string, T> | undefined;

  get(key: string): T | undefined {
    return key === this.firstKey ? this.first : this.rest?.get(key);
  }

  set(key: string, record: T): void {
    if (this.firstKey === undefined) {
      this.firstKey = key;
      this.first = record;
    } else {
      (this.rest ??= new Map()).set(key, record);
    }
  }
}

interface SiteState {
  readonly record: Mutable;
  /** The site's product of each fuel, once a row names it. */
  electricity: Mutable | undefined;
  gas: Mutable | undefined;
}

/** Per customer, the records already in its tree by merge key, and the row it came from. */
interface CustomerState {
  readonly row: number;
  readonly record: Mutable;
  readonly sites: KeyedRecords<SiteState>;
  readonly accounts: KeyedRecords<Mutable>;
  readonly contacts: KeyedRecords<Mutable>;
  readonly contracts: KeyedRecords<number>;
}

/** Adds a record to a parent's collection; a first record gets an array of its own size, as most stay alone. */
function append(parent: Mutable, collection: string, record: unknown): void {
  const records = parent[collection] as unknown[];
  if (records.length === 0) parent[collection] = [record];
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

/** An entity's merge key: its merge fields, trimmed and lower-cased, joined. */
function keyOf(placed: readonly Placed[], fields: readonly string[]): (slots: RowSlots) => string {
  const parts = fields.map((field) => placed.filter((entry) => entry.field === field));
  return (slots) => {
    let joined = parts.length ? keyPart(fieldValue(slots, parts[0])) : '';
    for (let i = 1; i < parts.length; i++) joined += `\u0001${keyPart(fieldValue(slots, parts[i]))}`;
    return joined;
  };
}

function isEmpty(values: Record<string, unknown>): boolean {
  for (const _field in values) return false;
  return true;
}

/** Whether the row gives a field the record already holds another value. */
function differs(record: Mutable, slots: RowSlots, placed: readonly Placed[]): boolean {
  for (const entry of placed) {
    const value = valueOf(slots, entry);
    if (value !== undefined && record[entry.field] !== undefined && record[entry.field] !== value) return true;
  }
  return false;
}

/** The record of `collection` under `key`, added from the row's slots when new; none for an empty record. */
function child(records: KeyedRecords<Mutable>, parent: Mutable, collection: string, key: (slots: RowSlots) => string, slots: RowSlots, placed: readonly Placed[]): void {
  if (noneSet(slots, placed)) return;
  const id = key(slots);
  if (records.get(id)) return;
  const record = recordOf(slots, placed);
  append(parent, collection, record);
  records.set(id, record);
}

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
 * with its prices. Differing customer details on a later row are a warning; the first row wins.
 * Rows of one customer usually follow each other, so a record whose slots repeat the previous
 * row's is that row's record, found without building its merge key. Records are built straight
 * from the row's slots, and only when new.
 */
export class CustomerMerger {
  private readonly states = new Map<string, CustomerState>();
  private readonly keys: Readonly<Record<MergedEntity, (slots: RowSlots) => string>>;
  /** What the previous row merged into, for the next row of the same customer. */
  private previous: { slots: RowSlots; state: CustomerState; contractindex: number | undefined; site: SiteState | undefined } | undefined;
  private readonly utilityid: readonly Placed[];
  /** Each price column's shared prices, in the order of layout.prices. */
  private readonly priceOf: readonly ((value: string) => ImportPrice)[];
  private lastPrices: readonly ImportPrice[] = [];

  constructor(
    format: FileFormat,
    private readonly layout: RowLayout,
  ) {
    const key = (entity: MergedEntity) => keyOf(layout[entity], format.mergeentities[entity] ?? []);
    this.utilityid = layout.product.filter((entry) => entry.field === 'utilityid');
    this.priceOf = layout.prices.map((entry) => sharedPrice(entry.field));
    this.keys = { customer: key('customer'), site: key('site'), account: key('account'), contact: key('contact'), contract: key('contract') };
  }

  /**
   * Adds one row's slots and its meter point record (taken as it is); answers the warning when the
   * row gives its customer other details. The previous row's slots must stay as they were.
   */
  add(slots: RowSlots, meterpoint: Mutable, row: number): string | undefined {
    const { keys, layout } = this;
    const previous = this.previous;
    const sameCustomer = previous !== undefined && sameSlots(slots, previous.slots, layout.customer);
    let state = sameCustomer ? previous.state : undefined;
    let warning: string | undefined;
    if (!state) {
      const customerKey = keys.customer(slots);
      state = this.states.get(customerKey);
      if (!state) {
        const record: Mutable = recordOf(slots, layout.customer);
        record.visible = true;
        record.sites = [];
        record.accounts = [];
        record.contacts = [];
        record.contracts = [];
        state = { row, record, sites: new KeyedRecords(), accounts: new KeyedRecords(), contacts: new KeyedRecords(), contracts: new KeyedRecords() };
        this.states.set(customerKey, state);
      } else if (differs(state.record, slots, layout.customer)) {
        warning = IMPORT_MESSAGES.mergedDetailsDiffer('Customer', state.row);
      }
    } else if (differs(state.record, slots, layout.customer)) {
      warning = IMPORT_MESSAGES.mergedDetailsDiffer('Customer', state.row);
    }
    const customer = state.record;
    if (!(sameCustomer && sameSlots(slots, previous.slots, layout.account))) child(state.accounts, customer, 'accounts', keys.account, slots, layout.account);
    if (!(sameCustomer && sameSlots(slots, previous.slots, layout.contact))) child(state.contacts, customer, 'contacts', keys.contact, slots, layout.contact);
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
    if (!site || (utilityid !== 1 && utilityid !== 2)) return warning;
    const collection = utilityid === 1 ? 'elecmeterpoints' : 'gasmeterpoints';
    let product = utilityid === 1 ? site.electricity : site.gas;
    if (!product) {
      product = recordOf(slots, layout.product);
      product[collection] = [];
      append(site.record, 'products', product);
      if (utilityid === 1) site.electricity = product;
      else site.gas = product;
    }
    if (isEmpty(meterpoint)) return warning;
    meterpoint.prices = this.lastPrices = pricesOf(slots, layout.prices, this.priceOf, this.lastPrices);
    if (contractindex !== undefined) meterpoint.contractindex = contractindex;
    append(product, collection, meterpoint);
    return warning;
  }

  customers(): ImportCustomer[] {
    return [...this.states.values()].map((state) => state.record as unknown as ImportCustomer);
  }

  private site(state: CustomerState, slots: RowSlots): SiteState | undefined {
    if (noneSet(slots, this.layout.site)) return undefined;
    const key = this.keys.site(slots);
    let site = state.sites.get(key);
    if (!site) {
      const record: Mutable = recordOf(slots, this.layout.site);
      record.products = [];
      site = { record, electricity: undefined, gas: undefined };
      append(state.record, 'sites', site.record);
      state.sites.set(key, site);
    }
    return site;
  }

  private contractIndex(state: CustomerState, slots: RowSlots): number {
    const key = this.keys.contract(slots);
    let index = state.contracts.get(key);
    if (index === undefined) {
      index = (state.record.contracts as EntityRecord[]).length;
      append(state.record, 'contracts', recordOf(slots, this.layout.contract));
      state.contracts.set(key, index);
    }
    return index;
  }
}
