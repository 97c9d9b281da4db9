import type { Page } from 'playwright-core';
import { PASSWORD_RULES } from '../../domain/password-policy';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD, DEMO_TOTP_SECRET, type TestStack } from '../support/local-stack';
import { enterCode, mainMenu, shownText, signIn, totpCode, waitForCount } from './support/browser';
import { pagePerTest } from './support/fixtures';

let stack: TestStack;
let page: Page;
pagePerTest((fixture) => ({ stack, page } = fixture));

const signedInAs = (name: string) => page.getByRole('button', { name, exact: true });

describe('signing in', () => {
  it('signs a broker in with email and password, the email lower-cased', async () => {
    await signIn(page, '  Broker@Example.COM ', DEMO_PASSWORD);
    await expectVisible(mainMenu(page));
    await expectVisible(signedInAs('Bea Broker'));
  });

  it('keeps the user signed in across a reload', async () => {
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await expectVisible(signedInAs('Bea Broker'));
    await page.reload();
    await expectVisible(signedInAs('Bea Broker'));
    expect(await page.getByLabel('Email address').count()).toBe(0);
  });

  it('requires both the email and the password', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForCount(shownText(page, 'Required'), 2);
    await page.getByLabel('Email address').fill('broker@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForCount(shownText(page, 'Required'), 1);
    expect(await shownText(page, 'Login Failed').count()).toBe(0);
  });

  it.each([
    ['a wrong password', 'broker@example.com', 'Not-The-Password-1!'],
    ['an unknown user', 'nobody@example.com', DEMO_PASSWORD],
  ])('shows Login Failed for %s', async (_case, email, password) => {
    await signIn(page, email, password);
    await expectVisible(shownText(page, 'Login Failed'));
    await expectVisible(shownText(page, 'Invalid user name / email address'));
    expect(await mainMenu(page).count()).toBe(0);
  });

  it('asks for an authenticator code and refuses a wrong one', async () => {
    await signIn(page, 'totp@example.com', DEMO_PASSWORD);
    const wrong = String((Number(totpCode(DEMO_TOTP_SECRET)) + 500_000) % 1_000_000).padStart(6, '0');
    await enterCode(page, 'One time password', wrong);
    await expectVisible(shownText(page, 'Invalid one time password'));
    expect(await mainMenu(page).count()).toBe(0);
  });

  it('signs in with the code an authenticator app computes from the seeded secret', async () => {
    await signIn(page, 'totp@example.com', DEMO_PASSWORD);
    await enterCode(page, 'One time password', totpCode(DEMO_TOTP_SECRET));
    await expectVisible(signedInAs('Tom Totp'));
  });

  it('asks for the SMS code and refuses a wrong one', async () => {
    await signIn(page, 'sms@example.com', DEMO_PASSWORD);
    await expectVisible(page.getByLabel('SMS code'));
    const sent = stack.stack.lastSmsCode('sms@example.com') ?? '';
    await enterCode(page, 'SMS code', sent === '000000' ? '111111' : '000000');
    await expectVisible(shownText(page, 'Invalid SMS Code'));
    expect(await mainMenu(page).count()).toBe(0);
  });

  it('signs in with the SMS code the user pool sent', async () => {
    await signIn(page, 'sms@example.com', DEMO_PASSWORD);
    await expectVisible(page.getByLabel('SMS code'));
    await enterCode(page, 'SMS code', stack.stack.lastSmsCode('sms@example.com') ?? '');
    await expectVisible(signedInAs('Sue Sms'));
  });

  it('makes a new user choose a password at first sign-in that meets the shown rules, both entered and equal', async () => {
    await signIn(page, 'newuser@example.com', DEMO_TEMPORARY_PASSWORD);
    await expectVisible(shownText(page, PASSWORD_RULES));
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat new password').fill('short');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expectVisible(shownText(page, 'Password not long enough'));
    await page.getByLabel('New password', { exact: true }).fill('Chosen-Portal-2026!');
    await page.getByLabel('Repeat new password').fill('Chosen-Portal-2026?');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expectVisible(shownText(page, 'Passwords do not match'));
    await page.getByLabel('Repeat new password').fill('Chosen-Portal-2026!');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expectVisible(signedInAs('Nia New'));
  });
});

describe('changing the password', () => {
  const openDialog = async () => {
    await signedInAs('Sam Staff').click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
  };
  const fillDialog = async (current: string, password: string, repeat: string) => {
    await page.getByLabel('Current password').fill(current);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Repeat new password').fill(repeat);
    await page.getByRole('button', { name: 'Change password' }).click();
  };

  it('checks the repeat, reports the provider refusing, and changes the password', async () => {
    await signIn(page, 'staff@example.com', DEMO_PASSWORD);
    await openDialog();
    await fillDialog(DEMO_PASSWORD, 'Changed-Portal-2026!', 'Changed-Portal-2026?');
    await expectVisible(shownText(page, 'Passwords do not match'));

    await fillDialog('Wrong-Current-2026!', 'Changed-Portal-2026!', 'Changed-Portal-2026!');
    await expectVisible(shownText(page, 'Password update failed'));

    await fillDialog(DEMO_PASSWORD, 'Changed-Portal-2026!', 'Changed-Portal-2026!');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, 'staff@example.com', 'Changed-Portal-2026!');
    await expectVisible(signedInAs('Sam Staff'));
  });
});

describe('authorisation', () => {
  it.each([
    ['without application 2', 'noapp@example.com'],
    ['without intermediaries', 'notpi@example.com'],
  ])('turns away a user %s, who can sign out', async (_case, email) => {
    await signIn(page, email, DEMO_PASSWORD);
    await expectVisible(shownText(page, 'Authorisation Failed'));
    await expectVisible(shownText(page, 'You are not authorised to use this application'));
    expect(await mainMenu(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectVisible(page.getByLabel('Email address'));
  });
});

async function expectVisible(locator: ReturnType<Page['getByText']>) {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
}
