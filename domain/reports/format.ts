import { formatUkDate } from '../calendar-date';
import { onFirstUse } from '../first-use';
import type { ColumnFormat } from './definitions';

/**
 * How report cells (and the product's other tables) show values: dates dd/mm/yyyy, date-times in UK
 * time, money in pounds with thousands separators and two decimals (`£1,234.50`), consumption in
 * kWh (`12,500 kWh`), uplifts in pence per kWh (`0.8p/kWh`), counts with thousands separators,
 * and references (customers', sites' and contracts' references, meter point numbers) as they are.
 */

const dateTimeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false,
}));

const money = onFirstUse(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const whole = onFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }));
const quantity = onFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }));
/** Uplifts are priced to a thousandth of a penny. */
const pence = onFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }));

/** A number, or a text holding only one (the industry searches answer numbers as text). */
function numberOf(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

export const formatMoney = (pounds: number) => money().format(pounds);

export const formatDateTime = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormat().format(time).replace(',', '');
};

export function formatCell(value: unknown, format: ColumnFormat | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  const number = numberOf(value);
  switch (format) {
    case 'money':
      return number === undefined ? String(value) : money().format(number);
    case 'kwh':
      return number === undefined ? String(value) : `${quantity().format(number)} kWh`;
    case 'pencePerKwh':
      return number === undefined ? String(value) : `${pence().format(number)}p/kWh`;
    case 'count':
      return number === undefined ? String(value) : whole().format(number);
    case 'date':
      return formatUkDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    default:
      return String(value);
  }
}
