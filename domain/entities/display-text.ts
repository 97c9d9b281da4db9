import { formatUkDate } from '../calendar-date';
import type { EntityMetadata } from './types';

/**
 * What names a record to a person: its entity's display fields, dates as dd/mm/yyyy and values
 * with a unit followed by it (`01/04/2027 24 months`), empty ones left out.
 */
export function displayText(metadata: EntityMetadata, record: Readonly<Record<string, unknown>>): string {
  return metadata.displayfields
    .flatMap((field) => {
      const value = record[field];
      if (value === undefined || value === null || value === '') return [];
      const meta = metadata.fields[field];
      if (meta?.type === 'date' && typeof value === 'string') return [formatUkDate(value)];
      return [meta?.unit ? `${String(value)} ${meta.unit}` : String(value)];
    })
    .join(' ');
}
