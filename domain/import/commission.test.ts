import { penceOfPounds } from '../../test/support/decimal-oracle';
import { addYears, commissionSchedule, commissionTotal } from './commission';

describe('commission', () => {
  it('is uplift (p/kWh) times annual kWh over the term, in pounds', () => {
    expect(commissionTotal(1.5, 45000, 36)).toBe(2025);
    expect(commissionTotal(1.5, 45000, 12)).toBe(675);
    expect(commissionTotal(0.333, 10001, 18)).toBe(49.95);
    expect(commissionTotal(0, 45000, 36)).toBe(0);
    expect(commissionTotal(1, Number.NaN, 36)).toBe(0);
  });

  it('rounds the exact product once, so half a penny is paid up', () => {
    // 0.7 x 4,567 x 60 / 12 is exactly 15,984.5p; as a float product it is 15,984.4999...p and was paid £159.84.
    expect(commissionTotal(0.7, 4567, 60)).toBe(159.85);
    expect(commissionTotal('0.7', '4567', 60)).toBe(159.85);
    expect(commissionSchedule(0.7, 4567, 60, '2026-01-01').map((p) => p.amount)).toEqual([31.97, 31.97, 31.97, 31.97, 31.97]);
  });

  it('pays yearly from the start date, a part year pro rata, adding up to the total to the penny', () => {
    const schedule = commissionSchedule(0.333, 10001, 18, '2026-04-01');
    expect(schedule.map((p) => p.duedate)).toEqual(['2026-04-01', '2027-04-01']);
    expect(schedule.map((p) => p.amount)).toEqual([33.3, 16.65]);
    const total = commissionSchedule(1.237, 33333, 36, '2026-01-31');
    expect(total).toHaveLength(3);
    expect(total.reduce((sum, p) => sum + penceOfPounds(p.amount), 0n)).toBe(penceOfPounds(commissionTotal(1.237, 33333, 36)));
    expect(commissionSchedule(0, 1000, 12, '2026-01-01')).toEqual([]);
  });

  it('keeps anniversaries of 29 February on the last day of February', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2026-04-01', 2)).toBe('2028-04-01');
  });
});
