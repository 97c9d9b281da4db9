import { validatePreAuthorisationRequest, withIsoDateOfBirth } from './validate-request';
import type { PreAuthorisationRequest } from './types';

type Request = Omit<PreAuthorisationRequest, 'tpiid'>;

const limited: Request = { product: 3, contractterms: ['36'], limitedcompany: true, limitedcompanynumber: '01234567', meterpoints: [{ utilityid: 1, mpxn: '1312345678907' }] };
const soleTrader: Request = {
  product: 3, contractterms: ['12', '36'], limitedcompany: false, name: 'Bakehouse', internalsic: '10710', firstname: 'Ann', surname: 'Baker',
  homepostcode: 'LS1 4AP', homethoroughfare: 'Park Row', meterpoints: [{ utilityid: 2, mpxn: '3938424403' }],
};

describe('the pre-authorisation request rules', () => {
  it('accepts a complete limited company request and a complete sole trader request', () => {
    expect(validatePreAuthorisationRequest(limited)).toEqual([]);
    expect(validatePreAuthorisationRequest(soleTrader)).toEqual([]);
  });

  it('needs a product and at least one term', () => {
    expect(validatePreAuthorisationRequest({ ...limited, product: undefined, contractterms: [] })).toEqual(['Product not provided', 'Term(s) not provided']);
  });

  it.each([
    [undefined, 'Company number not provided'],
    ['  ', 'Company number not provided'],
    ['123456789', 'Company number should be 8 characters'],
    ['SC12345', 'Company number should be 8 characters'],
  ])('checks the company number %p of a limited company', (limitedcompanynumber, message) => {
    expect(validatePreAuthorisationRequest({ ...limited, limitedcompanynumber })).toEqual([message]);
  });

  it('does not ask a limited company for the sole trader fields', () => {
    expect(validatePreAuthorisationRequest({ ...limited, name: '', firstname: '' })).toEqual([]);
  });

  it('lists every missing field of a non-limited business in order', () => {
    const empty: Request = { ...soleTrader, name: ' ', internalsic: '', firstname: undefined, surname: '', homepostcode: '', homethoroughfare: '' };
    expect(validatePreAuthorisationRequest(empty)).toEqual([
      'Customer name not provided',
      'Business type not provided',
      'First name not provided',
      'Surname not provided',
      'Home post code not provided',
      'Home street not provided',
    ]);
  });

  it('takes a date of birth written dd/mm/yyyy or ISO, sends it as its ISO day, and refuses one that is no real day', () => {
    expect(validatePreAuthorisationRequest({ ...soleTrader, dateofbirth: '07/03/1980' })).toEqual([]);
    expect(withIsoDateOfBirth({ ...soleTrader, dateofbirth: '7/3/1980' }).dateofbirth).toBe('1980-03-07');
    expect(withIsoDateOfBirth({ ...soleTrader, dateofbirth: '1980-03-07' }).dateofbirth).toBe('1980-03-07');
    expect(validatePreAuthorisationRequest({ ...soleTrader, dateofbirth: '31/02/1980' })).toEqual(['Date of birth must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026']);
    expect(validatePreAuthorisationRequest({ ...soleTrader, dateofbirth: '03/31/1980' })).toEqual(['Date of birth must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026']);
  });

  it('names the row of each missing meter point', () => {
    const meterpoints = [{ utilityid: 1 as const, mpxn: '1312345678907' }, { utilityid: 1 as const, mpxn: '' }, { utilityid: 2 as const, mpxn: ' ' }];
    expect(validatePreAuthorisationRequest({ ...limited, meterpoints })).toEqual(['MPAN Core not provided for row 2', 'MPRN not provided for row 3']);
  });

  it('names the row of each duplicate, counting a full MPAN as its core', () => {
    const meterpoints = [
      { utilityid: 1 as const, mpxn: '1312345678907' },
      { utilityid: 1 as const, mpxn: '00111222 1312345678907' },
      { utilityid: 2 as const, mpxn: '3938424403' },
      { utilityid: 2 as const, mpxn: '3938424403' },
    ];
    expect(validatePreAuthorisationRequest({ ...limited, meterpoints })).toEqual(['MPAN in row 2 is a duplicate', 'MPRN in row 4 is a duplicate']);
  });

  it.each([
    ['131234567890', 'MPAN Core should be 13 digits for row 1'],
    ['13123456789A7', 'MPAN Core should be 13 digits for row 1'],
    ['1312345678900', 'MPAN Core check digit is not valid for row 1'],
  ])('checks the MPAN core %s', (mpxn, message) => {
    expect(validatePreAuthorisationRequest({ ...limited, meterpoints: [{ utilityid: 1, mpxn }] })).toEqual([message]);
  });

  it.each(['12345678901', '12AB'])('refuses the MPRN %s', (mpxn) => {
    expect(validatePreAuthorisationRequest({ ...limited, meterpoints: [{ utilityid: 2, mpxn }] })).toEqual(['MPRN should be 10 or fewer digits for row 1']);
  });

  it('accepts an MPRN of up to 10 digits', () => {
    expect(validatePreAuthorisationRequest({ ...limited, meterpoints: [{ utilityid: 2, mpxn: '123456' }] })).toEqual([]);
  });

  it('needs at least one meter point', () => {
    expect(validatePreAuthorisationRequest({ ...limited, meterpoints: [] })).toEqual(['Meter point(s) not provided']);
  });
});
