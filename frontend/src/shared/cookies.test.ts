import { readCookie, writeCookie } from './cookies';

describe('application cookies', () => {
  it('reads a cookie by its exact name among others', () => {
    expect(readCookie('broker-signing-tool', 'a=1; broker-signing-tool=102; broker-signing-tool-days=7')).toBe('102');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });

  it('writes a value that reads back', () => {
    writeCookie('broker-signing-tool', '103', 365);
    expect(readCookie('broker-signing-tool')).toBe('103');
  });
});
