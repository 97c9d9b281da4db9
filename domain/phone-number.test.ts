import { isUkPhoneNumber, restoreDroppedPrefix } from './phone-number';

describe('UK phone numbers', () => {
  it('takes 0 or +44 (or 0044) and 9 or 10 digits, however they are spaced or bracketed', () => {
    for (const phone of ['01632 960001', '+44 1632 960001', '0044 1632 960001', '(01632) 960-001', '+44 (0)1632 960001', '07700900123']) expect(isUkPhoneNumber(phone)).toBe(true);
    for (const phone of ['1632960001', '+1 212 555 0100', '0163296', '01632 960001 ext 2', '00000000000']) expect(isUkPhoneNumber(phone)).toBe(false);
  });

  it('puts back the 0 a spreadsheet dropped from a number of 9 or 10 digits, and leaves any other text as it is', () => {
    expect(restoreDroppedPrefix('1179496000')).toBe('01179496000');
    expect(restoreDroppedPrefix('117949600')).toBe('0117949600');
    for (const text of ['01179496000', '+441179496000', '11794960', '11794960001', '0117 949 6000', 'none']) expect(restoreDroppedPrefix(text)).toBe(text);
  });

  it('puts back the + a spreadsheet dropped from a +44 number, which is then a UK number', () => {
    expect(restoreDroppedPrefix('441179496000')).toBe('+441179496000');
    expect(restoreDroppedPrefix('44117949600')).toBe('+44117949600');
    expect(isUkPhoneNumber(restoreDroppedPrefix('441179496000'))).toBe(true);
    // An American number stored as a number is not a +44 one, and a 44 followed by a 0 is no number at all.
    for (const text of ['12125550100', '4401179496000']) expect(isUkPhoneNumber(restoreDroppedPrefix(text))).toBe(false);
  });
});
