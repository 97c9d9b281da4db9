import fc from 'fast-check';
import { initialPayment, MONTHS_OF_COVER, STANDING_CHARGE, UNIT_RATE } from './initial-payment';
import { normaliseCommission } from './payment-request';

const price = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const inputs = fc.record({
  annualconsumption: fc.integer({ min: 1, max: 5_000_000 }),
  contractterm: fc.constantFrom(...Object.keys(MONTHS_OF_COVER)),
  unitRate: price(0, 100),
  standingCharge: price(0, 500),
  commission: price(0, 10),
});

describe('initial payment arithmetic, over generated quotes', () => {
  it('is a non-negative amount to the penny, and a higher commission never lowers it', () => {
    fc.assert(
      fc.property(inputs, price(0, 5), ({ unitRate, standingCharge, ...rest }, extra) => {
        const tariffprices = [{ name: UNIT_RATE, value: unitRate }, { name: STANDING_CHARGE, value: standingCharge }];
        const amount = initialPayment({ ...rest, tariffprices })!;
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
        expect(initialPayment({ ...rest, tariffprices, commission: rest.commission + extra })!).toBeGreaterThanOrEqual(amount);
      }),
      { numRuns: 500 },
    );
  });

  it('turns any typed commission into a non-negative finite number', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (typed) => {
      const commission = normaliseCommission(typed);
      return Number.isFinite(commission) && commission >= 0;
    }), { numRuns: 500 });
  });
});
