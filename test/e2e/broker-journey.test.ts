import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { commissionSchedule } from '../../domain/import/commission';
import { sampleMpan, sampleRow } from '../support/sample-rows';
import { mpanCheckDigit } from '../../domain/meter-points';
import { REPORT_DEFINITIONS, type ReportDefinition } from '../../domain/reports/definitions';
import { formatCell } from '../../domain/reports/format';
import { isoDate } from '../../domain/reports/parameters';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, startTestStack, type TestStack } from '../support/local-stack';
import { importScreen } from './imports-support';
import { shownReportRows } from './support/report-rows';
import { closeAll, enterCode, launchBrowser, mainMenu, openPage, shownText, signIn, totpCode } from './support/browser';
import { formatUkDate } from '../../domain/calendar-date';

/**
 * The broker journey: one broker, in Chromium on the local stack, from signing in
 * with an authenticator app to signing out, through an import, the reports and a pre-qualification.
 */

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const folder = mkdtempSync(path.join(os.tmpdir(), 'broker-journey-'));

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  ({ context, page } = await openPage(browser, stack.webUrl));
  page.setDefaultTimeout(15_000);
}, 120_000);
afterAll(async () => {
  await closeAll(context, browser, stack);
  rmSync(folder, { recursive: true, force: true });
});

const today = new Date();
/** Contracts start on the first of next month, so their first commission falls due beyond the report's default window. */
const STARTDATE = isoDate(new Date(today.getFullYear(), today.getMonth() + 1, 1));
const FILE_NAME = 'journey-contracts.xlsx';
const CUSTOMERS = [
  { name: 'Journey Bakery Ltd', mpan: sampleMpan(8_800_011) },
  { name: 'Journey Garage Ltd', mpan: sampleMpan(8_800_021) },
] as const;
/** The second customer's MPAN with its check digit off by one: the error the broker fixes in the grid. */
const BAD_MPAN = `${CUSTOMERS[1].mpan.slice(0, 12)}${(Number(CUSTOMERS[1].mpan[12]) + 1) % 10}`;
const PREQUALIFIED_MPAN = `191234567890${mpanCheckDigit('191234567890')}`;

const heading = (title: string) => page.getByRole('heading', { name: title, level: 1 });
const table = (title: string) => page.getByRole('table', { name: title });

async function openScreen(menuItem: string, title = menuItem) {
  await mainMenu(page).getByRole('link', { name: menuItem }).click();
  await heading(title).waitFor();
}

/** Fills the downloaded template itself, by its own headings: the example row is overwritten by two customers, the second's MPAN bad. */
async function fillTemplate(template: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0];
  const headings = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  CUSTOMERS.forEach((customer, index) => {
    const values = { ...sampleRow(index + 1, 1, 1, { startdate: STARTDATE }), 'Customer Name': customer.name, 'Account Name': customer.name, 'MPAN Core': index === 1 ? BAD_MPAN : customer.mpan };
    const row = sheet.getRow(index + 2);
    for (const [name, value] of Object.entries(values)) {
      const column = headings.indexOf(name);
      if (column < 1) throw new Error(`The template has no column ${name}`);
      row.getCell(column).value = value === '' ? null : value;
    }
    row.commit();
  });
  const file = path.join(folder, FILE_NAME);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** The exported workbook's rows, each cell formatted as the screen formats that column. */
async function exportedRows(definition: ReportDefinition, file: string): Promise<{ headings: string[]; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const [first, ...rest] = workbook.worksheets[0].getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
  // The file's dates are spreadsheet dates holding the day, or the UK time, as the screen writes it.
  const format = (value: unknown, i: number) => {
    const columnFormat = definition.columnformats[definition.fieldnames[i]];
    if (!(value instanceof Date)) return formatCell(value ?? null, columnFormat);
    const iso = value.toISOString();
    return columnFormat === 'datetime' ? `${formatUkDate(iso)} ${iso.slice(11, 16)}` : formatUkDate(iso);
  };
  return { headings: first.map(String), rows: rest.map((row) => definition.fieldnames.map((_, i) => format(row[i], i))) };
}

it('signs in with an authenticator app, imports and fixes contracts, finds them in the reports, pre-qualifies a meter point, requests its payment and signs out', async () => {
  await signIn(page, 'totp@example.com', DEMO_PASSWORD);
  await enterCode(page, 'One time password', totpCode(DEMO_TOTP_SECRET));
  await page.getByRole('button', { name: 'Tom Totp', exact: true }).waitFor();

  await page.getByRole('button', { name: /^Intermediary: / }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Acme Energy Brokers' }).click();
  await shownText(page, 'Working for Acme Energy Brokers').waitFor();

  await openScreen('Downloads');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Contract Upload Template' }).click()]);
  expect(download.suggestedFilename()).toBe('Contract Upload v1.xlsx');
  const upload = await fillTemplate((await download.path())!);

  await openScreen('Contract Import');
  const screen = importScreen(page);
  await screen.upload(upload, { format: 'Contract Upload v1', hold: true });
  await screen.waitForStatus(FILE_NAME, 'Validation Failed');
  const errors = table('Errors');
  await errors.getByRole('row').filter({ hasText: 'MPAN Core check digit is not valid' }).waitFor();
  expect(await errors.getByRole('row').filter({ hasText: 'check digit' }).count()).toBe(1);
  expect(await screen.enabled('Approve')).toBe(false);

  await screen.toolbarButton('Edit').click();
  const goTo = errors.getByRole('button', { name: /^Go to row \d+ MPAN Core$/ });
  const cellLabel = (await goTo.getAttribute('aria-label'))!.replace(/^Go to row/, 'Row');
  await goTo.click();
  await page.keyboard.press('Enter');
  const mpanCell = page.getByRole('textbox', { name: cellLabel, exact: true });
  expect(await mpanCell.inputValue()).toBe(BAD_MPAN);
  await mpanCell.fill(CUSTOMERS[1].mpan);
  await page.keyboard.press('Enter');
  await screen.toolbarButton('Save').click();
  await screen.notice('Import saved').waitFor();
  await screen.waitForStatus(FILE_NAME, 'Awaiting Verification');
  for (const customer of CUSTOMERS) await page.getByRole('tab', { name: new RegExp(`^Line \\d+: ${customer.name}$`) }).waitFor();

  await screen.approve();
  await screen.notice('Import approved').waitFor();
  await screen.waitForStatus(FILE_NAME, 'Complete', 30_000);
  // The structure names the customer it made by its new reference.
  const customerNode = page.getByRole('button', { name: new RegExp(`^Customer: ${CUSTOMERS[0].name} \\((C101-\\d{4})\\)$`) });
  const customerReference = /\((C101-\d{4})\)/.exec((await customerNode.getAttribute('aria-label'))!)![1];

  const contracts = REPORT_DEFINITIONS.contracts;
  const column = (field: string) => contracts.fieldnames.indexOf(field);
  await openScreen('Contract Report');
  for (const customer of CUSTOMERS) {
    const line = table('Contract Report').locator('tbody tr').filter({ hasText: customer.mpan });
    await line.waitFor();
    expect(await line.innerText()).toContain(customer.name);
  }
  // Each contract made reads its customer, contract and site by reference, in the report and in its export alike.
  const made = (await shownReportRows(page, contracts)).filter((row) => CUSTOMERS.some((customer) => row.includes(customer.mpan)));
  expect(made).toHaveLength(CUSTOMERS.length);
  for (const row of made) {
    expect([row[column('customerid')], row[column('contractid')], row[column('siteid')]]).toEqual([
      expect.stringMatching(/^C101-\d{4}$/), expect.stringMatching(/^CT101-\d{4}$/), expect.stringMatching(/^S101-\d{4}$/),
    ]);
  }
  expect(made.find((row) => row.includes(CUSTOMERS[0].mpan))![column('customerid')]).toBe(customerReference);
  expect(new Set(made.map((row) => row[column('customerid')])).size).toBe(CUSTOMERS.length);
  const [contractExport] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const exportedContracts = await exportedRows(contracts, (await contractExport.path())!);
  for (const row of made) expect(exportedContracts.rows).toContainEqual(row);

  const commission = REPORT_DEFINITIONS.commission;
  await openScreen('Commission Report');
  await table('Commission Report').waitFor();
  expect(await table('Commission Report').getByRole('cell', { name: CUSTOMERS[0].mpan }).count()).toBe(0);
  await page.getByLabel('Due date to', { exact: true }).fill(formatUkDate(STARTDATE));
  await page.getByRole('button', { name: 'Refresh' }).click();
  const firstYear = commissionSchedule(1.5, 45_000, 36, STARTDATE)[0];
  for (const customer of CUSTOMERS) {
    const line = table('Commission Report').locator('tbody tr').filter({ hasText: customer.mpan });
    await line.waitFor();
    expect(await line.innerText()).toContain(formatCell(firstYear.amount, 'money'));
  }

  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(exported.suggestedFilename()).toBe('Commission Report.xlsx');
  const file = await exportedRows(commission, (await exported.path())!);
  const shown = await shownReportRows(page, commission);
  expect(file.headings).toEqual(commission.columnheadings);
  expect(file.rows).toEqual(shown);
  for (const customer of CUSTOMERS) expect(shown.filter((row) => row.includes(customer.mpan))).toHaveLength(1);

  await openScreen('Pre-Qualifier');
  await page.getByRole('button', { name: 'New Pre-Authorisation' }).click();
  const request = page.getByRole('dialog', { name: 'Pre-Authorisation Request' });
  await request.getByLabel('Company number').fill('01234567');
  await request.getByRole('tab', { name: 'Meter Points' }).click();
  await request.getByRole('button', { name: /^Product/ }).click();
  await page.getByRole('option', { name: 'SME Fixed with Pre-Qualification' }).click();
  await request.getByLabel('MPxN for row 1').fill(PREQUALIFIED_MPAN);
  await request.getByRole('button', { name: 'Run Checks' }).click();
  await request.getByText('Passed: Company credit score acceptable').waitFor();
  await request.getByRole('button', { name: 'Close', exact: true }).first().click();
  await request.waitFor({ state: 'detached' });

  await page.getByLabel('Search pre-authorisations').fill(PREQUALIFIED_MPAN);
  const authorisation = page.getByRole('row').filter({ hasText: PREQUALIFIED_MPAN }).first();
  await authorisation.getByRole('button', { name: `Request initial payment for ${PREQUALIFIED_MPAN} at 36 months` }).click();
  const payment = page.getByRole('dialog', { name: 'Request Initial Payment' });
  await payment.getByLabel('First name').fill('Tom');
  await payment.getByLabel('Last name').fill('Totp');
  await payment.getByLabel('Email').fill('totp@example.com');
  await payment.getByRole('radio', { name: 'Single meter' }).check();
  await payment.getByRole('button', { name: 'Request Payment' }).click();
  await shownText(page, `Initial payment requested for ${PREQUALIFIED_MPAN}`).waitFor();
  await authorisation.getByRole('cell', { name: 'Requested', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Email address').waitFor();
  expect(await mainMenu(page).count()).toBe(0);
}, 120_000);
