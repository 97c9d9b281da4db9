import fc from 'fast-check';
import { calendarDate, CALENDAR_DATE_MESSAGES, formatUkDate, localCalendarDate } from './calendar-date';

/** The oracle: the Gregorian calendar by its own rules, without Date. */
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysIn = (year: number, month: number) => (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]);
const two = (n: number) => String(n).padStart(2, '0');
const four = (n: number) => String(n).padStart(4, '0');

/** Days from 1 January 1900 (day 0) to a date, counted month by month. */
function daysSince1900(year: number, month: number, day: number): number {
  let days = 0;
  for (let y = 1900; y < year; y++) days += isLeap(y) ? 366 : 365;
  for (let m = 1; m < month; m++) days += daysIn(year, m);
  return days + day - 1;
}

const realDate = fc
  .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(({ year, month, day }) => day <= daysIn(year, month));

const impossibleDate = fc
  .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 29, max: 31 }) })
  .filter(({ year, month, day }) => day > daysIn(year, month));

describe('calendarDate', () => {
  it('reads dd/mm/yyyy, d/m/yyyy and yyyy-mm-dd as the ISO day they name', () => {
    fc.assert(
      fc.property(realDate, ({ year, month, day }) => {
        const iso = `${four(year)}-${two(month)}-${two(day)}`;
        expect(calendarDate(`${two(day)}/${two(month)}/${four(year)}`)).toBe(iso);
        expect(calendarDate(`${day}/${month}/${four(year)}`)).toBe(iso);
        expect(calendarDate(`${two(day)}-${two(month)}-${four(year)}`)).toBe(iso);
        expect(calendarDate(`${day}.${month}.${four(year)}`)).toBe(iso);
        expect(calendarDate(iso)).toBe(iso);
        expect(calendarDate(` ${iso} `)).toBe(iso);
      }),
    );
  });

  it('reads a day written with midnight after it, as spreadsheets and exports write a date cell with a time, and refuses any other time or a zone', () => {
    for (const written of ['01/04/2027 00:00', '01/04/2027 00:00:00', '2027-04-01 00:00:00', '2027-04-01T00:00:00', '2027-04-01T00:00:00.000', '1 Apr 2027 00:00']) expect(calendarDate(written)).toBe('2027-04-01');
    for (const written of ['01/04/2027 13:30', '2027-03-31T23:00:00Z', '2027-04-01T00:00:00+01:00', '01/04/2027 0:00', '00:00', '01/04/2027 00:00 00:00']) expect(calendarDate(written)).toBeUndefined();
  });

  it('refuses days the month does not have, in either form, rather than rolling them into the next month', () => {
    fc.assert(
      fc.property(impossibleDate, ({ year, month, day }) => {
        expect(calendarDate(`${two(day)}/${two(month)}/${four(year)}`)).toBeUndefined();
        expect(calendarDate(`${four(year)}-${two(month)}-${two(day)}`)).toBeUndefined();
      }),
    );
    expect(calendarDate('31/02/2026')).toBeUndefined();
    expect(calendarDate('2026-02-31')).toBeUndefined();
    expect(calendarDate('29/02/2100')).toBeUndefined();
    expect(calendarDate('29/02/2000')).toBe('2000-02-29');
  });

  it('never reads mm/dd/yyyy: a month above 12 is refused, and a day-first reading is the only one taken', () => {
    expect(calendarDate('12/31/2026')).toBeUndefined();
    expect(calendarDate('01/12/2026')).toBe('2026-12-01');
    fc.assert(
      fc.property(realDate.filter(({ day }) => day > 12), ({ year, month, day }) => {
        expect(calendarDate(`${two(month)}/${two(day)}/${four(year)}`)).toBeUndefined();
      }),
    );
  });

  it.each([['1 Apr 2027', '2027-04-01'], ['01-APR-2027', '2027-04-01'], ['31 December 2026', '2026-12-31'], ['29-feb-2028', '2028-02-29']])(
    'reads %j, the month named, as %s',
    (text, iso) => expect(calendarDate(text)).toBe(iso),
  );

  it.each(['', '2026-1-01', '2026/12/01', '01-12/2026', '1/12/26', '01-Apr-27', '1 Sept 2027', '29 Feb 2027', '1 Apr-2027', '1 Mayo 2027', '001/12/2026', '00/12/2026', '01/00/2026', '01/13/2026', '0000-01-01', 'tomorrow', '2026-12-01T00:00:00Z'])(
    'refuses %j',
    (text) => expect(calendarDate(text)).toBeUndefined(),
  );

  it('takes the UTC calendar day of a Date, as an XLSX date cell holds it', () => {
    fc.assert(
      fc.property(realDate, fc.integer({ min: 0, max: 86_399_999 }), ({ year, month, day }, ms) => {
        const date = new Date(0);
        date.setUTCFullYear(year, month - 1, day);
        expect(calendarDate(new Date(date.getTime() + ms))).toBe(`${four(year)}-${two(month)}-${two(day)}`);
      }),
    );
    expect(calendarDate(new Date(Number.NaN))).toBeUndefined();
  });

  it("reads Excel serial day numbers with Excel's 29 February 1900, which is not a real day", () => {
    expect(calendarDate(1)).toBe('1900-01-01');
    expect(calendarDate(59)).toBe('1900-02-28');
    expect(calendarDate(60)).toBeUndefined();
    expect(calendarDate(61)).toBe('1900-03-01');
    expect(calendarDate(45000)).toBe('2023-03-15');
    expect(calendarDate(45000.75)).toBe('2023-03-15');
    expect(calendarDate(0)).toBeUndefined();
    expect(calendarDate(-5)).toBeUndefined();
    expect(calendarDate(Number.NaN)).toBeUndefined();
    fc.assert(
      fc.property(realDate.filter(({ year }) => year >= 1900), ({ year, month, day }) => {
        const days = daysSince1900(year, month, day);
        // Excel's serial is one more than the days since 1 January 1900, and one more again from March 1900.
        const serial = days + 1 + (days >= 59 ? 1 : 0);
        expect(calendarDate(serial)).toBe(`${four(year)}-${two(month)}-${two(day)}`);
      }),
    );
  });
});

describe('formatUkDate', () => {
  it('shows an ISO day as dd/mm/yyyy, which reads back as the same day', () => {
    fc.assert(
      fc.property(realDate, ({ year, month, day }) => {
        const iso = `${four(year)}-${two(month)}-${two(day)}`;
        expect(formatUkDate(iso)).toBe(`${two(day)}/${two(month)}/${four(year)}`);
        expect(calendarDate(formatUkDate(iso))).toBe(iso);
      }),
    );
  });

  it('shows the day of an ISO date-time, and anything else as it is', () => {
    expect(formatUkDate('2026-12-01T10:30:00.000Z')).toBe('01/12/2026');
    expect(formatUkDate('not a date')).toBe('not a date');
  });
});

describe('the date message', () => {
  it('names the forms a broker may write', () => {
    expect(CALENDAR_DATE_MESSAGES.invalid).toBe('Must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026');
    expect(calendarDate('31/12/2026')).toBe('2026-12-31');
  });
});

describe('localCalendarDate', () => {
  it('answers the local day a Date falls on, as ISO', () => {
    fc.assert(
      fc.property(realDate.filter(({ year }) => year >= 100), fc.integer({ min: 0, max: 23 }), ({ year, month, day }, hour) => {
        expect(localCalendarDate(new Date(year, month - 1, day, hour))).toBe(`${four(year)}-${two(month)}-${two(day)}`);
      }),
    );
  });
});
