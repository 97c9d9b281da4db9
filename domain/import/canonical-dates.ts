import { calendarDate } from '../calendar-date';
import { ENTITIES, type EntityName } from '../entities';
import { ENTITY_OF_COLLECTION } from './collections';
import type { ImportCustomer } from './types';

const DATE_FIELDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(ENTITIES).map(([entity, metadata]) => [entity, Object.entries(metadata.fields).filter(([, field]) => field.type === 'date').map(([name]) => name)]),
);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function canonicalRecord(entity: EntityName, record: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  for (const field of DATE_FIELDS[entity]) {
    const value = copy[field];
    const iso = typeof value === 'string' ? calendarDate(value) : undefined;
    if (iso) copy[field] = iso;
  }
  for (const [collection, child] of Object.entries(ENTITY_OF_COLLECTION)) {
    const items = copy[collection];
    if (Array.isArray(items)) copy[collection] = items.map((item: unknown) => (isRecord(item) ? canonicalRecord(child, item) : item));
  }
  return copy;
}

/**
 * The customers with every date field as its ISO day, so an edit typed 01/12/2026 is stored as
 * processing reads it. A value that is not a date is left for validation to refuse.
 */
export function withCanonicalDates(customers: readonly ImportCustomer[]): ImportCustomer[] {
  return customers.map((customer) => (isRecord(customer) ? (canonicalRecord('customer', customer) as ImportCustomer) : customer));
}
