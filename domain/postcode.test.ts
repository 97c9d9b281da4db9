import { isValidPostcode, normalisePostcode } from './postcode';

describe('postcodes', () => {
  it('normalises spacing and case', () => {
    expect(normalisePostcode('sw1a2aa')).toBe('SW1A 2AA');
    expect(normalisePostcode('  m1   1ae ')).toBe('M1 1AE');
    expect(normalisePostcode('EC1A 1BB')).toBe('EC1A 1BB');
  });

  it.each(['SW1A 2AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'GIR 0AA'])('accepts %s', (postcode) => {
    expect(isValidPostcode(postcode)).toBe(true);
  });

  it.each(['SW1A2AA', 'sw1a 2aa', 'QA1 1AA', 'M1 1CA', 'AAA 1AA', 'M1 1AE X', '12345'])('refuses %s', (postcode) => {
    expect(isValidPostcode(postcode)).toBe(false);
  });
});
