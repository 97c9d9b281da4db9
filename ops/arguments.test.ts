import { parseEmail, parseIdList, parseName } from './arguments';
import { parseTarget } from './targets';

describe('operations tool arguments', () => {
  it('reads comma-separated ids, dropping repeats, and says which part is not a number', () => {
    expect(parseIdList('--tpis', '101, 102,101', true)).toEqual([101, 102]);
    expect(parseIdList('--reports', '', false)).toEqual([]);
    expect(() => parseIdList('--tpis', '101,abc', true)).toThrow('not a number: abc');
    expect(() => parseIdList('--tpis', undefined, true)).toThrow('--tpis is required');
    expect(parseIdList('--tpis', undefined, false)).toBeUndefined();
  });

  it('requires a plausible email, kept in lower case as Cognito matches it', () => {
    expect(parseEmail('Bea.Broker@Example.com')).toBe('bea.broker@example.com');
    expect(() => parseEmail('bea')).toThrow('is not an email address');
    expect(() => parseEmail(undefined)).toThrow('--email is required');
  });

  it('requires names only where asked and refuses blank ones', () => {
    expect(parseName('--firstname', '  Bea ', true)).toBe('Bea');
    expect(() => parseName('--firstname', '   ', false)).toThrow('1 to 100 characters');
    expect(() => parseName('--lastname', undefined, true)).toThrow('--lastname is required');
  });

  it('needs exactly one target: --local or a known stage', () => {
    expect(parseTarget(true, undefined)).toEqual({ kind: 'local' });
    expect(parseTarget(undefined, 'dev')).toEqual({ kind: 'stage', stage: 'dev' });
    expect(() => parseTarget(true, 'dev')).toThrow('not both');
    expect(() => parseTarget(undefined, undefined)).toThrow('--local');
    expect(() => parseTarget(undefined, 'qa')).toThrow('Unknown stage "qa"');
  });
});
