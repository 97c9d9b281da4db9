import fc from 'fast-check';
import { decimalText, div, fractionOf, halfUp, isHalf, mul, penceOfPounds, whole } from '../../test/support/decimal-oracle';
import { addYears, commissionSchedule, commissionTotal } from './commission';

/** Uplifts as the field holds them: up to three decimals of a penny per kWh. */
const uplift = fc.tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 3 })).map(([units, scale]) => decimalText(BigInt(units), scale));
const kwh = fc.integer({ min: 1, max: 5_000_000 });
const term = fc.constantFrom(12, 18, 24, 36, 6, 60);
const start = fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/** The long-hand total in pence: uplift x kWh x months / 12, half a penny up. */
const oracleTotal = (upliftText: string, k: number, t: number) => halfUp(div(mul(mul(fractionOf(upliftText), whole(k)), whole(t)), 12n));

describe('commission arithmetic, over generated contracts', () => {
  it('is the long-hand total to the penny, whether the uplift comes as a number or as its text', () => {
    fc.assert(
      fc.property(uplift, kwh, term, (u, k, t) => {
        expect(penceOfPounds(commissionTotal(Number(u), k, t))).toBe(oracleTotal(u, k, t));
        expect(penceOfPounds(commissionTotal(u, String(k), t))).toBe(oracleTotal(u, k, t));
      }),
      { numRuns: 1000 },
    );
  });

  it('pays half a penny up where the product lands exactly on it', () => {
    // Over 60 months an uplift of one decimal, m/10, times an odd kWh gives m x kWh x 5 / 10 pence: a half when m and kWh are both odd.
    const odd = (max: number) => fc.integer({ min: 0, max }).map((n) => 2 * n + 1);
    fc.assert(
      fc.property(odd(499), odd(2_000_000), (m, k) => {
        const u = decimalText(BigInt(m), 1);
        expect(isHalf(div(mul(mul(fractionOf(u), whole(k)), whole(60)), 12n))).toBe(true);
        expect(penceOfPounds(commissionTotal(Number(u), k, 60))).toBe((BigInt(m) * BigInt(k) * 5n + 5n) / 10n);
      }),
      { numRuns: 500, examples: [[7, 4567]] },
    );
  });

  it('is never negative and is a whole number of pence, whatever numbers it is given', () => {
    const anyNumber = fc.oneof(fc.double({ min: -1e4, max: 1e4 }), fc.integer({ min: -1e6, max: 1e6 }), fc.constant(Number.NaN));
    // Terms up to a thousand months keep every product inside whole pence a number can hold; larger amounts throw (money.ts).
    const anyTerm = fc.oneof(fc.double({ min: -1e3, max: 1e3 }), fc.integer({ min: -1e3, max: 1e3 }), fc.constant(Number.NaN));
    fc.assert(
      fc.property(anyNumber, anyNumber, anyTerm, (u, k, t) => {
        const total = commissionTotal(u, k, t);
        // penceOfPounds also refuses an amount with more than two decimals.
        expect(penceOfPounds(total) >= 0n).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('pays one instalment a contract year, none negative, each year what is due to date to the penny, adding up to the total', () => {
    fc.assert(
      fc.property(uplift, kwh, term, start, (u, k, t, s) => {
        const schedule = commissionSchedule(Number(u), k, t, s);
        const total = oracleTotal(u, k, t);
        if (total === 0n) return expect(schedule).toEqual([]);
        expect(schedule.map((p) => p.year)).toEqual([...Array(Math.ceil(t / 12)).keys()].map((i) => i + 1));
        let paid = 0n;
        schedule.forEach((payment, i) => {
          const pence = penceOfPounds(payment.amount);
          expect(pence >= 0n).toBe(true);
          paid += pence;
          expect(paid).toBe(halfUp(div(mul(whole(total), whole(Math.min(t, 12 * (i + 1)))), BigInt(t))));
        });
        expect(paid).toBe(total);
        expect(schedule.map((p) => p.duedate)).toEqual(schedule.map((_, i) => addYears(s, i)));
      }),
      // Three pence over five years once paid a penny a year and then minus a penny.
      { numRuns: 500, examples: [['0.003', 200, 60, '2020-01-01']] },
    );
  });

  it('puts each anniversary on the same day of the month, or the last day of February', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 10 }), (s, years) => {
        const due = addYears(s, years);
        expect(Number(due.slice(0, 4))).toBe(Number(s.slice(0, 4)) + years);
        expect(due.slice(5, 7)).toBe(s.slice(5, 7));
        if (due.slice(8) !== s.slice(8)) expect(s.slice(5)).toBe('02-29');
      }),
      { numRuns: 300 },
    );
  });
});
