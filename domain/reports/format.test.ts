import { formatCell } from './format';

describe('formatting report cells', () => {
  it('shows dates day/month/year and date-times in UK time', () => {
    expect(formatCell('2026-03-05', 'date')).toBe('05/03/2026');
    expect(formatCell('2026-07-01T09:30:00.000Z', 'datetime')).toBe('01/07/2026 10:30');
    expect(formatCell('2026-01-01T09:30:00.000Z', 'datetime')).toBe('01/01/2026 09:30');
  });

  it('shows money in pounds with two decimals', () => {
    expect(formatCell(1234.5, 'money')).toBe('£1,234.50');
    expect(formatCell(0, 'money')).toBe('£0.00');
  });

  it('shows nothing for an empty value and other values as they are', () => {
    expect(formatCell(undefined, 'date')).toBe('');
    expect(formatCell(12, undefined)).toBe('12');
  });
});
