import { passwordPolicyFailures } from './password-policy';

describe('the password policy', () => {
  it('accepts a password with every kind of character and enough of them', () => {
    expect(passwordPolicyFailures('Demo-Portal-2026!')).toEqual([]);
    expect(passwordPolicyFailures('correct horse Battery 9')).toEqual([]);
  });

  it("names every rule a password breaks, in Cognito's words", () => {
    expect(passwordPolicyFailures('short')).toEqual([
      'Password not long enough',
      'Password must have uppercase characters',
      'Password must have numeric characters',
      'Password must have symbol characters',
    ]);
    expect(passwordPolicyFailures('ALLUPPERCASE-2026')).toEqual(['Password must have lowercase characters']);
    expect(passwordPolicyFailures('NoDigitsHere-Portal')).toEqual(['Password must have numeric characters']);
    expect(passwordPolicyFailures('NoSymbolsHere2026')).toEqual(['Password must have symbol characters']);
  });

  it('counts exactly 12 characters as long enough and 11 as too short', () => {
    expect(passwordPolicyFailures('Abcdefgh-12')).toEqual(['Password not long enough']);
    expect(passwordPolicyFailures('Abcdefgh-123')).toEqual([]);
  });
});
