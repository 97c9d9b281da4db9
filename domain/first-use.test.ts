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

describe('the domain modules that format', () => {
  /** The modules' Intl formatters made while `run` runs, counted by constructor. */
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

  it('make no Intl formatter when they load, so a Lambda that never formats does not pay ICU data at its cold start', () => {
    let modules: { calendar: typeof import('./calendar-date'); quantities: typeof import('./quantities'); reports: typeof import('./reports/format') } | undefined;
    const atLoad = formattersMadeBy(() =>
      jest.isolateModules(() => {
        modules = {
          calendar: jest.requireActual<typeof import('./calendar-date')>('./calendar-date'),
          quantities: jest.requireActual<typeof import('./quantities')>('./quantities'),
          reports: jest.requireActual<typeof import('./reports/format')>('./reports/format'),
        };
      }),
    );
    expect(atLoad).toBe(0);
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
