import { passwordPolicyFailures } from '../../../domain/password-policy';
import { PASSWORDS_DO_NOT_MATCH } from './messages';

export interface NewPassword {
  readonly password: string;
  readonly repeat: string;
}

/** New and repeated password: both entered, the pool's policy met (checked here so the user is told before sending), and equal. */
export function newPasswordErrors(value: NewPassword): { password?: string; repeat?: string } {
  if (!value.password) return { password: 'Required', repeat: value.repeat ? undefined : 'Required' };
  const [broken] = passwordPolicyFailures(value.password);
  if (broken) return { password: broken };
  if (!value.repeat) return { repeat: 'Required' };
  return value.password === value.repeat ? {} : { repeat: PASSWORDS_DO_NOT_MATCH };
}

export const isNewPasswordValid = (value: NewPassword) => Object.keys(newPasswordErrors(value)).length === 0;
