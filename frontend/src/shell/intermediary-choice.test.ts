import type { Intermediary } from '../../../domain/intermediary';
import { initialIntermediary, sortedIntermediaries } from './intermediary-choice';

const tpi = (id: number, name: string): Intermediary => ({ id, name, products: {} });
const northern = tpi(103, 'Northern Power Partners');
const acme = tpi(101, 'Acme Energy Brokers');
const brightside = tpi(102, 'Brightside Utilities Consulting');

describe('choosing the intermediary', () => {
  it('lists the intermediaries by name', () => {
    expect(sortedIntermediaries([northern, acme, brightside]).map((t) => t.id)).toEqual([101, 102, 103]);
  });

  it('starts with the remembered intermediary when the user still holds it', () => {
    expect(initialIntermediary([northern, acme, brightside], '102')).toBe(brightside);
  });

  it('starts with the first by name when the remembered one is no longer held or none is remembered', () => {
    expect(initialIntermediary([northern, acme], '102')).toBe(acme);
    expect(initialIntermediary([northern, acme], undefined)).toBe(acme);
  });

  it('has none for a user without intermediaries', () => {
    expect(initialIntermediary([], '101')).toBeUndefined();
  });
});
