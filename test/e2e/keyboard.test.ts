import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { sampleRows } from '../support/sample-rows';
import { validMpan } from '../integration/preauthorisation-fixtures';
import { DEMO_PASSWORD } from '../support/local-stack';
import { column, importScreen, writeCsv } from './imports-support';
import { mainMenu, shownText, signIn } from './support/browser';
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
  const folder = mkdtempSync(path.join(os.tmpdir(), 'keyboard-files-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

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
    await eventually(async () => (await announcements(page).polite.textContent())?.includes('Check results') ?? false, 'the results announced');

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

    const confirmation = shownText(page, `Initial payment requested for ${mpan}`);
    await confirmation.waitFor();
    await payment.waitFor({ state: 'detached' });
    await eventually(focusKept, 'focus kept after the payment is requested');
    // The dialog hands focus back to the control that opened it, and the app then moves it to the confirmation; either is a place to go on from.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await eventually(async () => (await focused()).includes(`Initial payment requested for ${mpan}`) || (await focused()).trim() === 'Request', 'focus on the confirmation or on the control that opened the dialog');
  }, 120_000);

  it('upload, fix and approve: a file with an error through the dialog, its failing cell fixed in the grid, saved and approved', async () => {
    const rows = sampleRows(2, { seed: 901 });
    rows[0][column('Customer Name')] = '';
    const file = writeCsv(folder, 'keyboard-901.csv', rows);
    const screen = importScreen(page);
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: 'Contract Import' }).waitFor();
    await openScreen('Contract Import');

    await tabTo(page, screen.toolbarButton('Upload'));
    await page.keyboard.press('Enter');
    const upload = screen.uploadDialog();
    await eventually(() => hasFocus(upload.getByRole('button', { name: /^Product/ })), 'the dialog to open on its first field');
    await tabTo(page, upload.getByRole('checkbox', { name: 'Hold for Manual Verification' }));
    await page.keyboard.press('Space');
    // The browser's own file chooser is answered by the test: the page asks for it from the keyboard. Waiting for it
    // before tabbing lets Playwright take over the chooser before Enter opens it.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, upload.getByRole('button', { name: 'Choose file' }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(file);
    await tabTo(page, upload.getByRole('button', { name: 'Upload', exact: true }));
    await page.keyboard.press('Enter');
    await upload.waitFor({ state: 'detached' });
    await eventually(focusKept, 'focus kept after the upload');
    await screen.waitForStatus('keyboard-901.csv', 'Validation Failed');

    await tabTo(page, screen.toolbarButton('Edit'));
    await page.keyboard.press('Enter');
    await eventually(focusKept, 'focus kept once editing starts');
    const errors = page.getByRole('table', { name: 'Errors' });
    await tabTo(page, errors.getByRole('button', { name: 'Go to row 2 Customer Name' }));
    await page.keyboard.press('Enter');
    await page.keyboard.type('Keyboard Bakery Ltd');
    await page.keyboard.press('Enter');

    await tabTo(page, screen.toolbarButton('Save'), { back: true, presses: 200 });
    await page.keyboard.press('Enter');
    await screen.notice('Import saved').waitFor();
    await eventually(focusKept, 'focus kept after Save');
    await screen.waitForStatus('keyboard-901.csv', 'Awaiting Verification');
    await page.getByRole('tab', { name: 'Line 1: Keyboard Bakery Ltd' }).waitFor();

    // Approve asks first: focus goes into its confirmation, and Escape gives it back to Approve.
    const approve = screen.toolbarButton('Approve');
    await tabTo(page, approve, { back: true, presses: 200 });
    await page.keyboard.press('Enter');
    const confirmation = screen.approveDialog();
    await eventually(() => hasFocus(confirmation), 'focus in the approval confirmation');
    await page.keyboard.press('Escape');
    await confirmation.waitFor({ state: 'detached' });
    await eventually(() => hasFocus(approve), 'focus back on Approve');
    await page.keyboard.press('Enter');
    await tabTo(page, confirmation.getByRole('button', { name: 'Approve', exact: true }));
    await page.keyboard.press('Enter');
    await screen.notice('Import approved').waitFor();
    await eventually(focusKept, 'focus kept after Approve');
    await eventually(async () => (await announcements(page).polite.textContent())?.includes('Import approved') ?? false, 'the approval announced');
  }, 120_000);

  it('manual entry: opens on the new customer\'s first field, and a save it blocks is announced as an error with focus kept', async () => {
    const screen = importScreen(page);
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: 'Contract Import' }).waitFor();
    await openScreen('Contract Import');
    await tabTo(page, screen.toolbarButton('Manual Entry'));
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Line 1: New Customer' }).waitFor();
    await eventually(() => page.evaluate(() => document.activeElement?.tagName === 'INPUT'), 'focus on the first field of the new customer');

    await tabTo(page, screen.toolbarButton('Save'), { back: true, presses: 200 });
    await page.keyboard.press('Enter');
    await eventually(async () => Boolean(await announcements(page).assertive.textContent()), 'the blocked save announced');
    await eventually(focusKept, 'focus kept after the blocked save');
  }, 120_000);
});
