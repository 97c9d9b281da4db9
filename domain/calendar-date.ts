import { onFirstUse } from './first-use';

/**
 * Calendar dates: the one rule for every date a broker types or a file holds. Brokers write
 * dd/mm/yyyy, so that form is read (and d/m/yyyy, with '-' or '.' between the parts as some
 * spreadsheets save them, or the month named: 1 Apr 2027, 01-April-2027), as is ISO yyyy-mm-dd;
 * the answer is always the ISO day, which is what is stored. mm/dd/yyyy is never guessed:
 * 12/31/2026 is refused, not read as the 31st of December. A two-digit year is refused too, as a
 * date of birth and a contract start would need different centuries for it. A day followed by
 * midnight (01/04/2027 00:00) is the day.
 */

const ACCEPTED_FORMS = 'written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026';

export const CALENDAR_DATE_MESSAGES = {
  invalid: `Must be a real date ${ACCEPTED_FORMS}`,
  invalidNamed: (label: string) => `${label} must be a real date ${ACCEPTED_FORMS}`,
} as const;

/** Day, month and year with one separator throughout: 01/04/2027, 1-4-2027, 01.04.2027. */
const UK_FORM = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
/** Day, month named in English (three letters or whole), year: 1 Apr 2027, 01-April-2027. */
const NAMED_MONTH_FORM = /^(\d{1,2})([ -])([a-z]+)\2(\d{4})$/i;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** The month a name means, 1 to 12: its first three letters, or the whole name ('Sept' is neither). */
const monthNamed = (name: string) => {
  const lower = name.toLowerCase();
  return MONTHS.findIndex((month) => month === lower || month.slice(0, 3) === lower) + 1;
};
const ISO_FORM = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * Midnight after the day, as a spreadsheet or a database export writes a date cell with a time
 * (01/04/2027 00:00, 2027-04-01 00:00:00): the day alone is meant. Any other time, or one with a
 * zone (2027-03-31T23:00:00Z may be the 1st in the UK), is a moment, not a day, and is refused.
 */
const MIDNIGHT = /[ T]00:00(?::00(?:\.0+)?)?$/;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The ISO day of a year, month and day, or undefined when that day does not exist (31/02 is not rolled into March). */
function isoDay(year: number, month: number, day: number): string | undefined {
  if (year < 1) return undefined;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, so years 1 to 99 are not taken as 1901 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * Excel counts serial 1 as 1 January 1900 and, like Lotus 1-2-3 before it, keeps a 29 February 1900
 * that never was (serial 60): serials from 61 count from 30 December 1899, those below from the 31st.
 */
function excelSerialDay(serial: number): string | undefined {
  if (!Number.isFinite(serial)) return undefined;
  const whole = Math.floor(serial);
  if (whole < 1 || whole === 60) return undefined;
  const epoch = whole > 60 ? Date.UTC(1899, 11, 30) : Date.UTC(1899, 11, 31);
  return calendarDateOfDate(new Date(epoch + whole * DAY_MS));
}

/** A Date's UTC calendar day: an XLSX date cell is a day at midnight UTC. */
function calendarDateOfDate(date: Date): string | undefined {
  if (Number.isNaN(date.getTime())) return undefined;
  return isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * The ISO day a value stands for, or undefined when it is not a date: text in dd/mm/yyyy, d/m/yyyy
 * or yyyy-mm-dd, a Date (its UTC day) or an Excel serial day number.
 */
export function calendarDate(value: string | number | Date): string | undefined {
  if (value instanceof Date) return calendarDateOfDate(value);
  if (typeof value === 'number') return excelSerialDay(value);
  const text = value.trim().replace(MIDNIGHT, '');
  const iso = ISO_FORM.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const uk = UK_FORM.exec(text);
  if (uk) return isoDay(Number(uk[4]), Number(uk[3]), Number(uk[1]));
  const named = NAMED_MONTH_FORM.exec(text);
  const month = named ? monthNamed(named[3]) : 0;
  return named && month ? isoDay(Number(named[4]), month, Number(named[1])) : undefined;
}

/** The ISO day a Date falls on where the code runs: today on the broker's screen is the broker's today. */
export function localCalendarDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ukDay = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }));

/**
 * The ISO day a Date falls on in the UK, where the supplies are: the one 'today' that a start date
 * is judged by, alike on the broker's screen and on the server (whose clock runs in UTC).
 */
export function ukCalendarDate(date: Date): string {
  const parts = Object.fromEntries(ukDay().formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** An ISO day (or date-time) as brokers read it, dd/mm/yyyy; anything else is shown as it is. */
export function formatUkDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}
