import fc from 'fast-check';
import { add, decimalText, div, fractionOf, halfUp, isHalf, mul, penceOfPounds, whole } from '../../test/support/decimal-oracle';
import { initialPayment, MONTHS_OF_COVER, STANDING_CHARGE, UNIT_RATE } from './initial-payment';
import { normaliseCommission } from './payment-request';

/** A price as its field holds it: pence with up to `scale` decimals. */
const price = (max: number, scale: number) =>
  fc.tuple(fc.integer({ min: 0, max: max * 10 ** scale }), fc.integer({ min: 0, max: scale })).map(([units, digits]) => decimalText(BigInt(units), digits));
const inputs = fc.record({
  annualconsumption: fc.integer({ min: 1, max: 5_000_000 }),
  contractterm: fc.constantFrom(...Object.keys(MONTHS_OF_COVER)),
  unitRate: price(100, 4),
  standingCharge: price(500, 4),
  commission: price(10, 3),
});

/** The long-hand payment in pence: (kWh x (unit rate + commission) + 365 x standing charge) / 12 x months, half a penny up. */
function oracle(k: number, unitRate: string, standingCharge: string, commission: string, months: number) {
  const annual = add(mul(whole(k), add(fractionOf(unitRate), fractionOf(commission))), mul(whole(365), fractionOf(standingCharge)));
  return div(mul(annual, whole(months)), 12n);
}

const thousandths = (text: string) => (fractionOf(text).num * 1000n) / fractionOf(text).den;

const pay = (k: number, contractterm: string, unitRate: string, standingCharge: string, commission: string) =>
  initialPayment({ annualconsumption: k, contractterm, tariffprices: [{ name: UNIT_RATE, value: Number(unitRate) }, { name: STANDING_CHARGE, value: Number(standingCharge) }], commission: Number(commission) })!;

describe('initial payment arithmetic, over generated quotes', () => {
  it('is the long-hand amount to the penny, and a higher commission never lowers it', () => {
    fc.assert(
      fc.property(inputs, price(5, 3), ({ annualconsumption: k, contractterm, unitRate, standingCharge, commission }, extra) => {
        const amount = pay(k, contractterm, unitRate, standingCharge, commission);
        expect(penceOfPounds(amount)).toBe(halfUp(oracle(k, unitRate, standingCharge, commission, MONTHS_OF_COVER[contractterm])));
        const higher = decimalText(thousandths(commission) + thousandths(extra), 3);
        expect(pay(k, contractterm, unitRate, standingCharge, higher)).toBeGreaterThanOrEqual(amount);
      }),
      { numRuns: 500 },
    );
  });

  it('pays half a penny up where the charge lands exactly on it', () => {
    // One kWh at a unit rate of (2n + 1) x 6 / months pence, less the commission, comes to n pence and a half.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...Object.keys(MONTHS_OF_COVER)), fc.integer({ min: 0, max: 1_999 }), (n, contractterm, commissionThousandths) => {
        const months = MONTHS_OF_COVER[contractterm];
        const annualThousandths = BigInt(((2 * n + 1) * 6) / months) * 1000n;
        const unitRate = decimalText(annualThousandths - BigInt(commissionThousandths), 3);
        const commission = decimalText(BigInt(commissionThousandths), 3);
        const exact = oracle(1, unitRate, '0', commission, months);
        expect(isHalf(exact)).toBe(true);
        expect(penceOfPounds(pay(1, contractterm, unitRate, '0', commission))).toBe(BigInt(n) + 1n);
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
