import { ADDRESS_FIELDS } from '../../../domain/address';
import { DEFAULT_CONTRACT_TERM, PRICE_NAMES, UTILITY } from '../../../domain/entities';
import type { EntityRecord, ImportCustomer, ImportMeterPoint, ImportSite } from '../../../domain/import';
import { appendAt, recordAt, updateAt } from './tree-path';

/** The manual-entry structure and actions, as pure changes to one customer's tree. */

export interface NewCustomerDefaults {
  /** Today, ISO `YYYY-MM-DD`: a contract starts today unless changed. */
  readonly today: string;
  readonly contractterms: readonly string[];
  readonly productdefinition?: number;
}

const emptyAddress = () => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, '']));

export const newSite = (): ImportSite => ({ name: '', ...emptyAddress(), products: [] });
export const newContact = (): EntityRecord => ({ firstname: '', lastname: '' });
const newAccount = (name: string): EntityRecord => ({ name, directdebits: [] });

/** The default term where the product allows it, else the product's longest. */
const defaultTerm = (terms: readonly string[]) => (terms.length === 0 || terms.includes(DEFAULT_CONTRACT_TERM) ? DEFAULT_CONTRACT_TERM : terms[terms.length - 1]);

/** A new customer with defaults: one site, account, contact and a contract starting today. */
export function newCustomer(defaults: NewCustomerDefaults): ImportCustomer {
  return {
    name: 'New Customer',
    visible: true,
    sites: [newSite()],
    accounts: [newAccount('')],
    contacts: [newContact()],
    contracts: [{ startdate: defaults.today, contractterm: defaultTerm(defaults.contractterms) }],
  };
}

export const addSite = (customer: ImportCustomer) => appendAt(customer, '', 'sites', newSite());
export const addContact = (customer: ImportCustomer) => appendAt(customer, '', 'contacts', newContact());

/** Copy Customer details: the customer's name and address fields onto a site or account. */
export function copyCustomerDetails(customer: ImportCustomer, targetPath: string): ImportCustomer {
  const details = Object.fromEntries(['name', ...ADDRESS_FIELDS].map((field) => [field, customer[field] ?? '']));
  return updateAt(customer, targetPath, (record) => ({ ...record, ...details }));
}

const PRICE_DEFAULTS = { [UTILITY.electricity]: ['Unit Rate', 'Standing Charge'], [UTILITY.gas]: ['Unit Rate', 'Standing Charge'] } as const;

export const priceNames = (utilityid: number): readonly string[] => (utilityid === UTILITY.gas ? PRICE_NAMES.gas : PRICE_NAMES.electricity);

/** A meter point with the fuel's usual prices to fill in. */
export function newMeterPoint(utilityid: number): ImportMeterPoint {
  const prices = PRICE_DEFAULTS[utilityid === UTILITY.gas ? UTILITY.gas : UTILITY.electricity].map((name) => ({ name, value: '' }));
  return utilityid === UTILITY.gas ? { mprn: '', prices } : { mpancore: '', prices };
}

const meterPointCollection = (utilityid: number) => (utilityid === UTILITY.gas ? 'gasmeterpoints' : 'elecmeterpoints');

function addProduct(customer: ImportCustomer, sitePath: string, utilityid: number, productdefinition?: number) {
  const product = { utilityid, ...(productdefinition !== undefined ? { productdefinition } : {}), [meterPointCollection(utilityid)]: [newMeterPoint(utilityid)] };
  return appendAt(customer, sitePath, 'products', product);
}

export const addElectricity = (customer: ImportCustomer, sitePath: string, productdefinition?: number) => addProduct(customer, sitePath, UTILITY.electricity, productdefinition);
export const addGas = (customer: ImportCustomer, sitePath: string, productdefinition?: number) => addProduct(customer, sitePath, UTILITY.gas, productdefinition);

/** Add Meter Point on a product: electricity or gas by the product's utility. */
export function addMeterPoint(customer: ImportCustomer, productPath: string) {
  const utilityid = Number(recordAt(customer, productPath)?.utilityid);
  return appendAt(customer, productPath, meterPointCollection(utilityid), newMeterPoint(utilityid));
}

/** Add Price on a meter point: the first of the fuel's price names it does not have yet. */
export function addPrice(customer: ImportCustomer, meterPointPath: string, utilityid: number) {
  const have = ((recordAt(customer, meterPointPath)?.prices as { name: string }[] | undefined) ?? []).map((price) => price.name);
  const name = priceNames(utilityid).find((candidate) => !have.includes(candidate)) ?? priceNames(utilityid)[0];
  return appendAt(customer, meterPointPath, 'prices', { name, value: '' });
}

export const addAccount = (customer: ImportCustomer) => appendAt(customer, '', 'accounts', newAccount(''));
export const addContract = (customer: ImportCustomer, defaults: NewCustomerDefaults) =>
  appendAt(customer, '', 'contracts', { startdate: defaults.today, contractterm: defaultTerm(defaults.contractterms) });
export const addDirectDebit = (customer: ImportCustomer, accountPath: string) => appendAt(customer, accountPath, 'directdebits', { accountname: '' });
