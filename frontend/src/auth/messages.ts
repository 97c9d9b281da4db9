import { INACTIVITY_TIMEOUT_MS } from '../shared/timing';

/** Sign-in and password messages, word for word as the portal defines them: users see exactly these. */
export const LOGIN_FAILED = 'Login Failed';
export const INVALID_LOGIN = 'Invalid user name / email address';
export const INVALID_ONE_TIME_PASSWORD = 'Invalid one time password';
export const INVALID_SMS_CODE = 'Invalid SMS Code';
export const PASSWORD_UPDATE_FAILED = 'Password update failed';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The session's own messages (the portal defines none for them). */
export const SESSION_MESSAGES = {
  warningHeader: 'You will be signed out soon',
  warning: (at: string) => `Nothing has been done on the portal for a while, so you will be signed out at ${at}. Anything you have not saved would be lost.`,
  stay: 'Stay signed in',
  signedOut: `You were signed out after ${INACTIVITY_TIMEOUT_MS / 60_000} minutes without activity. Sign in again to carry on; anything not saved was lost.`,
} as const;
