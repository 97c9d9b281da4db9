import { sumPounds, type DecimalInput } from '../money';
import type { ReportDefinition } from './definitions';
import type { ReportRow } from './grouping';

/**
 * The report screen's filter over the lines it has loaded, and the totals of what it shows. Each
 * word typed must be found, in any case, in one of the report's filter fields (customer, site,
 * meter point, statuses), so "harbour paid" finds Harbour Cafe's paid lines; an MPAN typed in
 * groups of digits still finds its lines.
 */

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

const cellText = (value: unknown) => (value === undefined || value === null ? '' : String(value).toLowerCase());

export function lineMatches(definition: Pick<ReportDefinition, 'filterfields' | 'columnformats'>, row: ReportRow, filterText: string): boolean {
  const wanted = words(filterText);
  if (wanted.length === 0) return true;
  const cells = definition.filterfields.map((field) => cellText(row[field]));
  const references = definition.filterfields.filter((field) => definition.columnformats[field] === 'reference').map((field) => cellText(row[field]));
  // A reference typed in groups ("1312 3456 78907") is one word of the reference, not several.
  if (wanted.length > 1 && references.some((reference) => reference.includes(wanted.join('')))) return true;
  return wanted.every((word) => cells.some((cell) => cell.includes(word)));
}

export const filterLines = <T extends ReportRow>(definition: Pick<ReportDefinition, 'filterfields' | 'columnformats'>, rows: readonly T[], filterText: string): T[] =>
  rows.filter((row) => lineMatches(definition, row, filterText));

export interface ColumnTotal {
  readonly field: string;
  readonly heading: string;
  /** Pounds to the penny, added as whole pence. */
  readonly pounds: number;
}

const isAmount = (value: unknown): value is DecimalInput => typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');

/** The total of each money column over the lines given, in column order. */
export function moneyTotals(definition: Pick<ReportDefinition, 'fieldnames' | 'columnheadings' | 'columnformats'>, rows: readonly ReportRow[]): ColumnTotal[] {
  return definition.fieldnames.flatMap((field, i) =>
    definition.columnformats[field] === 'money' ? [{ field, heading: definition.columnheadings[i], pounds: sumPounds(rows.map((row) => row[field]).filter(isAmount)) }] : [],
  );
}

/** The filter's words, shown and said as written here. */
export const FILTER_MESSAGES = {
  label: 'Filter lines',
  placeholder: 'Customer, site, meter point or status',
  clear: 'Clear filter',
  /** The filter's own clear icon, named apart from the Clear filter button a no-match shows. */
  clearText: 'Clear filter text',
  /** How many lines match, out of those loaded when more exist. */
  matches: (matching: number, loaded: number, more: boolean) =>
    `${matching.toLocaleString('en-GB')} of ${loaded.toLocaleString('en-GB')} ${more ? 'loaded lines' : 'lines'} ${matching === 1 ? 'matches' : 'match'}`,
  noMatch: (filterText: string, dated: boolean) => `No line matches "${filterText.trim()}": clear the filter or ${dated ? 'widen the dates' : 'change the search'}`,
  loadMore: 'Load more lines',
  total: (heading: string, amount: string, more: boolean) => `Total ${heading}: ${amount}${more ? ' (of the loaded lines; more lines exist)' : ''}`,
} as const;
