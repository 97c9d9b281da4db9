/** Sign-in and password messages, word for word as the portal defines them: users see exactly these. */
export const LOGIN_FAILED = 'Login Failed';
export const INVALID_LOGIN = 'Invalid user name / email address';
export const INVALID_ONE_TIME_PASSWORD = 'Invalid one time password';
export const INVALID_SMS_CODE = 'Invalid SMS Code';
export const PASSWORD_UPDATE_FAILED = 'Password update failed';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
