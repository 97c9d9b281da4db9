import { parseSavedId, savedAddressOf, savedChildId, savedCustomerId } from './saved-records';

describe('saved record ids', () => {
  it('reads back the import and places a customer, site or account id was made from', () => {
    expect(parseSavedId('customer', savedCustomerId('imp-1', 3))).toEqual({ importid: 'imp-1', line: 3 });
    expect(parseSavedId('site', savedChildId('imp-1', 3, 2))).toEqual({ importid: 'imp-1', line: 3, n: 2 });
    expect(parseSavedId('account', savedChildId('imp-1', 1, 1))).toEqual({ importid: 'imp-1', line: 1, n: 1 });
  });

  it.each([
    ['customer', 'imp-1'],
    ['customer', 'imp-1:1:1'],
    ['site', 'imp-1:1'],
    ['site', 'imp-1:0:1'],
    ['account', 'imp-1:1:x'],
    ['account', ':1:1'],
    ['site', 'imp-1:1:1:1'],
  ] as const)('refuses the %s id %s, which no import saves', (entity, id) => {
    expect(parseSavedId(entity, id)).toBeUndefined();
  });

  it('answers every address field as text, blank where the record has none', () => {
    const saved = savedAddressOf('imp-1:1', { name: 'Acme Ltd', buildingnumber: 10, thoroughfare: 'High Street', sites: [] });
    expect(saved).toMatchObject({ id: 'imp-1:1', name: 'Acme Ltd', buildingnumber: '10', thoroughfare: 'High Street', postcode: '', county: '' });
    expect(saved).not.toHaveProperty('sites');
  });
});
