import type { ImportCustomer } from '../../../domain/import';
import { saveFailure } from './save-checks';

const customer = (site: Record<string, string>) => ({ name: 'Bakery Ltd', sites: [{ name: 'Shop', ...site }], contracts: [] }) as unknown as ImportCustomer;

describe('what blocks a save', () => {
  it('gives every address failure to the Errors tab as well as the notice, on its line, record and field', () => {
    const blocked = saveFailure([customer({ buildingnumber: '4', thoroughfare: 'Quay Street', posttown: 'Bristol' }), customer({})], { manual: true, contractterms: ['12'], thirdPartyCosts: { show: true, edit: false }, firstLine: 1 });
    expect(blocked?.title).toBe('Address validation failed');
    expect(blocked?.issues.length).toBe(blocked?.messages.length);
    expect(blocked?.issues.map((issue) => [issue.line, issue.entity, issue.path])).toEqual(blocked?.issues.map((issue) => [issue.line, 'site', 'sites.0']));
    expect(blocked?.issues.map((issue, i) => `Line ${issue.line}: Site Shop: ${issue.message}` === blocked.messages[i])).not.toContain(false);
    expect(new Set(blocked?.issues.map((issue) => issue.line))).toEqual(new Set([1, 2]));
    expect(blocked?.issues.every((issue) => issue.field)).toBe(true);
  });
});
