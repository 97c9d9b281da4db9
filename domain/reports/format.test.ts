import { formatCell } from './format';

describe('formatting report cells', () => {
  it('shows dates day/month/year and date-times in UK time', () => {
    expect(formatCell('2026-03-05', 'date')).toBe('05/03/2026');
    expect(formatCell('2026-07-01T09:30:00.000Z', 'datetime')).toBe('01/07/2026 10:30');
    expect(formatCell('2026-01-01T09:30:00.000Z', 'datetime')).toBe('01/01/2026 09:30');
  });

  it('shows money in pounds with thousands separators and two decimals, from a number or a numeric text', () => {
    expect(formatCell(1234.5, 'money')).toBe('£1,234.50');
    expect(formatCell('1234567.891', 'money')).toBe('£1,234,567.89');
    expect(formatCell(0, 'money')).toBe('£0.00');
    expect(formatCell('not money', 'money')).toBe('not money');
  });

  it('shows consumption in kWh and counts with thousands separators', () => {
    expect(formatCell(12500, 'kwh')).toBe('12,500 kWh');
    expect(formatCell('73200.5', 'kwh')).toBe('73,200.5 kWh');
    expect([formatCell(0.8, 'pencePerKwh'), formatCell('1.500', 'pencePerKwh'), formatCell(1.2345, 'pencePerKwh')]).toEqual(['0.8p/kWh', '1.5p/kWh', '1.235p/kWh']);
    expect(formatCell(1200, 'count')).toBe('1,200');
    expect(formatCell(0, 'count')).toBe('0');
  });

  it('shows references and meter point numbers as they are, leading zeros kept', () => {
    expect(formatCell('C101-0001', 'reference')).toBe('C101-0001');
    expect(formatCell('0123456789012', 'reference')).toBe('0123456789012');
  });

  it('shows nothing for an empty value and other values as they are', () => {
    expect(formatCell(undefined, 'date')).toBe('');
    expect(formatCell('', 'money')).toBe('');
    expect(formatCell(12, undefined)).toBe('12');
  });
});
