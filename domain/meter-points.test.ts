import { checkMpanCore, checkMprn, formatMpanCore, gspGroupOf, isValidMpanCore, mpanCoreOf, mprnCheckPasses } from './meter-points';

describe('MPAN core', () => {
  it.each(['1312345678907', '2012345678385'])('accepts %s, whose check digit is right', (core) => {
    expect(isValidMpanCore(core)).toBe(true);
    expect(checkMpanCore(core)).toEqual({ errors: [], warnings: [] });
  });

  it('refuses a core whose check digit is wrong', () => {
    expect(isValidMpanCore('1312345678900')).toBe(false);
    expect(checkMpanCore('1312345678900').errors).toEqual(['MPAN Core check digit is not valid']);
  });

  it('refuses anything but 13 digits', () => {
    for (const value of ['131234567890', '13123456789077', '13123456789O7', '']) {
      expect(checkMpanCore(value).errors).toEqual(['MPAN Core should be 13 digits']);
    }
  });

  it('says a core a spreadsheet shortened to scientific notation lost digits, and how to keep them', () => {
    for (const value of ['1.50001E+12', '1.31235e+12', '2E+12']) {
      expect(checkMpanCore(value).errors).toEqual([
        `${value} is a number a spreadsheet shortened, losing digits: enter all 13 digits of the MPAN Core (in the spreadsheet, format the column as Text so it keeps them)`,
      ]);
    }
  });

  it('reduces a full 21-character MPAN to its core', () => {
    expect(mpanCoreOf('001112221312345678907')).toBe('1312345678907');
    expect(checkMpanCore('00 111 222 1312345678907').errors).toEqual([]);
  });

  it('names the GSP group of a known distributor and only warns about an unknown one', () => {
    expect(gspGroupOf('1312345678907')).toBe('_D');
    expect(gspGroupOf('2012345678385')).toBe('_H');
    const core = '2412345678900'.slice(0, 12);
    const independent = `${core}${[...Array(10).keys()].find((d) => isValidMpanCore(`${core}${d}`))}`;
    expect(checkMpanCore(independent)).toEqual({ errors: [], warnings: ['Distributor id 24 is not a known distribution network'] });
  });

  it('groups the core 2-4-4-3 for reading', () => {
    expect(formatMpanCore('1312345678907')).toBe('13 1234 5678 907');
  });
});

describe('MPRN', () => {
  it('accepts up to 10 digits', () => {
    expect(checkMprn('3938424403')).toEqual({ errors: [], warnings: [] });
  });

  it('refuses more than 10 digits or anything but digits', () => {
    for (const value of ['39384244031', '39384A4403', '']) expect(checkMprn(value).errors).toEqual(['MPRN should be 10 or fewer digits']);
  });

  it('says an MPRN a spreadsheet shortened to scientific notation lost digits', () => {
    expect(checkMprn('7.1E+09').errors).toEqual([
      '7.1E+09 is a number a spreadsheet shortened, losing digits: enter every digit of the MPRN (in the spreadsheet, format the column as Text so it keeps them)',
    ]);
  });

  it('only warns when the uncertain modulus-11 check fails', () => {
    expect(mprnCheckPasses('3938424403')).toBe(true);
    expect(checkMprn('3938424404')).toEqual({ errors: [], warnings: ['MPRN check digits do not match; please check the number'] });
  });
});
