import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../support/local-stack';
import { accessibilityViolations } from './support/accessibility';
import { mainMenu, signIn } from './support/browser';
import { pagePerTest } from './support/fixtures';

let page: Page;
pagePerTest((fixture) => ({ page } = fixture));

const heading = (name: string) => page.getByRole('heading', { name, level: 1 });

/** Every screen of the menu, as supplier staff (who hold every report) open it, with the heading that says it has loaded. */
const SCREENS: readonly [menu: string, heading: string][] = [
  ['Pre-Qualifier', 'Pre-Qualifier'],
  ['Contract Import', 'Contract Import'],
  ['Contract Report', 'Contract Report'],
  ['Commission Report', 'Commission Report'],
  ['ECOES Post Code Search', 'ECOES Post Code Search'],
  ['ECOES MPAN Search', 'ECOES MPAN Search'],
  ['Gas Address Search', 'Gas Address Search'],
  ['Gas MPRN Search', 'Gas MPRN Search'],
  ['Downloads', 'Downloads'],
];

describe('WCAG 2.2 AA (axe-core) on every screen', () => {
  it('the sign-in form and the new-password form', async () => {
    await page.goto('/');
    await page.getByLabel('Email address').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await signIn(page, 'newuser@example.com', DEMO_TEMPORARY_PASSWORD);
    await page.getByLabel('New password', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Required').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it.each([['Home', 'Welcome, Sam'], ...SCREENS])('%s', async (menu, name) => {
    await signIn(page, 'staff@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: 'Pre-Qualifier' }).waitFor();
    if (menu !== 'Home') await mainMenu(page).getByRole('link', { name: menu }).click();
    await heading(name).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('release information', async () => {
    await signIn(page, 'staff@example.com', DEMO_PASSWORD, '/info');
    await heading('Release Information').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('the change-password dialog', async () => {
    await signIn(page, 'staff@example.com', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sam Staff', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
