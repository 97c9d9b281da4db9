import type { UserProfile } from '../../domain/intermediary';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD, STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(() => stack?.stop());

const profileOf = async (email: string) => {
  const { accessToken } = await stack.tokensFor(email);
  return stack.api<UserProfile>('GET', '/api/users/0', { token: accessToken });
};

describe('GET /api/users/0', () => {
  it("answers the caller's own profile with their intermediaries' names and products", async () => {
    const { status, data } = await profileOf('broker@example.com');
    expect(status).toBe(200);
    expect(data).toMatchObject({ firstname: 'Bea', lastname: 'Broker', applications: [2], reports: [1, 2] });
    expect(data.tpis.map((tpi) => tpi.id)).toEqual([101]);
    expect(data.tpis[0].name).toBe('Acme Energy Brokers');
    expect(Object.keys(data.tpis[0].products).sort()).toEqual(['1', '2', '3']);
  });

  it('lists several intermediaries by name, whatever order the profile holds them in', async () => {
    const { data } = await profileOf('multi@example.com');
    expect(data.tpis.map((tpi) => tpi.name)).toEqual(['Acme Energy Brokers', 'Brightside Utilities Consulting', 'Northern Power Partners']);
  });

  it('answers users without application 2 or without intermediaries, so the front end can tell them why', async () => {
    const noApp = await profileOf('noapp@example.com');
    expect(noApp.status).toBe(200);
    expect(noApp.data.applications).toEqual([1]);
    const noTpi = await profileOf('notpi@example.com');
    expect(noTpi.status).toBe(200);
    expect(noTpi.data.tpis).toEqual([]);
  });

  it("serves only the caller's own id 0", async () => {
    const { accessToken } = await stack.tokensFor('broker@example.com');
    const { data: own } = await profileOf('broker@example.com');
    expect((await stack.api('GET', '/api/users/1', { token: accessToken })).status).toBe(400);
    expect((await stack.api('GET', `/api/users/${own.id}`, { token: accessToken })).status).toBe(400);
  });
});

describe('the seeded sign-ins', () => {
  it('asks a new user for a new password, then signs them in with it', async () => {
    const first = await stack.startSignIn('newuser@example.com', DEMO_TEMPORARY_PASSWORD);
    expect(first.challenge).toBe('NEW_PASSWORD_REQUIRED');
    // The local pool enforces the deployed pool's password policy, as Cognito would.
    await expect(stack.answerChallenge('newuser@example.com', first, { NEW_PASSWORD: 'short' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
    });
    const tokens = await stack.signIn('newuser@example.com', DEMO_TEMPORARY_PASSWORD, { newPassword: 'Chosen-Password-2026!' });
    expect((await stack.api('GET', '/api/users/0', { token: tokens.accessToken })).status).toBe(200);
    expect((await stack.startSignIn('newuser@example.com', 'Chosen-Password-2026!')).tokens).toBeDefined();
  });

  it('asks the TOTP user for an authenticator code and refuses a wrong one', async () => {
    const step = await stack.startSignIn('totp@example.com', DEMO_PASSWORD);
    expect(step.challenge).toBe('SOFTWARE_TOKEN_MFA');
    const wrong = String((Number(stack.totpCode()) + 500_000) % 1_000_000).padStart(6, '0');
    await expect(stack.answerChallenge('totp@example.com', step, { SOFTWARE_TOKEN_MFA_CODE: wrong })).rejects.toThrow();
    const right = await stack.answerChallenge('totp@example.com', await stack.startSignIn('totp@example.com', DEMO_PASSWORD), { SOFTWARE_TOKEN_MFA_CODE: stack.totpCode() });
    expect(right.tokens?.accessToken).toBeDefined();
  });

  it('sends the SMS user a code that the stack exposes, and signs them in with it', async () => {
    const step = await stack.startSignIn('sms@example.com', DEMO_PASSWORD);
    expect(step.challenge).toBe('SMS_MFA');
    const code = stack.stack.lastSmsCode('sms@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const done = await stack.answerChallenge('sms@example.com', step, { SMS_MFA_CODE: code ?? '' });
    expect((await stack.api('GET', '/api/users/0', { token: done.tokens?.accessToken })).status).toBe(200);
  });

  it('refuses a wrong password', async () => {
    await expect(stack.startSignIn('broker@example.com', 'Wrong-Password-1!')).rejects.toThrow();
  });
});
