import { PASSWORDS_DO_NOT_MATCH } from './messages';

export interface NewPassword {
  readonly password: string;
  readonly repeat: string;
}

/** New and repeated password: both must be entered and equal (spec 2.3 and 8). */
export function newPasswordErrors(value: NewPassword): { password?: string; repeat?: string } {
  if (!value.password) return { password: 'Required', repeat: value.repeat ? undefined : 'Required' };
  if (!value.repeat) return { repeat: 'Required' };
  return value.password === value.repeat ? {} : { repeat: PASSWORDS_DO_NOT_MATCH };
}

export const isNewPasswordValid = (value: NewPassword) => Object.keys(newPasswordErrors(value)).length === 0;
