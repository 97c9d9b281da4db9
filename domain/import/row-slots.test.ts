import type { BoundColumn } from './columns';
import { recordOf, rowLayout, valueOf } from './row-slots';

const bound = (entity: string, field: string, pricename?: string) => ({ column: { name: field, entity, field, required: false, example: '', pricename }, index: 0 }) as unknown as BoundColumn;

describe('row slots', () => {
  const layout = rowLayout([bound('site', 'name'), bound('site', 'postcode'), bound('site', 'name'), bound('elecmeterpoint', 'eac'), bound('price', 'value', 'Unit Rate')]);

  it('builds a record as assigning the columns in order would: a repeated field keeps its first place and its last value', () => {
    expect(Object.entries(recordOf(['First', 'BS1 4DJ', 'Last'], layout.site))).toEqual([['name', 'Last'], ['postcode', 'BS1 4DJ']]);
    expect(Object.entries(recordOf(['First', 'BS1 4DJ', undefined], layout.site))).toEqual([['name', 'First'], ['postcode', 'BS1 4DJ']]);
  });

  it('counts a slot overwritten by a later column of the same field as unset', () => {
    const [first] = layout.site;
    expect(valueOf(['First', 'BS1 4DJ', 'Last'], first)).toBeUndefined();
    expect(valueOf(['First', 'BS1 4DJ', undefined], first)).toBe('First');
  });

  it("puts a gas row's consumption under aq and prices under their names", () => {
    expect(layout.gasMeterPoint.map((placed) => placed.field)).toEqual(['aq']);
    expect(layout.elecMeterPoint.map((placed) => placed.field)).toEqual(['eac']);
    expect(layout.prices.map((placed) => placed.field)).toEqual(['Unit Rate']);
  });
});
