import type { FileFormat } from '../reference-data/file-formats';
import { IMPORT_MESSAGES } from './messages';
import type { EntityRecord, ImportCustomer, ImportPrice } from './types';

/** One row's values, per entity, before merging. */
export interface RowValues {
  readonly customer: Record<string, unknown>;
  readonly site: Record<string, unknown>;
  readonly account: Record<string, unknown>;
  readonly contact: Record<string, unknown>;
  readonly contract: Record<string, unknown>;
  readonly product: Record<string, unknown>;
  readonly meterpoint: Record<string, unknown>;
  readonly prices: ImportPrice[];
}

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
  /** The site's product per utilityid (1 electricity, 2 gas). */
  readonly products: (Mutable | undefined)[];
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

/** An entity's merge key: its merge fields, trimmed and lower-cased, joined. */
function keyOf(fields: readonly string[]): (values: Record<string, unknown>) => string {
  return (values) => {
    let joined = fields.length ? keyPart(values[fields[0]]) : '';
    for (let i = 1; i < fields.length; i++) joined += `\u0001${keyPart(values[fields[i]])}`;
    return joined;
  };
}

function isEmpty(values: Record<string, unknown>): boolean {
  for (const _field in values) return false;
  return true;
}

/** Whether two records hold the same fields with the same values. */
export function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let count = 0;
  for (const field in a) {
    if (a[field] !== b[field]) return false;
    count++;
  }
  for (const _field in b) count--;
  return count === 0;
}

function differs(record: Mutable, values: Record<string, unknown>): boolean {
  for (const field in values) {
    if (record[field] !== undefined && record[field] !== values[field]) return true;
  }
  return false;
}

/** The record of `collection` under `key`, added from the row's values when new; none for empty values. */
function child(records: KeyedRecords<Mutable>, parent: Mutable, collection: string, key: string, values: Record<string, unknown>): void {
  if (isEmpty(values) || records.get(key)) return;
  const record = { ...values };
  append(parent, collection, record);
  records.set(key, record);
}

/** What the previous row merged into, for the next row of the same customer. */
interface PreviousRow {
  readonly values: RowValues;
  readonly state: CustomerState;
  readonly contractindex: number | undefined;
  readonly site: SiteState | undefined;
}

const repeats = (previous: PreviousRow | undefined, values: RowValues, entity: MergedEntity) =>
  previous !== undefined && sameFields(values[entity], previous.values[entity]);

/**
 * Merges rows into customers: the customer found by its merge fields (or a new one), then its
 * site, account, contact and contract, the site's product for the row's fuel, and the meter point
 * with its prices. Differing customer details on a later row are a warning; the first row wins.
 * Rows of one customer usually follow each other, so a record whose fields repeat the previous
 * row's is that row's record, found without building its merge key.
 */
export class CustomerMerger {
  private readonly states = new Map<string, CustomerState>();
  private readonly keys: Readonly<Record<MergedEntity, (values: Record<string, unknown>) => string>>;
  private previous: PreviousRow | undefined;

  constructor(format: FileFormat) {
    const key = (entity: MergedEntity) => keyOf(format.mergeentities[entity] ?? []);
    this.keys = { customer: key('customer'), site: key('site'), account: key('account'), contact: key('contact'), contract: key('contract') };
  }

  /** Adds one row's values; answers the warning when the row gives its customer other details. */
  add(values: RowValues, row: number): string | undefined {
    const { keys } = this;
    const previous = this.previous;
    const sameCustomer = repeats(previous, values, 'customer');
    let state = sameCustomer ? previous!.state : undefined;
    let warning: string | undefined;
    if (!state) {
      const customerKey = keys.customer(values.customer);
      state = this.states.get(customerKey);
      if (!state) {
        const record: Mutable = { ...values.customer, visible: true, sites: [], accounts: [], contacts: [], contracts: [] };
        state = { row, record, sites: new KeyedRecords(), accounts: new KeyedRecords(), contacts: new KeyedRecords(), contracts: new KeyedRecords() };
        this.states.set(customerKey, state);
      } else if (differs(state.record, values.customer)) {
        warning = IMPORT_MESSAGES.mergedDetailsDiffer('Customer', state.row);
      }
    } else if (differs(state.record, values.customer)) {
      warning = IMPORT_MESSAGES.mergedDetailsDiffer('Customer', state.row);
    }
    const customer = state.record;
    if (!(sameCustomer && repeats(previous, values, 'account'))) child(state.accounts, customer, 'accounts', keys.account(values.account), values.account);
    if (!(sameCustomer && repeats(previous, values, 'contact'))) child(state.contacts, customer, 'contacts', keys.contact(values.contact), values.contact);
    let contractindex: number | undefined;
    if (sameCustomer && repeats(previous, values, 'contract')) contractindex = previous!.contractindex;
    else if (!isEmpty(values.contract)) contractindex = this.contractIndex(state, values.contract);
    const site = sameCustomer && repeats(previous, values, 'site') ? previous!.site : this.site(state, values.site);
    this.previous = { values, state, contractindex, site };
    const utilityid = values.product.utilityid;
    if (!site || (utilityid !== 1 && utilityid !== 2)) return warning;
    const collection = utilityid === 1 ? 'elecmeterpoints' : 'gasmeterpoints';
    let product = site.products[utilityid];
    if (!product) {
      product = { ...values.product };
      product[collection] = [];
      append(site.record, 'products', product);
      site.products[utilityid] = product;
    }
    if (isEmpty(values.meterpoint)) return warning;
    // A copy the size of its prices: the row's array was grown for any number.
    const meterpoint: Mutable = { ...values.meterpoint, prices: values.prices.slice() };
    if (contractindex !== undefined) meterpoint.contractindex = contractindex;
    append(product, collection, meterpoint);
    return warning;
  }

  customers(): ImportCustomer[] {
    return [...this.states.values()].map((state) => state.record as unknown as ImportCustomer);
  }

  private site(state: CustomerState, values: Record<string, unknown>): SiteState | undefined {
    if (isEmpty(values)) return undefined;
    const key = this.keys.site(values);
    let site = state.sites.get(key);
    if (!site) {
      site = { record: { ...values, products: [] }, products: [undefined, undefined, undefined] };
      append(state.record, 'sites', site.record);
      state.sites.set(key, site);
    }
    return site;
  }

  private contractIndex(state: CustomerState, contract: Record<string, unknown>): number {
    const key = this.keys.contract(contract);
    let index = state.contracts.get(key);
    if (index === undefined) {
      index = (state.record.contracts as EntityRecord[]).length;
      append(state.record, 'contracts', { ...contract });
      state.contracts.set(key, index);
    }
    return index;
  }
}
