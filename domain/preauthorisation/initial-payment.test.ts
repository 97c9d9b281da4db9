import { penceOfPounds } from '../../test/support/decimal-oracle';
import { formatPounds, formatPrice, initialPayment, MONTHS_OF_COVER } from './initial-payment';

const prices = [{ name: 'Unit Rate', value: 24.5 }, { name: 'Standing Charge', value: 45 }];

describe('the initial payment formula', () => {
  it('charges a year of consumption and standing charge over twelve, times the months of cover, to the penny', () => {
    // (20,000 x (24.5 + 1.5) + 365 x 45) / 12 x 1 = 44,702.08 pence
    expect(initialPayment({ annualconsumption: 20000, contractterm: '36', tariffprices: prices, commission: 1.5 })).toBe(447.02);
    // the same at 12 months covers 3 months: 134,106.25 pence
    expect(initialPayment({ annualconsumption: 20000, contractterm: '12', tariffprices: prices, commission: 1.5 })).toBe(1341.06);
  });

  it('rounds the exact charge once, paying half a penny up', () => {
    // 1,000 x (10.01 + 0.2) x 3 / 12 is exactly 2,552.5 pence; the float charge is 2,552.4999...
    expect(initialPayment({ annualconsumption: 1000, contractterm: '12', tariffprices: [{ name: 'Unit Rate', value: 10.01 }], commission: 0.2 })).toBe(25.53);
  });

  it('covers more months for shorter terms', () => {
    const byTerm = ['12', '18', '24', '36'].map((contractterm) => initialPayment({ annualconsumption: 10000, contractterm, tariffprices: prices, commission: 1 }) ?? 0);
    expect(byTerm).toEqual([...byTerm].sort((a, b) => b - a));
    expect(Object.keys(MONTHS_OF_COVER)).toEqual(['12', '18', '24', '36']);
  });

  it('falls as the commission is lowered', () => {
    const at = (commission: number) => initialPayment({ annualconsumption: 30000, contractterm: '24', tariffprices: prices, commission }) ?? 0;
    expect(at(0)).toBeLessThan(at(1));
    // 30,000 kWh x 1 p/kWh over 12 months x 2 months = £50.00 difference
    expect(penceOfPounds(at(1)) - penceOfPounds(at(0))).toBe(5000n);
  });

  it('cannot be calculated without consumption, a unit rate or a known term', () => {
    expect(initialPayment({ annualconsumption: 0, contractterm: '36', tariffprices: prices, commission: 1 })).toBeUndefined();
    expect(initialPayment({ annualconsumption: 100, contractterm: '36', tariffprices: [{ name: 'Standing Charge', value: 45 }], commission: 1 })).toBeUndefined();
    expect(initialPayment({ annualconsumption: 100, contractterm: '48', tariffprices: prices, commission: 1 })).toBeUndefined();
  });
});

describe('money and prices on screen', () => {
  it('shows pounds with two decimals, and None for no value', () => {
    expect(formatPounds(1341.04)).toBe('£1,341.04');
    expect(formatPounds(12.5)).toBe('£12.50');
    expect(formatPounds(undefined)).toBe('None');
  });

  it('shows pounds past a thousand with separators, as the reports do', () => {
    expect(formatPounds(1234567.5)).toBe('£1,234,567.50');
  });

  it('shows each price in pence with two decimals', () => {
    expect(prices.map(formatPrice)).toEqual(['Unit Rate 24.50p', 'Standing Charge 45.00p']);
  });
});
