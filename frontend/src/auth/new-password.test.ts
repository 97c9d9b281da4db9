import { PASSWORDS_DO_NOT_MATCH } from './messages';
import { newPasswordErrors } from './new-password';

describe('a new password and its repeat', () => {
  it('needs both', () => {
    expect(newPasswordErrors({ password: '', repeat: '' })).toEqual({ password: 'Required', repeat: 'Required' });
    expect(newPasswordErrors({ password: 'Secret-1234!', repeat: '' })).toEqual({ repeat: 'Required' });
    expect(newPasswordErrors({ password: '', repeat: 'Secret-1234!' })).toEqual({ password: 'Required', repeat: undefined });
  });

  it('says the passwords do not match when they differ', () => {
    expect(newPasswordErrors({ password: 'Secret-1234!', repeat: 'Secret-1234?' })).toEqual({ repeat: PASSWORDS_DO_NOT_MATCH });
  });

  it('accepts two equal passwords', () => {
    expect(newPasswordErrors({ password: 'Secret-1234!', repeat: 'Secret-1234!' })).toEqual({});
  });
});

describe('the pool password policy', () => {
  it('names the first rule a new password breaks before checking the repeat', () => {
    expect(newPasswordErrors({ password: 'short', repeat: '' })).toEqual({ password: 'Password not long enough' });
    expect(newPasswordErrors({ password: 'no-capitals-2026', repeat: 'no-capitals-2026' })).toEqual({ password: 'Password must have uppercase characters' });
  });
});
