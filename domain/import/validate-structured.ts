import { ADDRESS_FIELDS, validateAddress, type Address } from '../address';
import { ENTITIES, PRICE_NAMES, UTILITY, validateEntityField, type EntityName } from '../entities';
import { checkMpanCore, checkMprn } from '../meter-points';
import { isValidPostcode, normalisePostcode } from '../postcode';
import { IMPORT_MESSAGES } from './messages';
import { claimIssues, moreSpecific } from './row-importer';
import type { EntityRecord, ImportContext, ImportCustomer, ImportIssue, ImportMeterPoint, ImportProduct, ImportValidation, MeterPointRef } from './types';

const CHILD_COLLECTIONS = new Set(['sites', 'accounts', 'contacts', 'contracts', 'products', 'elecmeterpoints', 'gasmeterpoints', 'prices', 'directdebits', 'visible', 'accountmanager', 'esigndata', 'contractindex']);

interface Walk {
  readonly line: number;
  readonly issues: ImportValidation;
  readonly context: ImportContext;
  /** Each meter point's first line. */
  readonly seen: Map<string, number>;
  readonly meterpoints: MeterPointRef[];
}

const isRecord = (value: unknown): value is EntityRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON body's list; an entry that is not a record is checked as an empty one, so it fails rather than crashes. */
const list = <T>(value: unknown): readonly T[] => (Array.isArray(value) ? (value.map((item) => (isRecord(item) ? item : {})) as T[]) : []);

/** A field's text for the rules that read text; other values were already refused by the field's metadata. */
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const addressOf = (record: EntityRecord): Address => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, textOf(record[field])]));

function fail(walk: Walk, entity: string, path: string, field: string | undefined, message: string, warning = false): ImportIssue {
  const issue = { message, line: walk.line, entity, field, path };
  (warning ? walk.issues.warnings : walk.issues.failures).push(issue);
  return issue;
}

/** Every field of the entity's metadata, plus the address rules where the record carries an address. */
function checkFields(walk: Walk, entity: EntityName, record: EntityRecord, path: string) {
  const failedFields = new Map<string, ImportIssue>();
  for (const [field, meta] of Object.entries(ENTITIES[entity].fields)) {
    // Which address fields must be filled is the address rules' call (a customer's or account's address is optional as a whole).
    if ((ADDRESS_FIELDS as readonly string[]).includes(field) && textOf(record[field]).trim() === '') continue;
    const message = validateEntityField(meta, record[field], walk.context.startDates);
    if (message) failedFields.set(field, fail(walk, entity, path, field, message));
  }
  for (const field of Object.keys(record)) {
    if (!CHILD_COLLECTIONS.has(field) && !(field in ENTITIES[entity].fields)) fail(walk, entity, path, field, `Unknown field ${field}`);
  }
  const hasAddress = ADDRESS_FIELDS.some((field) => typeof record[field] === 'string' && (record[field] as string).trim() !== '');
  if (entity === 'site' || (hasAddress && (entity === 'customer' || entity === 'account'))) {
    for (const failure of validateAddress(addressOf(record))) {
      const failed = failedFields.get(failure.field);
      if (!failed) fail(walk, entity, path, failure.field, failure.message);
      else Object.assign(failed, { message: moreSpecific(failed.message, failure.message) });
    }
    const postcode = typeof record.postcode === 'string' ? record.postcode : '';
    if (postcode && !isValidPostcode(normalisePostcode(postcode))) fail(walk, entity, path, 'postcode', IMPORT_MESSAGES.postcodeInvalid);
  }
  return failedFields;
}

function checkMeterPoint(walk: Walk, utilityid: 1 | 2, meterpoint: ImportMeterPoint, path: string) {
  const entity = utilityid === UTILITY.electricity ? 'elecmeterpoint' : 'gasmeterpoint';
  checkFields(walk, entity, meterpoint, path);
  const field = utilityid === UTILITY.electricity ? 'mpancore' : 'mprn';
  const mpxn = textOf(meterpoint[field]).trim();
  if (mpxn) {
    const check = utilityid === UTILITY.electricity ? checkMpanCore(mpxn) : checkMprn(mpxn);
    for (const message of check.errors) fail(walk, entity, path, field, message);
    for (const message of check.warnings) fail(walk, entity, path, field, message, true);
    const first = walk.seen.get(mpxn);
    if (first !== undefined) {
      fail(walk, entity, path, field, field === 'mpancore' ? IMPORT_MESSAGES.mpanDuplicateOnLine(walk.line, first) : IMPORT_MESSAGES.mprnDuplicateOnLine(walk.line, first));
    } else {
      walk.seen.set(mpxn, walk.line);
      walk.meterpoints.push({ utilityid, mpxn });
      for (const issue of claimIssues(mpxn, walk.context)) fail(walk, entity, path, field, issue.message, !issue.failure);
    }
  }
  const names: readonly string[] = utilityid === UTILITY.gas ? PRICE_NAMES.gas : PRICE_NAMES.electricity;
  list<EntityRecord>(meterpoint.prices).forEach((price, i) => {
    checkFields(walk, 'price', price, `${path}.prices.${i}`);
    if (typeof price.name === 'string' && !names.includes(price.name)) fail(walk, 'price', `${path}.prices.${i}`, 'name', IMPORT_MESSAGES.priceNotForFuel(price.name));
  });
}

function checkProduct(walk: Walk, product: ImportProduct, path: string) {
  checkFields(walk, 'product', product, path);
  const utilityid = Number(textOf(product.utilityid));
  if (utilityid !== 1 && utilityid !== 2) return;
  const meterpoints = list<ImportMeterPoint>(utilityid === 1 ? product.elecmeterpoints : product.gasmeterpoints);
  if (meterpoints.length === 0) fail(walk, 'product', path, undefined, IMPORT_MESSAGES.meterPointMissing);
  const collection = utilityid === 1 ? 'elecmeterpoints' : 'gasmeterpoints';
  meterpoints.forEach((meterpoint, i) => checkMeterPoint(walk, utilityid, meterpoint, `${path}.${collection}.${i}`));
}

/** A renewal's signer and account manager carry only what the e-sign request sends, so nothing else is stored with them. */
const RENEWAL_PARTS: Readonly<Record<string, readonly string[]>> = {
  esigndata: ['firstname', 'lastname', 'jobtitle', 'phonenumber', 'email'],
  accountmanager: ['firstname', 'lastname'],
};

function checkCustomer(walk: Walk, customer: ImportCustomer) {
  checkFields(walk, 'customer', customer, '');
  const sites = list<EntityRecord>(customer.sites);
  if (sites.length === 0) fail(walk, 'customer', '', undefined, IMPORT_MESSAGES.noSite);
  sites.forEach((site, i) => {
    checkFields(walk, 'site', site, `sites.${i}`);
    list<ImportProduct>(site.products).forEach((product, j) => checkProduct(walk, product, `sites.${i}.products.${j}`));
  });
  list<EntityRecord>(customer.accounts).forEach((account, i) => {
    checkFields(walk, 'account', account, `accounts.${i}`);
    list<EntityRecord>(account.directdebits).forEach((debit, j) => checkFields(walk, 'directdebit', debit, `accounts.${i}.directdebits.${j}`));
  });
  list<EntityRecord>(customer.contacts).forEach((contact, i) => checkFields(walk, 'contact', contact, `contacts.${i}`));
  const contracts = list<EntityRecord>(customer.contracts);
  if (contracts.length === 0) fail(walk, 'customer', '', undefined, IMPORT_MESSAGES.noContract);
  contracts.forEach((contract, i) => {
    const failed = checkFields(walk, 'contract', contract, `contracts.${i}`).get('contractterm');
    const term = textOf(contract.contractterm);
    if (term && !walk.context.contractterms.includes(term)) {
      // The product's terms, not every term the field knows, are the ones a broker can choose.
      const message = IMPORT_MESSAGES.termNotAllowed(term, walk.context.contractterms);
      if (failed) Object.assign(failed, { message });
      else fail(walk, 'contract', `contracts.${i}`, 'contractterm', message);
    }
  });
  for (const [part, fields] of Object.entries(RENEWAL_PARTS)) {
    const record = customer[part];
    if (!isRecord(record)) continue;
    for (const field of Object.keys(record)) if (!fields.includes(field)) fail(walk, part, part, field, `Unknown field ${field}`);
  }
}

/**
 * Validates structured data (manual entry, or an edit in status 4 or 5) as the file importer
 * validates rows: every field against its metadata, address rules, meter point checks, terms the
 * product allows, prices per fuel, and duplicates inside the import and against the store.
 * `line` is the customer's 1-based position (its 'Line N' tab).
 */
export function validateStructuredData(customers: readonly ImportCustomer[], context: ImportContext): ImportValidation & { meterpoints: MeterPointRef[] } {
  const issues: ImportValidation = { failures: [], warnings: [] };
  const seen = new Map<string, number>();
  const meterpoints: MeterPointRef[] = [];
  customers.forEach((customer, index) => checkCustomer({ line: index + 1, issues, context, seen, meterpoints }, isRecord(customer) ? customer : ({} as ImportCustomer)));
  return { ...issues, meterpoints };
}
