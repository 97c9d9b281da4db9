/**
 * The user pool's password policy, once: CDK configures the deployed pool with it, the local
 * Cognito enforces it, and the screens where a password is chosen show and check it before sending.
 */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** Shown beside every new-password field. */
export const PASSWORD_RULES = `At least ${PASSWORD_POLICY.minLength} characters, with an upper-case letter, a lower-case letter, a number and a symbol`;

/** The characters Cognito counts as symbols. */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Cognito's own words for each rule a password breaks, in the order Cognito checks them. */
export function passwordPolicyFailures(password: string): string[] {
  const failures: string[] = [];
  if (password.length < PASSWORD_POLICY.minLength) failures.push('Password not long enough');
  if (!/[a-z]/.test(password)) failures.push('Password must have lowercase characters');
  if (!/[A-Z]/.test(password)) failures.push('Password must have uppercase characters');
  if (!/[0-9]/.test(password)) failures.push('Password must have numeric characters');
  if (!SYMBOLS.test(password)) failures.push('Password must have symbol characters');
  return failures;
}
