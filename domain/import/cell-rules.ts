import { calendarDate } from '../calendar-date';
import { ENTITIES, ENTITY_FIELD_MESSAGES, canonicalNumber, choiceMessage, PRICE_NAMES, UTILITY, validateEntityField, type DateRule, type EntityField } from '../entities';
import { isCompanyNumber, normaliseCompanyNumber } from '../company-number';
import { checkMpanCore, checkMprn, isValidMpanCore, mpanCoreOf } from '../meter-points';
import { restoreDroppedPrefix } from '../phone-number';
import { isValidPostcode, normalisePostcode } from '../postcode';
import type { BoundColumn } from './columns';
import { IMPORT_MESSAGES } from './messages';
import { isThirdPartyCostField, THIRD_PARTY_COST_MESSAGES } from './third-party-costs';
import type { ImportContext } from './types';

export type Fuel = 1 | 2 | undefined;

/** One bound column's check and placing, chosen once per file so a cell costs only its own work. */
export interface CellRule {
  readonly bound: BoundColumn;
  /** The failure of a trimmed cell, or undefined. */
  readonly check: (text: string, fuel: Fuel, row: number) => string | undefined;
  /** What a valid, non-empty cell puts in its slot of the row (see row-slots.ts). */
  readonly value: (text: string, fuel: Fuel) => unknown;
  /** Whether the row's fuel changes the check or the value: otherwise a cell repeating the row above's has its answer. */
  readonly byFuel: boolean;
}

const FUEL_CHOICE = choiceMessage(ENTITIES.product.fields.utilityid);

/** Files repeat dates, terms, prices and post codes, so a column remembers this many answers. */
const MEMO_LIMIT = 1024;

/** A column's answers by text, the last text's first: rows repeat the row before. */
function memo<T>(compute: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  let lastText: string | undefined;
  let lastValue: T;
  return (text) => {
    if (text === lastText) return lastValue;
    let value = known.get(text);
    if (value === undefined && !known.has(text)) {
      value = compute(text);
      if (known.size < MEMO_LIMIT) known.set(text, value);
    }
    lastText = text;
    lastValue = value as T;
    return value as T;
  };
}

/** validateEntityField for a trimmed, non-empty cell: a plain text field needs only its length. */
function fieldCheck(field: EntityField, dates: DateRule | undefined): (text: string) => string | undefined {
  if (field.type === 'varchar' && !field.lookupvalues && !field.format) {
    const { length } = field;
    return (text) => (length !== undefined && text.length > length ? ENTITY_FIELD_MESSAGES.tooLong : undefined);
  }
  return memo((text) => validateEntityField(field, text, dates));
}

/** The column's first copy of a repeated text: rows repeat rates and consumptions, and a large file keeps every row until it is written. */
function interned(): (text: string) => string {
  const known = new Map<string, string>();
  let last = '';
  return (text) => {
    if (text === last) return last;
    const found = known.get(text);
    if (found !== undefined) return (last = found);
    if (known.size < MEMO_LIMIT) known.set(text, text);
    return (last = text);
  };
}

const asText = (text: string) => text;

/** A company number as Companies House writes it: most cells already are, and then cost one test. */
const companyNumberOf = (text: string) => (isCompanyNumber(text) ? text : normaliseCompanyNumber(text));

function valueFor(bound: BoundColumn, postcodeOf: (text: string) => string): CellRule['value'] {
  const { entity, field } = bound.column;
  if (entity === 'elecmeterpoint' && field === 'mpancore') return (text, fuel) => (fuel === UTILITY.gas ? text : mpanCoreOf(text));
  if (entity === 'product' && field === 'utilityid') return (_text, fuel) => fuel;
  if (entity === 'site' && field === 'postcode') return postcodeOf;
  if (bound.field.format === 'companynumber') return companyNumberOf;
  if (bound.field.format === 'ukphone') return restoreDroppedPrefix;
  // A file may mix 01/12/2026 and 2026-12-01; both are kept as the ISO day processing reads.
  if (bound.field.type === 'date') return memo((text) => calendarDate(text) ?? text);
  // `24.51p` and `12,500` are kept as `24.51` and `12500`, the text the money code reads exactly.
  if (bound.field.type === 'decimal' || bound.field.type === 'int') return memo((text) => canonicalNumber(bound.field, text) ?? text);
  // Only meter point and price cells are kept for every row; other records are kept once per customer.
  if (entity === 'price' || entity === 'elecmeterpoint' || entity === 'gasmeterpoint') return interned();
  return asText;
}

/** What a non-empty cell of a column fails, after the fuel-dependent checks of checkFor. */
function filledCheck(bound: BoundColumn, context: ImportContext, postcodeOf: (text: string) => string): (text: string, fuel: Fuel) => string | undefined {
  const { entity, field, pricename, name } = bound.column;
  if (!context.thirdPartyCosts.edit && isThirdPartyCostField(entity, field)) return () => THIRD_PARTY_COST_MESSAGES.setBySupplier(name);
  const valid = fieldCheck(bound.field, context.startDates);
  if (entity === 'price') {
    const forElectricity = (PRICE_NAMES.electricity as readonly string[]).includes(pricename ?? '');
    const forGas = (PRICE_NAMES.gas as readonly string[]).includes(pricename ?? '');
    const notForFuel = IMPORT_MESSAGES.priceNotForFuel(pricename ?? name);
    return (text, fuel) => (fuel && !(fuel === UTILITY.gas ? forGas : forElectricity) ? notForFuel : valid(text));
  }
  // A spreadsheet drops a number's leading zeros, and brokers type spaces and lower case: the number is judged as it will be kept.
  if (bound.field.format === 'companynumber') return (text) => (isCompanyNumber(text) ? undefined : valid(normaliseCompanyNumber(text)));
  if (bound.field.format === 'ukphone') return (text) => valid(restoreDroppedPrefix(text));
  if (entity === 'site' && field === 'postcode') {
    const postcodeValid = memo((text) => isValidPostcode(postcodeOf(text)));
    return (text) => (postcodeValid(text) ? undefined : IMPORT_MESSAGES.postcodeInvalid);
  }
  if (entity === 'contract' && field === 'contractterm') {
    // The product's terms, not every term the field knows, are the ones a broker can choose.
    return (text) => (context.contractterms.includes(text) ? valid(text) : IMPORT_MESSAGES.termNotAllowed(text, context.contractterms));
  }
  return valid;
}

function checkFor(bound: BoundColumn, isFuel: boolean, context: ImportContext, postcodeOf: (text: string) => string): CellRule['check'] {
  const { entity, field, required } = bound.column;
  if (isFuel) return (text, fuel) => (text === '' ? ENTITY_FIELD_MESSAGES.required : fuel ? undefined : FUEL_CHOICE);
  if (entity === 'elecmeterpoint' && field === 'mpancore') {
    return (text, fuel, row) => {
      if (fuel !== UTILITY.electricity) return undefined;
      if (text === '') return IMPORT_MESSAGES.mpanRequired(row);
      return text.length === 13 && isValidMpanCore(text) ? undefined : checkMpanCore(text).errors[0];
    };
  }
  if (entity === 'gasmeterpoint' && field === 'mprn') {
    return (text, fuel, row) => {
      if (fuel !== UTILITY.gas) return undefined;
      if (text === '') return IMPORT_MESSAGES.mprnRequired(row);
      return /^\d{1,10}$/.test(text) ? undefined : checkMprn(text).errors[0];
    };
  }
  const filled = filledCheck(bound, context, postcodeOf);
  const empty = required ? ENTITY_FIELD_MESSAGES.required : undefined;
  return (text, fuel) => (text === '' ? empty : filled(text, fuel));
}

/** The columns checkFor and valueFor judge by the row's fuel. */
function readsFuel(bound: BoundColumn, isFuel: boolean): boolean {
  const { entity, field } = bound.column;
  return isFuel || entity === 'price' || (entity === 'elecmeterpoint' && field === 'mpancore') || (entity === 'gasmeterpoint' && field === 'mprn');
}

/** The rules of a file's bound columns; `fuelColumn` is the one whose cell decides the row's fuel. */
export function cellRules(columns: readonly BoundColumn[], fuelColumn: BoundColumn | undefined, context: ImportContext): CellRule[] {
  const postcodeOf = memo(normalisePostcode);
  return columns.map((bound) => ({ bound, check: checkFor(bound, bound === fuelColumn, context, postcodeOf), value: valueFor(bound, postcodeOf), byFuel: readsFuel(bound, bound === fuelColumn) }));
}
