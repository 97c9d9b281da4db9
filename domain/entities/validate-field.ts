import { calendarDate, CALENDAR_DATE_MESSAGES, formatUkDate } from '../calendar-date';
import { isCompanyNumber } from '../company-number';
import { NUMBER_TEXT_MESSAGES, readNumberText, type NumberText, type NumberUnit } from '../number-text';
import { orList } from '../or-list';
import { isUkPhoneNumber } from '../phone-number';
import type { EntityField } from './types';

/** 'Required' and 'Too long' are the portal's own words; the type messages are ours. */
export const ENTITY_FIELD_MESSAGES = {
  required: 'Required',
  tooLong: 'Too long',
  int: 'Enter a whole number, like 45000',
  decimal: 'Enter a number, like 24.51',
  negative: 'Enter a number of 0 or more',
  scale: (places: number) => `Enter at most ${places} decimal places`,
  date: CALENDAR_DATE_MESSAGES.invalid,
  datetime: 'Enter a date and time, like 2026-12-31T09:30:00Z',
  bit: 'Choose yes or no',
  choice: (labels: readonly string[], unit?: string) => `Choose ${orList(labels)}${unit ? ` ${unit}` : ''}`,
  email: 'Enter an email address like name@example.com',
  ukphone: 'Enter a UK phone number like 01632 960001 or +44 1632 960001',
  companynumber: 'Enter the Companies House number, 8 characters like 01234567 or SC123456',
  startBeforeToday: (today: string) => `Enter a start date of today (${formatUkDate(today)}) or later`,
  text: 'Enter text, a number, or yes or no',
  ...NUMBER_TEXT_MESSAGES,
} as const;

const M = ENTITY_FIELD_MESSAGES;

/**
 * How a day that must not be in the past is judged: `today` is the ISO day of the UK calendar (see
 * ukCalendarDate), and `kept` the days already stored with the data, which stay acceptable after they pass.
 * Without it (renewals, whose start follows the live contract) no day is refused for being past.
 */
export interface DateRule {
  readonly today: string;
  readonly kept?: ReadonlySet<string>;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const formatFailure = (format: NonNullable<EntityField['format']>, text: string) => {
  if (format === 'email') return EMAIL.test(text) ? undefined : M.email;
  if (format === 'companynumber') return isCompanyNumber(text) ? undefined : M.companynumber;
  return isUkPhoneNumber(text) ? undefined : M.ukphone;
};

function dateFailure(field: EntityField, value: unknown, text: string, rule: DateRule | undefined): string | undefined {
  const day = typeof value === 'string' ? calendarDate(text) : undefined;
  if (!day) return M.date;
  if (field.notBeforeToday && rule && day < rule.today && !rule.kept?.has(day)) return M.startBeforeToday(rule.today);
  return undefined;
}

/** The message for a value that is none of the field's choices, naming them. */
export const choiceMessage = (field: EntityField) => M.choice((field.lookupvalues ?? []).map((choice) => choice.label), field.unit);

/** A JSON body may hold objects where a field's value belongs; they are refused, never converted. */
const isScalar = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Every decimal field holds pence (prices, uplifts) and every whole-number field a quantity, so the type says how its text is written. */
const unitOf = (field: EntityField): NumberUnit => (field.type === 'decimal' ? 'pence' : 'quantity');

/**
 * The field's number as plain decimal text, or its failure. Every number an entity holds (a price,
 * an uplift, a consumption, a day, an id) is 0 or more: a minus sign is a mistake, and a negative
 * price would reach a contract sent for signing.
 */
function entityNumber(field: EntityField, text: string): NumberText {
  const read = readNumberText(text, unitOf(field));
  if (!('value' in read)) return { failure: read.failure ?? (field.type === 'int' ? M.int : M.decimal) };
  if (read.value.startsWith('-')) return { failure: M.negative };
  const [whole, fraction = ''] = read.value.split('.');
  if (field.type === 'int' && fraction) return { failure: M.int };
  if (field.scale !== undefined && fraction.length > field.scale) return { failure: M.scale(field.scale) };
  if (field.precision !== undefined && whole.replace(/^0+/, '').length > field.precision - (field.scale ?? 0)) return { failure: M.tooLong };
  return read;
}

const numberFailure = (field: EntityField, text: string) => {
  const read = entityNumber(field, text);
  return 'failure' in read ? read.failure : undefined;
};

/** The plain decimal text of a valid number field's trimmed text (`24.51p` is `24.51`, `12,500` is `12500`), or undefined. */
export function canonicalNumber(field: EntityField, text: string): string | undefined {
  const read = entityNumber(field, text);
  return 'value' in read ? read.value : undefined;
}

function checkChoice(value: unknown, field: EntityField): string | undefined {
  const allowed = field.lookupvalues!.map((choice) => String(choice.value));
  // A radio field holds one chosen value per lookup entry.
  const chosen = field.radiokey && typeof value === 'object' ? Object.values(value as object) : [value];
  return chosen.every((v) => isScalar(v) && allowed.includes(String(v))) ? undefined : choiceMessage(field);
}

/** The first failure of one value against its field's metadata, or undefined when it is acceptable; `dates` judges days that must not be past. */
export function validateEntityField(field: EntityField, value: unknown, dates?: DateRule): string | undefined {
  if (isEmpty(value)) return field.nullable ? undefined : M.required;
  if (field.lookupvalues) {
    const failure = checkChoice(value, field);
    if (failure) return failure;
    if (field.radiokey) return undefined;
  }
  if (!isScalar(value)) return M.text;
  const text = typeof value === 'string' ? value.trim() : String(value);
  switch (field.type) {
    case 'varchar':
      if (field.length !== undefined && text.length > field.length) return M.tooLong;
      return field.format ? formatFailure(field.format, text) : undefined;
    case 'int':
    case 'decimal':
      return numberFailure(field, text);
    case 'date':
      return dateFailure(field, value, text, dates);
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(text) && !Number.isNaN(Date.parse(text))
        ? undefined
        : M.datetime;
    case 'bit':
      return ['true', 'false', '1', '0'].includes(text.toLowerCase()) ? undefined : M.bit;
  }
}
