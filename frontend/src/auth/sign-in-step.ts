/** What the sign-in screen asks next, from Amplify's `nextStep`: new password, authenticator code or SMS code. */
export type SignInStep = 'done' | 'newPassword' | 'totp' | 'sms' | 'unsupported';

export function nextSignInStep(signInStep: string): SignInStep {
  switch (signInStep) {
    case 'DONE':
      return 'done';
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'newPassword';
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return 'totp';
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return 'sms';
    default:
      return 'unsupported';
  }
}

/** Cognito user names are the email, stored lower-case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
