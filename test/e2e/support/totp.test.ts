import { totpCode } from './totp';

// RFC 6238 appendix B, SHA-1 vectors (secret "12345678901234567890"), truncated to the six digits Cognito uses.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('one-time passwords for the TOTP demo user', () => {
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_234_567_890, '005924'],
    [20_000_000_000, '353130'],
  ])('match the RFC 6238 vector at %i seconds', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });
});
