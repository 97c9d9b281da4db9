import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { sampleRows } from '../support/sample-rows';
import { validMpan } from '../integration/preauthorisation-fixtures';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../support/local-stack';
import { importScreen, rowsFailingPostcode, writeCsv } from './imports-support';
import { accessibilityViolations } from './support/accessibility';
import { mainMenu, shownText, signIn } from './support/browser';
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
    await shownText(page, 'Required').first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it.each([['Home', 'Welcome, Sam'], ...SCREENS])('%s', async (menu, name) => {
    await signIn(page, 'staff@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: 'Pre-Qualifier' }).waitFor();
    if (menu !== 'Home') await mainMenu(page).getByRole('link', { name: menu }).click();
    await heading(name).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('a list that could not be loaded, with Try again', async () => {
    await page.route((url) => url.pathname === '/api/meterpointauthorisations/prequalifier', (route) => route.abort('failed'));
    await signIn(page, 'staff@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: 'Pre-Qualifier' }).click();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("the business type list of a sole trader's pre-authorisation, open", async () => {
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: 'Pre-Qualifier' }).click();
    await page.getByRole('button', { name: 'New Pre-Authorisation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pre-Authorisation Request' });
    await dialog.getByRole('checkbox', { name: 'Limited company' }).press('Space');
    await dialog.getByRole('button', { name: /^Business type/ }).press('ArrowDown');
    await dialog.getByLabel('Filter business types').waitFor();
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

describe('WCAG 2.2 AA (axe-core) on every dialog and state the journeys reach', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'accessibility-files-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function open(menu: string) {
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: menu }).click();
    await heading(menu).waitFor();
  }
  const noViolations = async () => expect(await accessibilityViolations(page)).toEqual([]);
  // Each state is checked by a full axe run, several to a test.
  const SLOW = 150_000;

  it('the pre-qualifier request dialog empty, with its failures and with its results; the payment dialog and Add MPxN', async () => {
    const [first, second] = [validMpan('181234567895'), validMpan('191234567896')];
    await open('Pre-Qualifier');
    await page.getByRole('button', { name: 'New Pre-Authorisation' }).click();
    const request = page.getByRole('dialog', { name: 'Pre-Authorisation Request' });
    await request.waitFor();
    await noViolations();
    await request.getByLabel('Company number').fill('123');
    await request.getByRole('list', { name: 'Validation failures' }).waitFor();
    await noViolations();
    await request.getByLabel('Company number').fill('01234567');
    await request.getByRole('tab', { name: 'Meter Points' }).click();
    await request.getByRole('button', { name: /^Product/ }).click();
    await page.getByRole('option', { name: 'SME Fixed with Pre-Qualification' }).click();
    await request.getByLabel('MPxN for row 1').fill(first);
    await request.getByRole('button', { name: 'Add meter point' }).click();
    await request.getByLabel('MPxN for row 2').fill(second);
    await request.getByRole('button', { name: 'Run Checks' }).click();
    await request.getByText('Check results').waitFor();
    await noViolations();
    await page.keyboard.press('Escape');
    await request.waitFor({ state: 'detached' });

    await page.getByLabel('Search pre-authorisations').fill(first);
    await page.getByRole('button', { name: `Request initial payment for ${first} at 36 months` }).click();
    const payment = page.getByRole('dialog', { name: 'Request Initial Payment' });
    await payment.getByRole('radio', { name: 'Multi meter' }).check();
    await noViolations();
    await payment.getByRole('button', { name: 'Add MPxN' }).click();
    await page.getByRole('dialog', { name: 'Add MPxN' }).getByLabel('Search meter points').waitFor();
    await noViolations();
  }, SLOW);

  it('the upload dialog, a file it refuses, an import in Validation Failed with its errors and grid, and the grid in Edit', async () => {
    await open('Contract Import');
    const screen = importScreen(page);
    await screen.toolbarButton('Upload').click();
    const dialog = screen.uploadDialog();
    await dialog.waitFor();
    await noViolations();
    const pdf = path.join(folder, 'contracts.pdf');
    writeFileSync(pdf, 'not a spreadsheet');
    await dialog.locator('input[type=file]').setInputFiles(pdf);
    await dialog.getByText('Invalid file type', { exact: true }).waitFor();
    await noViolations();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await screen.uploadHeld(writeCsv(folder, 'errors-801.csv', rowsFailingPostcode(3, 801, 1)), 'Validation Failed');
    await page.getByRole('table', { name: 'Errors' }).getByRole('row').filter({ hasText: 'Post code is not a valid UK post code' }).waitFor();
    await noViolations();
    await screen.toolbarButton('Edit').click();
    await screen.toolbarButton('Cancel').waitFor();
    await noViolations();
  }, SLOW);

  it('an import in Awaiting Verification with its tree, a form, its audit trail, and the reject dialog; manual entry', async () => {
    await open('Contract Import');
    const screen = importScreen(page);
    await screen.upload(writeCsv(folder, 'held-802.csv', sampleRows(2, { seed: 802 })), { hold: true });
    await screen.waitForStatus('held-802.csv', 'Awaiting Verification');
    await page.getByRole('tab', { name: /^Line 1: / }).waitFor();
    await page.getByRole('table', { name: 'Audit trail' }).waitFor();
    await noViolations();
    // On a phone the tab strips scroll, and their scroll buttons need names.
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await noViolations();
    await page.setViewportSize(wide);
    await page.getByRole('button', { name: 'Contact: Jane Smith1' }).click();
    await page.getByLabel('Job Title', { exact: true }).waitFor();
    await noViolations();
    await screen.toolbarButton('Reject').click();
    await page.getByRole('dialog', { name: 'Reject import' }).waitFor();
    await noViolations();
    await page.keyboard.press('Escape');
    await screen.toolbarButton('Manual Entry').click();
    await page.getByRole('tab', { name: 'Line 1: New Customer' }).waitFor();
    await noViolations();
  }, SLOW);

  it('a report with rows and a report that failed to load', async () => {
    await open('Contract Report');
    await page.getByRole('table', { name: 'Contract Report' }).getByRole('cell', { name: 'Harbour Cafe Ltd' }).waitFor();
    await noViolations();
    await page.route('**/reports/contracts?**', (route) => route.fulfill({ status: 502, json: { message: 'Bad gateway' } }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await shownText(page, 'API Error', { exact: true }).waitFor();
    await noViolations();
  }, SLOW);

  it('a download that failed', async () => {
    await open('Downloads');
    await page.route('**/storage/documents/**', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }));
    await page.getByRole('button', { name: /^Download / }).first().click();
    await shownText(page, 'Download failed').waitFor();
    await noViolations();
  }, SLOW);
});
