import { checkCompanyNumber, normaliseCompanyNumber } from './company-number';

describe('company numbers', () => {
  it('pads all-digit numbers and upper-cases prefixes', () => {
    expect(normaliseCompanyNumber('123456')).toBe('00123456');
    expect(normaliseCompanyNumber('sc 123456')).toBe('SC123456');
  });

  it.each(['09876543', '123456', 'SC123456', 'OC301234', 'NI012345', 'IP12345R', 'SL12345A'])('accepts %s', (value) => {
    expect(checkCompanyNumber(value)).toBeUndefined();
  });

  it.each(['123456789', 'XX123456', 'SC12345', 'AB1234567'])('refuses %s', (value) => {
    expect(checkCompanyNumber(value)).toBe('Company number should be 8 characters');
  });

  it('says when none is given', () => {
    expect(checkCompanyNumber(' ')).toBe('Company number not provided');
  });
});
