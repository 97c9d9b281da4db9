import { formatUkDate } from '../calendar-date';
import type { ColumnFormat } from './definitions';

/** How report cells are shown: dates day/month/year, date-times in UK time, money in pounds with two decimals. */

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false,
});

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCell(value: unknown, format: ColumnFormat | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  if (format === 'money') return typeof value === 'number' ? money.format(value) : String(value);
  if (format === 'date') return formatUkDate(String(value));
  if (format === 'datetime') {
    const time = Date.parse(String(value));
    return Number.isNaN(time) ? String(value) : dateTimeFormat.format(time).replace(',', '');
  }
  return String(value);
}

