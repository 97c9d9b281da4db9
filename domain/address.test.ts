import { addressCountMessage, validateAddress, type Address } from './address';

const good: Address = { buildingnumber: '12', thoroughfare: 'Quay Street', posttown: 'Bristol', postcode: 'BS1 4DJ' };

describe('address rules', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(good)).toEqual([]);
    expect(validateAddress({ ...good, buildingnumber: '', buildingname: 'Harbour House' })).toEqual([]);
  });

  it('returns every failure of an empty address, word for word', () => {
    expect(validateAddress({})).toEqual([
      { field: 'postcode', message: 'Post code must be entered' },
      { field: 'buildingname', message: 'Either building name or number must be entered' },
      { field: 'thoroughfare', message: 'Thoroughfare must be entered' },
      { field: 'posttown', message: 'Town must be entered' },
    ]);
  });

  it('checks the postcode as typed: space, length and case together', () => {
    expect(validateAddress({ ...good, postcode: 'bs14djxxxx' }).map((f) => f.message)).toEqual([
      'Post code must contain a space',
      'Post code cannot have more than 8 characters',
      'Post code must be upper case',
    ]);
  });

  it('limits the building number to 4 characters', () => {
    expect(validateAddress({ ...good, buildingnumber: '12345' })).toEqual([
      { field: 'buildingnumber', message: 'Building number cannot have more than 4 characters' },
    ]);
  });

  it('treats blanks as missing', () => {
    expect(validateAddress({ ...good, thoroughfare: '  ' }).map((f) => f.message)).toEqual(['Thoroughfare must be entered']);
  });

  it('words the lookup count', () => {
    expect([0, 1, 2, 6].map(addressCountMessage)).toEqual(['No addresses found', '1 address found', '2 addresses found', '6 addresses found']);
  });
});
