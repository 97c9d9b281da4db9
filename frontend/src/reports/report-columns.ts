import type { ColumnFormat, ReportDefinition } from '../../../domain/reports/definitions';

/**
 * How the report table lays out a column. Formatted values (dates, money, counts, references) are
 * short and keep to one line, numbers aligned right; free text (names, addresses) wraps within a
 * measure, so the table is as wide as its content needs and no wider. Headings wrap between words
 * only, so a column is never narrower than its heading's longest word.
 */
export type ColumnKind = 'text' | 'address' | 'value' | 'number';

const NUMBER_FORMATS: readonly ColumnFormat[] = ['money', 'kwh', 'pencePerKwh', 'count'];

export function columnKind(definition: Pick<ReportDefinition, 'columnformats'>, field: string): ColumnKind {
  const format = definition.columnformats[field];
  if (format && NUMBER_FORMATS.includes(format)) return 'number';
  if (format) return 'value';
  return field === 'address' ? 'address' : 'text';
}

/**
 * Columns that stay in view while a wide report scrolls sideways: a report of grouped lines keeps its
 * outermost two (the customer's id and name, the meter point's group and profile), a search its first.
 */
export const frozenColumnCount = (definition: Pick<ReportDefinition, 'groupingfields' | 'fieldnames'>) =>
  Math.min(definition.groupingfields.length > 0 ? 2 : 1, definition.fieldnames.length);
