import type { BoundColumn } from './columns';

/**
 * A row's value of each bound column, by rule; undefined where the cell was empty or failed (no
 * rule places undefined: the fuel column places the row's fuel only when it names one).
 */
export type RowSlots = unknown[];

/** Where a slot's value lands in its entity's record; `shadows` are later slots of the same field, which overwrite it. */
export interface Placed {
  readonly slot: number;
  readonly field: string;
  readonly shadows: readonly number[];
}

/** The slots of each record a row fills, in column order, so records and keys are built straight from them. */
export interface RowLayout {
  readonly customer: readonly Placed[];
  readonly site: readonly Placed[];
  readonly account: readonly Placed[];
  readonly contact: readonly Placed[];
  readonly contract: readonly Placed[];
  readonly product: readonly Placed[];
  /** The meter point of a gas row, and of any other row. */
  readonly gasMeterPoint: readonly Placed[];
  readonly elecMeterPoint: readonly Placed[];
  /** Price slots, `field` being the price's name. */
  readonly prices: readonly Placed[];
}

/** Gas rows carry consumption and uplift in the same columns as electricity rows. */
const GAS_FIELD_OF: ReadonlyMap<string, string> = new Map([['eac', 'aq'], ['upliftvalue', 'upliftvalue'], ['meterserialnumber', 'meterserialnumber']]);

function placedOf(entries: readonly { slot: number; field: string }[]): Placed[] {
  return entries.map(({ slot, field }, i) => ({
    slot,
    field,
    shadows: entries.slice(i + 1).filter((later) => later.field === field).map((later) => later.slot),
  }));
}

export function rowLayout(columns: readonly BoundColumn[]): RowLayout {
  const of = (keep: (column: BoundColumn['column']) => string | undefined) =>
    placedOf(columns.flatMap(({ column }, slot) => {
      const field = keep(column);
      return field === undefined ? [] : [{ slot, field }];
    }));
  const entity = (name: string) => of((column) => (column.entity === name ? column.field : undefined));
  return {
    customer: entity('customer'),
    site: entity('site'),
    account: entity('account'),
    contact: entity('contact'),
    contract: entity('contract'),
    product: entity('product'),
    gasMeterPoint: of(({ entity: name, field }) => (name === 'gasmeterpoint' ? field : name === 'elecmeterpoint' ? GAS_FIELD_OF.get(field) : undefined)),
    elecMeterPoint: entity('elecmeterpoint'),
    prices: of(({ entity: name, field, pricename }) => (name === 'price' ? pricename ?? field : undefined)),
  };
}

/** A slot's value as its record holds it: unset when a later column of the same field overwrites it. */
export function valueOf(slots: RowSlots, placed: Placed): unknown {
  for (const later of placed.shadows) if (slots[later] !== undefined) return undefined;
  return slots[placed.slot];
}

/** A record's value of a field, given the field's placed slots: its last set column's. */
export function fieldValue(slots: RowSlots, placed: readonly Placed[]): unknown {
  for (const entry of placed) {
    const value = valueOf(slots, entry);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The record the row's slots make, fields in column order as assigning them one by one would. */
export function recordOf(slots: RowSlots, placed: readonly Placed[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const { slot, field } of placed) {
    const value = slots[slot];
    if (value !== undefined) record[field] = value;
  }
  return record;
}

export function noneSet(slots: RowSlots, placed: readonly Placed[]): boolean {
  for (const { slot } of placed) if (slots[slot] !== undefined) return false;
  return true;
}

/** Whether two rows fill a record alike (so their records are equal). */
export function sameSlots(a: RowSlots, b: RowSlots, placed: readonly Placed[]): boolean {
  for (const { slot } of placed) if (a[slot] !== b[slot]) return false;
  return true;
}
