import { isUkPhoneNumber, restoreDroppedZero } from './phone-number';

describe('UK phone numbers', () => {
  it('takes 0 or +44 (or 0044) and 9 or 10 digits, however they are spaced or bracketed', () => {
    for (const phone of ['01632 960001', '+44 1632 960001', '0044 1632 960001', '(01632) 960-001', '+44 (0)1632 960001', '07700900123']) expect(isUkPhoneNumber(phone)).toBe(true);
    for (const phone of ['1632960001', '+1 212 555 0100', '0163296', '01632 960001 ext 2', '00000000000']) expect(isUkPhoneNumber(phone)).toBe(false);
  });

  it('puts back the 0 a spreadsheet dropped from a number of 9 or 10 digits, and leaves any other text as it is', () => {
    expect(restoreDroppedZero('1179496000')).toBe('01179496000');
    expect(restoreDroppedZero('117949600')).toBe('0117949600');
    for (const text of ['01179496000', '+441179496000', '11794960', '11794960001', '0117 949 6000', 'none']) expect(restoreDroppedZero(text)).toBe(text);
  });
});
