import { nextSignInStep, normaliseEmail } from './sign-in-step';

describe('the sign-in screen follows Amplify', () => {
  it('asks for the step Cognito requires', () => {
    expect(nextSignInStep('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')).toBe('newPassword');
    expect(nextSignInStep('CONFIRM_SIGN_IN_WITH_TOTP_CODE')).toBe('totp');
    expect(nextSignInStep('CONFIRM_SIGN_IN_WITH_SMS_CODE')).toBe('sms');
    expect(nextSignInStep('DONE')).toBe('done');
  });

  it('treats a step the product does not offer as a failed sign-in', () => {
    expect(nextSignInStep('CONTINUE_SIGN_IN_WITH_TOTP_SETUP')).toBe('unsupported');
    expect(nextSignInStep('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE')).toBe('unsupported');
  });

  it('signs in with the email lower-cased and trimmed', () => {
    expect(normaliseEmail('  Broker@Example.COM ')).toBe('broker@example.com');
  });
});
