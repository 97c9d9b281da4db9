import fc from 'fast-check';
import { addYears, commissionSchedule, commissionTotal } from './commission';

const uplift = fc.double({ min: 0.001, max: 10, noNaN: true });
const kwh = fc.integer({ min: 1, max: 5_000_000 });
const term = fc.constantFrom(12, 18, 24, 36, 6, 60);
const start = fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const pence = (pounds: number) => Math.round(pounds * 100);

describe('commission arithmetic, over generated contracts', () => {
  it('is never negative and is a whole number of pence, whatever numbers it is given', () => {
    const anyNumber = fc.oneof(fc.double({ min: -1e9, max: 1e9 }), fc.integer(), fc.constant(Number.NaN));
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (u, k, t) => {
        const total = commissionTotal(u, k, t);
        return total >= 0 && (Number.isFinite(total) ? Math.abs(total * 100 - pence(total)) < 1e-6 : false);
      }),
      { numRuns: 500 },
    );
  });

  it('pays one instalment a contract year, none negative, adding up to the total to the penny', () => {
    fc.assert(
      fc.property(uplift, kwh, term, start, (u, k, t, s) => {
        const schedule = commissionSchedule(u, k, t, s);
        const total = pence(commissionTotal(u, k, t));
        if (total === 0) return expect(schedule).toEqual([]);
        expect(schedule.map((p) => p.year)).toEqual([...Array(Math.ceil(t / 12)).keys()].map((i) => i + 1));
        for (const payment of schedule) expect(payment.amount).toBeGreaterThanOrEqual(0);
        expect(schedule.reduce((sum, p) => sum + pence(p.amount), 0)).toBe(total);
        expect(schedule.map((p) => p.duedate)).toEqual(schedule.map((_, i) => addYears(s, i)));
      }),
      // Three pence over five years once paid a penny a year and then minus a penny.
      { numRuns: 500, examples: [[0.021739130434782608, 23, 60, '2020-01-01']] },
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
