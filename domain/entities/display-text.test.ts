import { displayText, ENTITIES } from '.';

describe('the text naming a record', () => {
  it('writes a contract as a broker reads it: its start as dd/mm/yyyy and its term in months', () => {
    expect(displayText(ENTITIES.contract, { startdate: '2027-04-01', contractterm: '24' })).toBe('01/04/2027 24 months');
  });

  it('leaves empty display fields out and keeps other values as they are', () => {
    expect(displayText(ENTITIES.site, { name: 'Shop', postcode: '' })).toBe('Shop');
    expect(displayText(ENTITIES.price, { name: 'Unit Rate', value: '24.51' })).toBe('Unit Rate 24.51');
    expect(displayText(ENTITIES.contract, {})).toBe('');
  });
});
