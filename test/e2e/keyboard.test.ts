import type { Page } from 'playwright-core';
import { validMpan } from '../integration/preauthorisation-fixtures';
import { DEMO_PASSWORD } from '../support/local-stack';
import { mainMenu, signIn } from './support/browser';
import { pagePerTest } from './support/fixtures';
import { announcements, chooseOption, focusedElement, hasFocus, tabTo } from './support/keyboard';

let page: Page;
pagePerTest((fixture) => ({ page } = fixture));

/** Waits until `check` holds (React renders after the key press), failing with what has focus. */
async function eventually(check: () => Promise<boolean>, what: string, timeout = 5_000) {
  const until = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Expected ${what}; focus is on ${await focusedElement(page)}`);
    await page.waitForTimeout(50);
  }
}

/** Focus is somewhere a keyboard user can go on from: never dropped on the page itself. */
const focusKept = () => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body);

/** Opens a menu screen from the top menu with Tab and Enter. */
async function openScreen(name: string) {
  await tabTo(page, mainMenu(page).getByRole('link', { name }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('keyboard only, after signing in', () => {
  it('pre-qualify and pay: a request, its checks, the initial payment and its confirmation', async () => {
    const mpan = validMpan('171234567894');
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: 'Pre-Qualifier' }).waitFor();
    await openScreen('Pre-Qualifier');

    const opener = page.getByRole('button', { name: 'New Pre-Authorisation' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const request = page.getByRole('dialog', { name: 'Pre-Authorisation Request' });
    const limited = request.getByRole('checkbox', { name: 'Limited company' });
    await eventually(() => hasFocus(limited), 'the dialog to open on its first field');

    await page.keyboard.press('Tab');
    expect(await hasFocus(request.getByLabel('Company number'))).toBe(true);
    await page.keyboard.type('01234567');

    await tabTo(page, request.getByRole('tab', { name: 'Customer' }), { back: true });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await tabTo(page, request.getByRole('button', { name: /^Product/ }));
    await chooseOption(page, 'SME Fixed with Pre-Qualification');
    await tabTo(page, request.getByLabel('MPxN for row 1'));
    await page.keyboard.type(mpan);

    await tabTo(page, request.getByRole('button', { name: 'Run Checks' }));
    await page.keyboard.press('Enter');
    await request.getByText('Check results').waitFor();
    expect(await hasFocus(request)).toBe(true);
    await eventually(async () => (await announcements(page).polite.textContent())?.startsWith('Check results') ?? false, 'the results announced');

    await page.keyboard.press('Escape');
    await request.waitFor({ state: 'detached' });
    expect(await hasFocus(opener)).toBe(true);

    await tabTo(page, page.getByLabel('Search pre-authorisations'));
    await page.keyboard.type(mpan);
    await tabTo(page, page.getByRole('button', { name: `Request initial payment for ${mpan} at 36 months` }));
    await page.keyboard.press('Enter');
    const payment = page.getByRole('dialog', { name: 'Request Initial Payment' });
    await eventually(() => hasFocus(payment.getByLabel('First name')), 'the dialog to open on its first field');
    await page.keyboard.type('Ann');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Baker');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ann@example.com');
    await tabTo(page, payment.getByRole('radio', { name: 'Single meter' }));
    await page.keyboard.press('Space');
    await tabTo(page, payment.getByRole('button', { name: 'Request Payment' }));
    await page.keyboard.press('Enter');

    const confirmation = page.getByText(`Initial payment requested for ${mpan}`);
    await confirmation.waitFor();
    await payment.waitFor({ state: 'detached' });
    await eventually(focusKept, 'focus kept after the payment is requested');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(`Initial payment requested for ${mpan}`);
  });
});
