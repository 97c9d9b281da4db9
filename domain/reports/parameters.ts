import { calendarDate, CALENDAR_DATE_MESSAGES, localCalendarDate } from '../calendar-date';
import { checkMpanCore, checkMprn, mpanCoreOf } from '../meter-points';
import { isValidPostcode, normalisePostcode } from '../postcode';
import type { ReportDefinition, ReportParameter } from './definitions';

/** Report parameters: defaults for the screen and the server's checks, with their messages. */

export const BUILDING_FIELD_MAX_LENGTH = 50;

/** A local calendar date as ISO `YYYY-MM-DD`. */
export const isoDate = localCalendarDate;

export const daysBefore = (today: Date, days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);

/** Each parameter's default: dates counted back from today (contracts the last 7 days, commission 30). */
export function defaultParameters(definition: ReportDefinition, today: Date): Record<string, string> {
  return Object.fromEntries(
    definition.parameters.map((p) => [p.name, typeof p.value === 'string' ? p.value : isoDate(daysBefore(today, p.value.daysAgo))]),
  );
}

/** The definition's window ahead: from today to as many years on, or undefined for a report without one. */
export function windowAhead(definition: ReportDefinition, today: Date): Record<string, string> | undefined {
  if (!definition.windowahead) return undefined;
  const end = new Date(today.getFullYear() + definition.windowahead.years, today.getMonth(), today.getDate());
  return { ...defaultParameters(definition, today), fromdate: isoDate(today), todate: isoDate(end) };
}

export interface CheckedParameters {
  /** Normalised values (dates as ISO days, postcode upper-cased and spaced, MPAN core without its top line). */
  readonly values: Readonly<Record<string, string>>;
  readonly errors: readonly string[];
  /** The same messages by the parameter each is about, so a screen shows them on its fields. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
}

/** Starts with the end's label, so a screen given only the server's message still shows it on that field. */
const windowBackwards = (definition: ReportDefinition) => {
  const label = (name: string) => definition.parameters.find((p) => p.name === name)?.label ?? name;
  return `${label('todate')} must not be before ${label('fromdate')}`;
};

function checkOne(parameter: ReportParameter, raw: string): { value: string; errors: string[] } {
  const { name, label } = parameter;
  if (parameter.fieldtype === 'date') {
    const iso = calendarDate(raw);
    return iso ? { value: iso, errors: [] } : { value: raw, errors: [CALENDAR_DATE_MESSAGES.invalidNamed(label)] };
  }
  if (name === 'postcode') {
    const postcode = normalisePostcode(raw);
    return { value: postcode, errors: isValidPostcode(postcode) ? [] : ['Post code is not a valid UK post code'] };
  }
  if (name === 'mpancore') {
    const core = mpanCoreOf(raw);
    return { value: core, errors: [...checkMpanCore(core).errors] };
  }
  if (name === 'mprn') return { value: raw, errors: [...checkMprn(raw).errors] };
  return { value: raw, errors: raw.length > BUILDING_FIELD_MAX_LENGTH ? [`${label} cannot have more than ${BUILDING_FIELD_MAX_LENGTH} characters`] : [] };
}

/**
 * Checks the query against the report's parameters; every message is listed, nothing is guessed.
 * The server refuses a request by these checks, and the screen runs them before asking.
 */
export function checkParameters(definition: ReportDefinition, query: Readonly<Record<string, string | undefined>>): CheckedParameters {
  const values: Record<string, string> = {};
  const fieldErrors: Record<string, string[]> = {};
  const refuse = (name: string, messages: readonly string[]) => {
    if (messages.length > 0) (fieldErrors[name] ??= []).push(...messages);
  };
  for (const parameter of definition.parameters) {
    const raw = (query[parameter.name] ?? '').trim();
    if (!raw) {
      if (parameter.required) refuse(parameter.name, [`${parameter.label} must be entered`]);
      continue;
    }
    const checked = checkOne(parameter, raw);
    values[parameter.name] = checked.value;
    refuse(parameter.name, checked.errors);
  }
  // Any window is answered: the store's reports come in pages, so a long one costs only the pages read.
  const refused = Object.keys(fieldErrors).length > 0;
  if (!refused && values.fromdate && values.todate && values.fromdate > values.todate) refuse('todate', [windowBackwards(definition)]);
  return { values, errors: Object.values(fieldErrors).flat(), fieldErrors };
}
