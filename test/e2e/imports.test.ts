import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import Papa from 'papaparse';
import { SAMPLE_HEADING, sampleMpan, sampleMprn, sampleRows } from '../support/sample-rows';
import { buildContractUploadTemplate } from '../../ops/documents/contract-upload-template';
import { DEMO_PASSWORD, startTestStack, type TestStack } from '../support/local-stack';
import { column, importScreen, rowsFailingPostcode, writeCsv, writeXlsx } from './imports-support';
import { brokerPage, closeAll, launchBrowser, mainMenu, openPage, shownText, signIn } from './support/browser';

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let screen: ReturnType<typeof importScreen>;
const folder = mkdtempSync(path.join(os.tmpdir(), 'import-files-'));

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  ({ context, page } = await brokerPage(browser, stack.webUrl, 'Contract Import'));
  screen = importScreen(page);
}, 120_000);
afterAll(async () => {
  await closeAll(context, browser, stack);
  rmSync(folder, { recursive: true, force: true });
});

it('refuses a file no format takes, word for word, says which files to choose, and lets the format follow the file', async () => {
  const pdf = path.join(folder, 'contracts.pdf');
  writeFileSync(pdf, 'not a spreadsheet');
  await screen.toolbarButton('Upload').click();
  const dialog = screen.uploadDialog();
  await dialog.locator('input[type=file]').setInputFiles(pdf);
  await dialog.getByText('Invalid file type', { exact: true }).waitFor();
  await dialog.getByText('Choose a .csv, .txt, .xlsx file; the file format follows the file you choose').waitFor();
  expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
  expect(await dialog.locator('input[type=file]').getAttribute('accept')).toBe('.csv,.txt,.xlsx');
  await screen.choose(dialog, 'File format', 'Contract Upload v1');
  await dialog.locator('input[type=file]').setInputFiles(writeCsv(folder, 'contracts.csv', sampleRows(1, { seed: 700 })));
  await dialog.getByRole('button', { name: /^File format Standard CSV/ }).waitFor();
  expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(false);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
});

it('uploads the Contract Upload template from Downloads as it is, without choosing a format', async () => {
  const template = path.join(folder, 'Contract Upload Template.xlsx');
  writeFileSync(template, await buildContractUploadTemplate());
  await screen.upload(template, { hold: true });
  // Its example row is a clean contract: held for verification, one customer, no errors.
  await screen.waitForStatus('Contract Upload Template.xlsx', 'Awaiting Verification');
  const cells = (await screen.rowOf('Contract Upload Template.xlsx').first().getByRole('cell').allInnerTexts()).map((text) => text.trim());
  expect(cells.slice(-3)).toEqual(['1', '0', 'Bea Broker']);
});

it("shows a failed file's warnings above its rows, and once clean a row's warning in its own customer's tab, the file's above the tabs", async () => {
  // Customer 1's second row gives another SIC code: a warning on file row 3, about the customer of line 1, not line 3's.
  const rows = sampleRows(6, { seed: 707 });
  rows[1][column('SIC Code')] = '47110';
  const write = (name: string, written: string[][]) => {
    const file = path.join(folder, name);
    writeFileSync(file, Papa.unparse([[...SAMPLE_HEADING, 'Broker Ref'], ...written.map((row) => [...row, 'REF-1'])]));
    return file;
  };
  const fileWarnings = () => page.getByRole('table', { name: 'Warnings about the file' }).innerText();
  const failing = rows.map((row, i) => (i === 4 ? row.map((cell, c) => (c === column('Site Post Code') ? 'NOWHERE' : cell)) : row));
  await screen.upload(write('warnings-fails-707.csv', failing), { hold: true });
  await screen.waitForStatus('warnings-fails-707.csv', 'Validation Failed');
  expect(await fileWarnings()).toMatch(/Broker Ref\s+Column 'Broker Ref' is not part of the file format and was ignored[\s\S]*3\s+SIC Code\s+Customer details differ from row 2: SIC Code is 47110 here, 56102 there/);

  await screen.upload(write('warnings-707.csv', rows), { hold: true });
  await screen.waitForStatus('warnings-707.csv', 'Awaiting Verification');
  expect(await fileWarnings()).toContain("Column 'Broker Ref' is not part of the file format and was ignored");
  expect(await fileWarnings()).not.toContain('Customer details differ');
  const warningsOf = async (tab: RegExp) => {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tab', { name: /^Warnings/ }).click();
    return page.getByRole('table', { name: 'Warnings', exact: true }).innerText();
  };
  expect(await warningsOf(/^Line 3: /)).toContain('No warnings');
  const first = await warningsOf(/^Line 1: /);
  expect(first).toContain('File row 3');
  expect(first).toContain("Customer details differ from row 2: SIC Code is 47110 here, 56102 there; the first row's were kept");
});

it('remembers the import-date window in a cookie across a reload', async () => {
  await screen.choose(page, 'Import date window', 'Last 30 days');
  await page.reload();
  await page.getByRole('heading', { name: 'Contract Import', level: 1 }).waitFor();
  expect(await page.getByRole('button', { name: /^Import date window/ }).innerText()).toContain('Last 30 days');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'broker-signing-tool-importdays')?.value).toBe('30');
  await screen.choose(page, 'Import date window', 'Last day');
});

it('uploads a CSV with errors, fixes them in the grid, saves, and sees the import held in Awaiting Verification', async () => {
  const rows = sampleRows(4, { seed: 701 });
  rows[0][column('Customer Name')] = '';
  rows[2][column('Site Post Code')] = 'NOWHERE';
  await screen.upload(writeCsv(folder, 'errors-701.csv', rows), { hold: true });
  await screen.waitForStatus('errors-701.csv', 'Validation Failed');
  const errors = page.getByRole('table', { name: 'Errors' });
  await errors.getByRole('row').filter({ hasText: 'Post code is not a valid UK post code' }).waitFor();
  expect(await screen.enabled('Approve')).toBe(false);
  await screen.toolbarButton('Edit').click();
  expect(await screen.enabled('Save')).toBe(false);
  // Rows are numbered as the file shows them: the heading is row 1, so the first data row is row 2.
  await errors.getByRole('button', { name: 'Go to row 2 Customer Name' }).click();
  const focused = () => page.evaluate(() => ({ role: document.activeElement?.getAttribute('role'), text: document.activeElement?.textContent }));
  expect(await focused()).toEqual({ role: 'gridcell', text: expect.stringContaining('error: Required') as unknown });
  // Typing into the focused cell edits it, as in a spreadsheet; Enter keeps the change.
  await page.keyboard.type('Fixed Bakery Ltd');
  await page.keyboard.press('Enter');
  await errors.getByRole('button', { name: 'Go to row 4 Site Post Code' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Row 4 Site Post Code', exact: true }).fill('BS1 4DJ');
  await page.keyboard.press('Enter');
  await screen.toolbarButton('Save').click();
  await screen.notice('Import saved').waitFor();
  await screen.waitForStatus('errors-701.csv', 'Awaiting Verification');
  await page.getByRole('tab', { name: 'Line 1: Fixed Bakery Ltd' }).waitFor();
});

it('uploads a clean XLSX held for verification, edits a field, saves, and approves it', async () => {
  await screen.upload(await writeXlsx(folder, 'clean-702.xlsx', sampleRows(3, { seed: 702 })), { format: 'Contract Upload v1', hold: true });
  await screen.waitForStatus('clean-702.xlsx', 'Awaiting Verification');
  await page.getByRole('tab', { name: 'Line 1: Customer 1 Ltd' }).waitFor();
  expect(await screen.enabled('Approve')).toBe(true);
  await screen.toolbarButton('Edit').click();
  await page.getByRole('tab', { name: 'Add new' }).waitFor();
  await page.getByRole('button', { name: 'Contact: Jane Smith1' }).click();
  await page.getByLabel('Job Title', { exact: true }).fill('Owner');
  await screen.toolbarButton('Save').click();
  await screen.notice('Import saved').waitFor();
  await page.getByRole('button', { name: 'Contact: Jane Smith1' }).click();
  expect(await page.getByLabel('Job Title', { exact: true }).inputValue()).toBe('Owner');
  await screen.approve();
  await screen.notice('Import approved').waitFor();
  await screen.waitForStatus('clean-702.xlsx', 'Complete');
  expect(await page.getByRole('table', { name: 'Audit trail' }).innerText()).toContain('approve');
});

it('rejects an import with a reason from the lookup and then blocks Edit, Approve and Reject', async () => {
  await screen.upload(writeCsv(folder, 'reject-703.csv', sampleRows(2, { seed: 703 })), { hold: true });
  await screen.waitForStatus('reject-703.csv', 'Awaiting Verification');
  await screen.toolbarButton('Reject').click();
  const dialog = page.getByRole('dialog', { name: 'Reject import' });
  expect(await dialog.getByRole('button', { name: 'Reject', exact: true }).isDisabled()).toBe(true);
  await screen.choose(dialog, 'Rejection reason', 'Duplicate submission');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await screen.notice('Import rejected').waitFor();
  await screen.waitForStatus('reject-703.csv', 'Rejected');
  await page.getByRole('table', { name: 'Audit trail' }).getByText('Duplicate submission').waitFor();
  for (const name of ['Edit', 'Approve', 'Reject']) expect(await screen.enabled(name)).toBe(false);
});

describe('manual entry', () => {
  const node = (label: string) => page.getByRole('button', { name: label, exact: true });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const shown = (message: string) => shownText(page, message, { exact: true }).first().waitFor();
  const gone = (message: string) => shownText(page, message, { exact: true }).first().waitFor({ state: 'detached' });

  it('enters a customer with two sites, electricity and gas meter points and prices, showing every address rule until satisfied', async () => {
    await screen.toolbarButton('Manual Entry').click();
    await page.getByRole('tab', { name: 'Line 1: New Customer' }).waitFor();
    expect(await screen.enabled('Save')).toBe(true);
    expect(await screen.enabled('Upload')).toBe(false);

    await screen.toolbarButton('Save').click();
    expect(await screen.failures('Address validation failed')).toEqual([
      'Line 1: Site: Post code must be entered',
      'Line 1: Site: Either building name or number must be entered',
      'Line 1: Site: Thoroughfare must be entered',
      'Line 1: Site: Town must be entered',
    ]);
    // The notice and the Errors tab tell the same four failures.
    await page.getByRole('tab', { name: 'Errors (4)' }).waitFor();

    await node('Site').click();
    await field('Post code').fill('bs14dj');
    await shown('Post code must contain a space');
    await shown('Post code must be upper case');
    await field('Post code').fill('BS1  4DJX');
    await shown('Post code cannot have more than 8 characters');
    await field('Post code').fill('BS1 4DJ');
    await field('Building number').fill('12345');
    await shown('Building number cannot have more than 4 characters');
    await field('Building number').fill('12');
    await gone('Either building name or number must be entered');
    await field('Thoroughfare').fill('Quay Street');
    await field('Town').fill('Bristol');
    await field('Name').fill('Harbour Cafe');
    for (const message of ['Post code must be entered', 'Post code must contain a space', 'Thoroughfare must be entered', 'Town must be entered']) await gone(message);

    await node('Customer: New Customer').click();
    await field('Customer Name').fill('Harbour Cafe Ltd');
    await page.getByRole('button', { name: 'Add address' }).click();
    await field('Post code').fill('BS1 5AH');
    await field('Building number').fill('1');
    await field('Thoroughfare').fill('Broad Quay');
    await field('Town').fill('Bristol');
    await page.getByRole('button', { name: 'Add Site' }).click();
    await page.getByRole('button', { name: 'Copy Customer details' }).click();
    expect(await field('Name').inputValue()).toBe('Harbour Cafe Ltd');
    expect(await field('Post code').inputValue()).toBe('BS1 5AH');

    await node('Site: Harbour Cafe BS1 4DJ').click();
    await page.getByRole('button', { name: 'Add Electricity' }).click();
    await node('Electricity Meter Point').click();
    await field('MPAN Core').fill(sampleMpan(7040001));
    await node('Price: Unit Rate').click();
    await field('Value (pence)').fill('24.51');
    await node('Price: Standing Charge').click();
    await field('Value (pence)').fill('55');

    await node('Site: Harbour Cafe Ltd BS1 5AH').click();
    await page.getByRole('button', { name: 'Add Gas' }).click();
    await node('Gas Meter Point').click();
    await field('MPRN').fill(sampleMprn(7040001));
    await node('Price: Unit Rate').click();
    await field('Value (pence)').fill('6.1');
    await node('Price: Standing Charge').click();
    await field('Value (pence)').fill('30');

    await screen.toolbarButton('Save').click();
    expect(await screen.failures('Validation failed')).toEqual(expect.arrayContaining(['Line 1: Account name Required', 'Line 1: Contact firstname Required', 'Line 1: Contact lastname Required']));

    await node('Account').click();
    await page.getByRole('button', { name: 'Copy Customer details' }).click();
    await node('Contact').click();
    await field('First Name').fill('Jane');
    await field('Last Name').fill('Smith');
    await screen.toolbarButton('Save').click();
    await screen.notice('Manual entry saved').waitFor();
    await screen.rowOf('Manual entry').filter({ hasText: 'Awaiting Verification' }).first().waitFor();
    await page.getByRole('tab', { name: 'Line 1: Harbour Cafe Ltd' }).waitFor();
    await node('Site: Harbour Cafe Ltd BS1 5AH').waitFor();
    await node('Gas').waitFor();
  });
});

it('applies each toolbar rule in each status the screen reaches', async () => {
  const rows = sampleRows(1, { seed: 704 });
  rows[0][column('Site Town')] = '';
  await screen.upload(writeCsv(folder, 'failing-704.csv', rows), { hold: true });
  await screen.waitForStatus('failing-704.csv', 'Validation Failed');
  const expectations: [string, string, Record<string, boolean>][] = [
    ['failing-704.csv', 'Validation Failed', { Edit: true, Approve: false, Reject: true }],
    ['errors-701.csv', 'Awaiting Verification', { Edit: true, Approve: true, Reject: true }],
    ['clean-702.xlsx', 'Complete', { Edit: false, Approve: false, Reject: false }],
    ['reject-703.csv', 'Rejected', { Edit: false, Approve: false, Reject: false }],
    ['Renewal: Customer 1 Ltd', 'Awaiting Verification', { Edit: true, Approve: true, Reject: true }],
  ];
  for (const [file, status, enabled] of expectations) {
    await screen.select(file);
    await screen.rowOf(file).filter({ hasText: status }).first().waitFor();
    await page.getByRole('table', { name: 'Audit trail' }).waitFor();
    for (const [name, expected] of Object.entries(enabled)) expect([file, name, await screen.enabled(name)]).toEqual([file, name, expected]);
    expect(await screen.enabled('Save')).toBe(false);
    expect(await screen.enabled('Cancel')).toBe(false);
    expect(await page.getByRole('button', { name: 'Send e-Sign' }).count()).toBe(0);
  }
  await screen.select('errors-701.csv');
  await screen.toolbarButton('Edit').click();
  for (const name of ['Upload', 'Manual Entry', 'Edit', 'Approve', 'Reject', 'Save']) expect([name, await screen.enabled(name)]).toEqual([name, false]);
  expect(await screen.enabled('Cancel')).toBe(true);
  expect(await screen.rowOf('reject-703.csv').first().getByRole('radio').isDisabled()).toBe(true);
  await screen.toolbarButton('Cancel').click();
  expect(await screen.enabled('Edit')).toBe(true);
});

it('answers a save of a stale version with a clear message, keeps the edit, and offers a reload', async () => {
  await screen.upload(writeCsv(folder, 'stale-705.csv', sampleRows(2, { seed: 705 })), { hold: true });
  await screen.waitForStatus('stale-705.csv', 'Awaiting Verification');
  await screen.toolbarButton('Edit').click();
  await page.getByLabel('Customer Name', { exact: true }).fill('Mine Ltd');
  const token = (await stack.tokensFor('broker@example.com')).accessToken;
  const list = await stack.api<{ id: string; s3key?: string }[]>('GET', '/api/fileimports/0', { token, query: { sourceid: 101, importdatetime: '2020-01-01T00:00:00Z' } });
  const id = list.data.find((item) => item.s3key?.endsWith('stale-705.csv'))!.id;
  const current = await stack.api<{ version: number; structureddata: { name: string }[] }>('GET', `/api/fileimports/${id}`, { token });
  const theirs = current.data.structureddata.map((customer, i) => (i === 0 ? { ...customer, name: 'Theirs Ltd' } : customer));
  expect((await stack.api('PUT', `/api/fileimports/${id}`, { token, body: { version: current.data.version, page: 1, structureddata: JSON.stringify(theirs) } })).status).toBe(200);
  await screen.toolbarButton('Save').click();
  await screen.notice('This import was changed by someone else').waitFor();
  expect(await page.getByLabel('Customer Name', { exact: true }).inputValue()).toBe('Mine Ltd');
  expect(await screen.enabled('Save')).toBe(true);
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('tab', { name: 'Line 1: Theirs Ltd' }).waitFor();
  expect(await screen.enabled('Edit')).toBe(true);
});

it('asks before a Save that approves and processes an import not held for verification, naming its contracts; Cancel keeps the edit', async () => {
  const rows = sampleRows(3, { seed: 706 });
  rows[0][column('Customer Name')] = '';
  await screen.upload(writeCsv(folder, 'unheld-706.csv', rows));
  await screen.waitForStatus('unheld-706.csv', 'Validation Failed');
  await screen.toolbarButton('Edit').click();
  await page.getByRole('table', { name: 'Errors' }).getByRole('button', { name: 'Go to row 2 Customer Name' }).click();
  await page.keyboard.type('Unheld Bakery Ltd');
  await page.keyboard.press('Enter');

  await screen.toolbarButton('Save').click();
  const dialog = page.getByRole('dialog', { name: 'Save and process this import?' });
  await dialog.getByText('saving approves the import and processes 3 contracts', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await screen.rowOf('unheld-706.csv').first().innerText()).toContain('Validation Failed');
  await page.getByRole('grid').getByText('Unheld Bakery Ltd').waitFor();
  expect(await screen.enabled('Save')).toBe(true);

  await screen.toolbarButton('Save').click();
  await dialog.getByRole('button', { name: 'Save and process 3 contracts' }).click();
  await screen.notice('Import saved and approved: processing 3 contracts').waitFor();
  await screen.waitForStatus('unheld-706.csv', 'Complete', 30_000);
});

it('asks before unsaved edits are left for another screen (by the menu or Back) or intermediary, and shows none of one intermediary\'s imports under another', async () => {
  const multi = await openPage(browser, stack.webUrl);
  try {
    const { page: other } = multi;
    other.setDefaultTimeout(10_000);
    await signIn(other, 'multi@example.com', DEMO_PASSWORD);
    await mainMenu(other).getByRole('link', { name: 'Contract Import' }).click();
    const multiScreen = importScreen(other);
    await multiScreen.upload(writeCsv(folder, 'switch-708.csv', sampleRows(2, { seed: 708 })), { hold: true });
    await multiScreen.waitForStatus('switch-708.csv', 'Awaiting Verification');
    await multiScreen.toolbarButton('Edit').click();
    await other.getByRole('button', { name: 'Contact: Jane Smith1' }).click();
    await other.getByLabel('Job Title', { exact: true }).fill('Owner');

    const leave = other.getByRole('dialog', { name: 'Leave without saving?' });
    await mainMenu(other).getByRole('link', { name: 'Contract Report' }).click();
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await leave.waitFor({ state: 'detached' });
    await other.goBack();
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(other.url()).pathname).toBe('/import');
    await other.getByRole('button', { name: /^Intermediary: / }).click();
    await other.getByRole('menuitemcheckbox', { name: 'Brightside Utilities Consulting' }).click();
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    expect(await multiScreen.enabled('Save')).toBe(true);
    expect(await other.getByLabel('Job Title', { exact: true }).inputValue()).toBe('Owner');

    await other.getByRole('button', { name: /^Intermediary: / }).click();
    await other.getByRole('menuitemcheckbox', { name: 'Brightside Utilities Consulting' }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await other.getByText('Contract imports for Brightside Utilities Consulting.').waitFor();
    expect(await other.getByRole('tab', { name: 'Line 1: Customer 1 Ltd' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Contact: Jane Smith1' }).count()).toBe(0);
    expect(await multiScreen.enabled('Save')).toBe(false);
  } finally {
    await multi.context.close();
  }
});

it('shows a rejected file that had failed as it failed: its errors and its rows, read only', async () => {
  await screen.uploadHeld(writeCsv(folder, 'reject-failed-709.csv', rowsFailingPostcode(2, 709, 1)), 'Validation Failed');
  await screen.toolbarButton('Reject').click();
  const dialog = page.getByRole('dialog', { name: 'Reject import' });
  await screen.choose(dialog, 'Rejection reason', 'Duplicate submission');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await screen.waitForStatus('reject-failed-709.csv', 'Rejected');
  await page.getByRole('table', { name: 'Errors' }).getByText('Post code is not a valid UK post code').waitFor();
  await page.getByRole('grid', { name: 'Rows (read only: the import is closed)' }).waitFor();
  expect(await shownText(page, 'No customers in this import').count()).toBe(0);
});

it('takes Back over unsaved edits to the screen before only once the broker chooses to leave, and Forward comes back with nothing to ask', async () => {
  await screen.uploadHeld(writeCsv(folder, 'back-745.csv', sampleRows(2, { seed: 745 })), 'Awaiting Verification');
  await mainMenu(page).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
  await page.goBack();
  await page.getByRole('heading', { name: /^Contract Import/, level: 1 }).waitFor();
  await screen.rowOf('back-745.csv').first().getByRole('radio').check();
  await screen.toolbarButton('Edit').click();
  await page.getByRole('button', { name: 'Contact: Jane Smith1' }).click();
  await page.getByLabel('Job Title', { exact: true }).fill('Owner');

  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await page.goForward();
  await page.getByRole('heading', { name: /^Contract Import/, level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/import');
  expect(await leave.count()).toBe(0);
});
