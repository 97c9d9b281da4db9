import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../test/e2e/support/accessibility';
import { launchBrowser, openPage, signIn } from '../test/e2e/support/browser';
import { DEMO_PASSWORD, startTestStack } from '../test/support/local-stack';
import type { Figure } from './report';

/** Menu items in the portal's defined order, each opened from the menu; its h1 says it has loaded. */
const SCREENS = [
  'Pre-Qualifier', 'Contract Import', 'Contract Report', 'Commission Report', 'ECOES Post Code Search', 'ECOES MPAN Search',
  'Gas Address Search', 'Gas MPRN Search', 'Downloads',
];

/** The dialogs a screen opens without data of its own: the screen, the button that opens it, and its name. */
const DIALOGS: readonly [screen: string, button: string, dialog: string][] = [
  ['Pre-Qualifier', 'New Pre-Authorisation', 'Pre-Authorisation Request'],
  ['Contract Import', 'Upload', 'Upload'],
];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 }).waitFor();

/**
 * axe-core's WCAG 2.2 A and AA violations on the sign-in form, Home, every menu screen, Release Information and the
 * dialogs that open without data, as supplier staff (who see every screen) meet them; each violation is printed.
 */
export async function measureAccessibility(): Promise<Figure[]> {
  const stack = await startTestStack({ dynamoBulkTablesApart: true });
  const browser = await launchBrowser();
  const { context, page } = await openPage(browser, stack.webUrl);
  page.setDefaultTimeout(30_000);
  const counts: [string, number][] = [];
  const check = async (state: string) => {
    const violations = await accessibilityViolations(page);
    for (const violation of violations) console.error(`accessibility: ${state}: ${violation}`);
    counts.push([state, violations.length]);
  };
  try {
    await page.goto('/');
    await page.getByLabel('Email address').waitFor();
    await check('sign-in form');
    await signIn(page, 'staff@example.com', DEMO_PASSWORD);
    await menu(page).waitFor();
    await check('Home');
    for (const screen of SCREENS) {
      await menu(page).getByRole('link', { name: screen, exact: true }).click();
      await heading(page, screen);
      await check(screen);
    }
    await page.goto('/info');
    await heading(page, 'Release Information');
    await check('Release Information');
    for (const [screen, button, dialog] of DIALOGS) {
      await menu(page).getByRole('link', { name: screen, exact: true }).click();
      await heading(page, screen);
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
      await check(`${dialog} dialog`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'detached' });
    }
  } finally {
    await context.close();
    await browser.close();
    await stack.stop();
  }
  return counts.map(([state, count]) => ({
    area: 'accessibility', figure: `axe-core WCAG 2.2 AA violations: ${state}`, value: count, unit: 'rules', target: 0, better: 'lower' as const,
  }));
}
