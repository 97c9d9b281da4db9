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

/** Per customer, the merge keys of the records already in its tree and the row each came from. */
interface MergeState {
  readonly row: number;
  readonly keys: Map<string, Mutable>;
  readonly contractIndexes: Map<string, number>;
}

const states = new WeakMap<object, MergeState>();

const keyOf = (format: FileFormat, entity: keyof FileFormat['mergeentities'], values: Record<string, unknown>) =>
  (format.mergeentities[entity] ?? []).map((field) => String(values[field] ?? '').trim().toLowerCase()).join('\u0001');

function child(state: MergeState, parent: Mutable, collection: string, key: string, values: Record<string, unknown>): Mutable | undefined {
  if (Object.keys(values).length === 0) return undefined;
  const path = `${collection}\u0002${key}`;
  let record = state.keys.get(path);
  if (!record) {
    record = { ...values };
    (parent[collection] as Mutable[]).push(record);
    state.keys.set(path, record);
  }
  return record;
}

/**
 * Adds one row to the customers: the customer found by its merge fields (or a new one), then its
 * site, account, contact and contract, the site's product for the row's fuel, and the meter point
 * with its prices. Differing customer details on a later row are a warning; the first row wins.
 */
export function mergeRow(customers: Map<string, ImportCustomer>, format: FileFormat, values: RowValues, row: number, warn: (message: string) => void): void {
  const customerKey = keyOf(format, 'customer', values.customer);
  let customer = customers.get(customerKey) as Mutable | undefined;
  if (!customer) {
    customer = { ...values.customer, visible: true, sites: [], accounts: [], contacts: [], contracts: [] };
    customers.set(customerKey, customer as unknown as ImportCustomer);
    states.set(customer, { row, keys: new Map(), contractIndexes: new Map() });
  } else if (Object.entries(values.customer).some(([field, value]) => customer![field] !== undefined && customer![field] !== value)) {
    warn(IMPORT_MESSAGES.mergedDetailsDiffer('Customer', states.get(customer)!.row));
  }
  const state = states.get(customer)!;
  child(state, customer, 'accounts', keyOf(format, 'account', values.account), values.account);
  child(state, customer, 'contacts', keyOf(format, 'contact', values.contact), values.contact);
  let contractindex: number | undefined;
  const contractKey = keyOf(format, 'contract', values.contract);
  if (Object.keys(values.contract).length) {
    contractindex = state.contractIndexes.get(contractKey);
    if (contractindex === undefined) {
      contractindex = (customer.contracts as unknown[]).length;
      (customer.contracts as EntityRecord[]).push({ ...values.contract });
      state.contractIndexes.set(contractKey, contractindex);
    }
  }
  const siteKey = keyOf(format, 'site', values.site);
  const site = Object.keys(values.site).length ? child(state, customer, 'sites', siteKey, { ...values.site, products: [] }) : undefined;
  const utilityid = values.product.utilityid;
  if (!site || (utilityid !== 1 && utilityid !== 2)) return;
  const collection = utilityid === 1 ? 'elecmeterpoints' : 'gasmeterpoints';
  const product = child(state, site, 'products', `${siteKey}\u0003${utilityid}`, { ...values.product, [collection]: [] });
  if (!product || Object.keys(values.meterpoint).length === 0) return;
  (product[collection] as Mutable[]).push({ ...values.meterpoint, prices: values.prices, ...(contractindex === undefined ? {} : { contractindex }) });
}
