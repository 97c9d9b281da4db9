import { nameSearchKeys, nameSearchText, orderedMatches, postcodeSearchText, parseSavedId, savedAddressOf, savedChildId, savedCustomerId } from './saved-records';

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

describe('finding saved records', () => {
  it('searches names by words in lower case without accents or punctuation, and postcodes without spaces', () => {
    expect(nameSearchText('  Café  Zoë & Sons, Ltd. ')).toBe('cafe zoe sons ltd');
    expect(postcodeSearchText(' bs1 4dj ')).toBe('BS14DJ');
  });

  it('lets a search begin at the name or at either of its next two words', () => {
    expect(nameSearchKeys('Park Row Dental Practice')).toEqual(['park row dental practice', 'row dental practice', 'dental practice']);
    expect(nameSearchKeys('Harbour')).toEqual(['harbour']);
    expect(nameSearchKeys(' - ')).toEqual([]);
  });

  it('orders matches by name, then postcode and kind, each record once and at most 20', () => {
    const match = (entity: 'customer' | 'site', id: string, name: string, postcode = 'BS1 4DJ') => ({ entity, id, name, postcode, posttown: 'Bristol' });
    const found = [match('site', 'a:1:1', 'Zed'), match('customer', 'a:1', 'Alpha'), match('customer', 'a:1', 'Alpha'), match('site', 'b:1:1', 'Alpha', 'AB1 1AA')];
    expect(orderedMatches(found).map((m) => `${m.entity} ${m.id}`)).toEqual(['site b:1:1', 'customer a:1', 'site a:1:1']);
    expect(orderedMatches(Array.from({ length: 30 }, (_, n) => match('customer', `x:${n}`, `Name ${n}`)))).toHaveLength(20);
  });
});
