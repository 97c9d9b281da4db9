/**
 * Third-party costs are the broker's commission: the uplift on each meter point and the contract's
 * commission structure. The intermediary's product configuration decides whether its brokers see
 * them (`showthirdpartycosts`) and set them (`editthirdpartycosts`), by thirdPartyCostAccess in
 * domain/intermediary.ts; the server applies it on every path that carries them, and the screens
 * show the same answer.
 */
import { ENTITIES, isEntityName } from '../entities';
import type { EntityRecord, ImportCustomer } from './types';

/** The fields that carry third-party costs, by entity. */
export const THIRD_PARTY_COST_FIELDS: Readonly<Record<string, readonly string[]>> = {
  contract: ['commissionstructureid'],
  elecmeterpoint: ['upliftvalue'],
  gasmeterpoint: ['upliftvalue'],
};

export const isThirdPartyCostField = (entity: string, field: string) => THIRD_PARTY_COST_FIELDS[entity]?.includes(field) ?? false;

export const THIRD_PARTY_COST_MESSAGES = {
  /** A file cell or an entered value where the product lets only the supplier set them. */
  setBySupplier: (field: string) => `${field} is set by the supplier for this product: leave it empty`,
  /** An entered value on a customer's line, where the supplier set none. */
  setOnLine: (line: number, field: string) => `Line ${line}: ${field} is set by the supplier for this product: leave it empty`,
  /** A save that changes a value the supplier set. */
  changed: (line: number, field: string) => `Line ${line}: ${field} is set by the supplier for this product and cannot be changed`,
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A field as the broker knows it; a meter point's by its MPAN or MPRN. */
function fieldName(entity: string, field: string, record: EntityRecord): string {
  const label = isEntityName(entity) ? (ENTITIES[entity].fields[field]?.label ?? field) : field;
  const mpxn = record.mpancore ?? record.mprn;
  return isBlank(mpxn) ? label : `${label} of meter point ${String(mpxn)}`;
}

/** The same value, however written: `1.5` is `1.500`. */
function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  const [x, y] = [String(a).trim(), String(b).trim()];
  return x === y || (Number.isFinite(Number(x)) && Number(x) === Number(y));
}

/** Each record that carries costs, with its entity, where it sits on its customer's line (1-based) and a key to find it again. */
function* costRecords(customers: readonly ImportCustomer[], firstLine = 1): Generator<{ entity: string; line: number; key: string; record: EntityRecord }> {
  for (const [index, customer] of customers.entries()) {
    const line = firstLine + index;
    for (const [c, contract] of (customer.contracts ?? []).entries()) yield { entity: 'contract', line, key: `${line}:contract:${c}`, record: contract };
    for (const site of customer.sites ?? []) {
      for (const product of site.products ?? []) {
        // A meter point is the same one wherever an edit moves it: its MPAN or MPRN names it.
        for (const meterpoint of product.elecmeterpoints ?? []) yield { entity: 'elecmeterpoint', line, key: `mpan:${String(meterpoint.mpancore ?? '')}`, record: meterpoint };
        for (const meterpoint of product.gasmeterpoints ?? []) yield { entity: 'gasmeterpoint', line, key: `mprn:${String(meterpoint.mprn ?? '')}`, record: meterpoint };
      }
    }
  }
}

/** Customers with their records' cost fields replaced by `fill` (the record as it was, where `fill` answers undefined). */
function mapCostRecords(
  customers: readonly ImportCustomer[],
  fill: (entity: string, record: EntityRecord, line: number, key: string) => EntityRecord | undefined,
  firstLine = 1,
): ImportCustomer[] {
  const replaced = new Map<EntityRecord, EntityRecord>();
  for (const { entity, record, line, key } of costRecords(customers, firstLine)) {
    const next = fill(entity, record, line, key);
    if (next) replaced.set(record, next);
  }
  const swap = <T extends EntityRecord>(record: T): T => (replaced.get(record) as T | undefined) ?? record;
  return customers.map((customer) => ({
    ...customer,
    contracts: (customer.contracts ?? []).map(swap),
    sites: (customer.sites ?? []).map((site) => ({
      ...site,
      products: (site.products ?? []).map((product) => ({
        ...product,
        ...(product.elecmeterpoints ? { elecmeterpoints: product.elecmeterpoints.map(swap) } : {}),
        ...(product.gasmeterpoints ? { gasmeterpoints: product.gasmeterpoints.map(swap) } : {}),
      })),
    })),
  }));
}

/** The customers as a broker who may not see third-party costs receives them. */
export function withoutThirdPartyCosts(customers: readonly ImportCustomer[]): ImportCustomer[] {
  return mapCostRecords(customers, (entity, record) => {
    const fields = THIRD_PARTY_COST_FIELDS[entity];
    if (!fields.some((field) => field in record)) return undefined;
    return Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field)));
  });
}

/**
 * An edit by a broker who may not set third-party costs, held to what is stored: a value left out
 * (the screen never had it) keeps the stored one; a value that differs, or one on a record that
 * had none stored, is refused, naming the line and the field.
 */
export function keepStoredThirdPartyCosts(
  stored: readonly ImportCustomer[],
  edited: readonly ImportCustomer[],
  firstLine = 1,
): { customers: ImportCustomer[]; refusals: string[] } {
  const before = new Map<string, EntityRecord>();
  for (const { key, record } of costRecords(stored, firstLine)) before.set(key, record);
  const refusals: string[] = [];
  const customers = mapCostRecords(edited, (entity, record, line, key) => {
    const kept = before.get(key);
    const restored: Record<string, unknown> = {};
    for (const field of THIRD_PARTY_COST_FIELDS[entity]) {
      const was = kept?.[field];
      if (!(field in record)) {
        if (!isBlank(was)) restored[field] = was;
      } else if (!sameValue(record[field], was)) {
        const name = fieldName(entity, field, record);
        refusals.push(isBlank(was) ? THIRD_PARTY_COST_MESSAGES.setOnLine(line, name) : THIRD_PARTY_COST_MESSAGES.changed(line, name));
      }
    }
    return Object.keys(restored).length ? { ...record, ...restored } : undefined;
  }, firstLine);
  return { customers, refusals };
}
