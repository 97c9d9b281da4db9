import { readdirSync } from 'node:fs';
import path from 'node:path';
import { onFirstUse } from './first-use';

describe('onFirstUse', () => {
  it('makes the value at the first call, once, and answers the same value after', () => {
    const make = jest.fn(() => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

/** Every module of domain/, tests aside. */
const domainModules = readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
  .map((file) => path.join(__dirname, file));

/** The Intl formatters made while `run` runs. */
function formattersMadeBy(run: () => void): number {
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  try {
    run();
    return dates.mock.calls.length + numbers.mock.calls.length;
  } finally {
    dates.mockRestore();
    numbers.mockRestore();
  }
}

describe('the domain modules, which the Lambdas bundle', () => {
  it('make no Intl formatter when they load, so a Lambda that never formats does not pay for ICU data at its cold start', () => {
    expect(domainModules.length).toBeGreaterThan(50);
    const madeAtLoad = domainModules.filter((file) => formattersMadeBy(() => jest.isolateModules(() => void jest.requireActual(file))) > 0);
    expect(madeAtLoad).toEqual([]);
  });

  it('make their formatters at first use, once each', () => {
    let modules: { calendar: typeof import('./calendar-date'); quantities: typeof import('./quantities'); reports: typeof import('./reports/format') } | undefined;
    jest.isolateModules(() => {
      modules = {
        calendar: jest.requireActual<typeof import('./calendar-date')>('./calendar-date'),
        quantities: jest.requireActual<typeof import('./quantities')>('./quantities'),
        reports: jest.requireActual<typeof import('./reports/format')>('./reports/format'),
      };
    });
    const { calendar, quantities, reports } = modules!;
    const atUse = formattersMadeBy(() => {
      expect(calendar.ukCalendarDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
      expect(quantities.formatCount(100000, 'rows')).toBe('100,000 rows');
      expect(reports.formatMoney(1234.5)).toBe('£1,234.50');
      calendar.ukCalendarDate(new Date('2026-12-31T23:30:00Z'));
    });
    expect(atUse).toBe(3);
  });
});
