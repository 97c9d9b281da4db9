import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { REPORT_DEFINITIONS, REPORT_ROUTES, type ReportName } from '../../domain/reports/definitions';
import { exportTable, spreadsheetCell, toCsv, type ExportTable } from '../../domain/reports/export-cells';
import { formatCell, formatMoney } from '../../domain/reports/format';
import { FILTER_MESSAGES } from '../../domain/reports/line-filter';
import { sumPounds } from '../../domain/money';
import { NEXT_CURSOR_HEADER, PAGE_MESSAGES } from '../../domain/reports/paging';
import { daysBefore, isoDate } from '../../domain/reports/parameters';
import { busyDay, writeLines } from '../support/contract-lines';
import { DEMO_PASSWORD, type TestStack } from '../support/local-stack';
import { mainMenu, shownText, signIn } from './support/browser';
import { brokenWords, headingLefts } from './support/table-layout';
import { pagePerTest } from './support/fixtures';

let stack: TestStack;
let page: Page;
pagePerTest((fixture) => ({ stack, page } = fixture));

const table = (title: string) => page.getByRole('table', { name: title });
const bodyRows = (title: string) => table(title).locator('tbody tr');

async function openReport(email: string, menuItem: string, title: string) {
  await signIn(page, email, DEMO_PASSWORD);
  await mainMenu(page).waitFor();
  await mainMenu(page).getByRole('link', { name: menuItem }).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

async function search(fields: Record<string, string>, button = 'Search') {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: button }).click();
}

/** The values an exported xlsx holds for the table: dates as Dates, amounts as numbers. */
const spreadsheetValues = (table: ExportTable) => table.rows.map((row) => row.map((cell, i) => spreadsheetCell(cell, table.formats[i]).value));

describe('the contract and commission reports', () => {
  it("open on the last days' contract lines of processed imports, customers' cells merged over their meter points", async () => {
    await openReport('broker@example.com', 'Contract Report', 'Contract Report');
    await table('Contract Report').getByRole('cell', { name: 'Harbour Cafe Ltd' }).waitFor();
    expect(await table('Contract Report').getByRole('cell', { name: 'Quay Street Motors' }).count()).toBe(0);
    const headings = (await table('Contract Report').locator('thead th').allInnerTexts()).map((text) => text.trim());
    expect(headings.slice(0, -1)).toEqual(REPORT_DEFINITIONS.contracts.columnheadings);
    // Park Row Dental Practice: two sites, three meter points, so its customer cells span three rows.
    const dental = table('Contract Report').getByRole('cell', { name: 'Park Row Dental Practice' });
    expect(await dental.getAttribute('rowspan')).toBe('3');
    expect(await table('Contract Report').getByRole('cell', { name: 'C101-0002' }).getAttribute('rowspan')).toBe('3');
  });

  it('fits a 1440 px screen: no word split across lines, the customer columns (merged cells too) frozen as it scrolls sideways', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openReport('broker@example.com', 'Contract Report', 'Contract Report');
    const report = table('Contract Report');
    await report.getByRole('cell', { name: 'Harbour Cafe Ltd' }).waitFor();
    expect(await brokenWords(report)).toEqual([]);
    const frozen = await headingLefts(report, 3);
    const scroller = page.locator('.report-table-scroll');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const scrolled = await headingLefts(report, 3);
    expect(scrolled.slice(0, 2)).toEqual(frozen.slice(0, 2));
    expect(scrolled[2]).toBeLessThan(frozen[2]);
    // A merged customer cell stays beside its frozen heading too.
    const dental = report.getByRole('cell', { name: 'Park Row Dental Practice' });
    expect(Math.round((await dental.boundingBox())!.x)).toBe(scrolled[1]);
  });

  it('sorts by a heading, which splits the merged groups into their rows', async () => {
    await openReport('broker@example.com', 'Contract Report', 'Contract Report');
    await table('Contract Report').getByRole('cell', { name: 'Harbour Cafe Ltd' }).waitFor();
    await table('Contract Report').getByRole('button', { name: 'Meter Point Reference' }).click();
    expect(await table('Contract Report').locator('th[aria-sort="ascending"]').innerText()).toContain('Meter Point Reference');
    const references = await table('Contract Report').locator('td[data-field="meterpointreference"]').allInnerTexts();
    expect(references.length).toBeGreaterThan(2);
    expect(references).toEqual([...references].sort((a, b) => Number(a) - Number(b)));
    await table('Contract Report').getByRole('button', { name: 'Meter Point Reference' }).click();
    expect(await table('Contract Report').locator('td[data-field="meterpointreference"]').allInnerTexts()).toEqual([...references].reverse());
  });

  it('shows the commission lines due in the last 30 days', async () => {
    await openReport('broker@example.com', 'Commission Report', 'Commission Report');
    await table('Commission Report').getByRole('cell', { name: 'Initial commission' }).first().waitFor();
    expect(await table('Commission Report').getByRole('cell', { name: 'Monthly commission' }).count()).toBe(0);
    expect(await table('Commission Report').getByRole('cell', { name: /^£\d+\.\d{2}$/ }).count()).toBeGreaterThan(0);
  });

  it('a report filtered by an MPAN shows exactly its lines and the total of the amounts shown', async () => {
    await openReport('broker@example.com', 'Commission Report', 'Commission Report');
    const report = table('Commission Report');
    await report.getByRole('cell', { name: 'Initial commission' }).first().waitFor();
    const { accessToken } = await stack.tokensFor('broker@example.com');
    const today = new Date();
    const api = await stack.api<{ meterpointreference: string; paymentid: string; amount: number }[]>('GET', '/reports/commission', {
      token: accessToken, query: { tpiid: 101, fromdate: isoDate(daysBefore(today, 30)), todate: isoDate(today) },
    });
    const mpan = api.data[0].meterpointreference;
    const lines = api.data.filter((line) => line.meterpointreference === mpan);
    expect(lines.length).toBeLessThan(api.data.length);

    await page.getByLabel(FILTER_MESSAGES.label, { exact: true }).fill(mpan);
    await shownText(page, FILTER_MESSAGES.matches(lines.length, api.data.length, false), { exact: true }).waitFor();
    expect(await bodyRows('Commission Report').count()).toBe(lines.length);
    expect(await report.locator('td[data-field="paymentid"]').allInnerTexts()).toEqual(lines.map((line) => formatCell(line.paymentid, 'reference')));
    expect(new Set(await report.locator('td[data-field="meterpointreference"]').allInnerTexts())).toEqual(new Set([mpan]));
    const total = FILTER_MESSAGES.total('Amount', formatMoney(sumPounds(lines.map((line) => line.amount))), false);
    await shownText(page, total, { exact: true }).waitFor();
  });

  it('shows its dates as dd/mm/yyyy and takes a date typed that way, asking the API for its ISO day', async () => {
    await openReport('broker@example.com', 'Commission Report', 'Commission Report');
    const fromDate = page.getByLabel('Due date from', { exact: true });
    const [year, month, day] = isoDate(daysBefore(new Date(), 30)).split('-');
    expect(await fromDate.inputValue()).toBe(`${day}/${month}/${year}`);
    await fromDate.fill('01/11/2025');
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().includes('/reports/commission') && sent.url().includes('fromdate=2025-11-01')),
      page.getByRole('button', { name: 'Refresh' }).click(),
    ]);
    expect(new URL(request.url()).searchParams.get('fromdate')).toBe('2025-11-01');
    expect(await fromDate.inputValue()).toBe('01/11/2025');
  });

  it('resends a payment email and says so, or says it failed', async () => {
    await openReport('broker@example.com', 'Contract Report', 'Contract Report');
    const rowOf = (customer: string) => bodyRows('Contract Report').filter({ hasText: customer }).first();
    await rowOf('Harbour Cafe Ltd').getByText('Resend Payment Email').click();
    await page.getByRole('main').getByText('Payment email resent').waitFor();
    // The payment simulator refuses customer ids ending in 9.
    await rowOf('Market Street Bakery').getByText('Resend Payment Email').click();
    await page.getByRole('main').getByText('Failed to resend payment email').waitFor();
    // Park Row Dental Practice has paid: nothing to resend.
    expect(await rowOf('Park Row Dental Practice').getByText('Resend Payment Email').count()).toBe(0);
  });

  it('exports an xlsx and a CSV named after the report, with the same rows and UK dates', async () => {
    await openReport('broker@example.com', 'Contract Report', 'Contract Report');
    await table('Contract Report').getByRole('cell', { name: 'Harbour Cafe Ltd' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('Contract Report.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const read = workbook.worksheets[0].getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    const { accessToken } = await stack.tokensFor('broker@example.com');
    const today = new Date();
    const api = await stack.api<Record<string, unknown>[]>('GET', '/reports/contracts', {
      token: accessToken, query: { tpiid: 101, fromdate: isoDate(daysBefore(today, 7)), todate: isoDate(today) },
    });
    const expected = exportTable(REPORT_DEFINITIONS.contracts, api.data);
    expect(read[0]).toEqual(expected.headings);
    expect(read.slice(1).map((row) => expected.headings.map((_, i) => row[i] ?? null))).toEqual(spreadsheetValues(expected));
    // Dates are the spreadsheet's own, shown dd/mm/yyyy, and ids are whole.
    const startDate = workbook.worksheets[0].getRow(2).getCell(expected.headings.indexOf('Start Date') + 1);
    expect([startDate.value instanceof Date, startDate.numFmt]).toEqual([true, 'dd/mm/yyyy']);
    expect(String(read[1][0])).toBe(String(api.data[0].customerid));

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('Contract Report.csv');
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text).toBe(`\ufeff${toCsv(expected)}`);
    expect(text).toMatch(/\r\n[^\r]*,\d{2}\/\d{2}\/\d{4},\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},/);
  });

  it('reloads when the intermediary changes from outside the screen', async () => {
    await openReport('multi@example.com', 'Contract Report', 'Contract Report');
    await table('Contract Report').getByRole('cell', { name: 'Harbour Cafe Ltd' }).waitFor();
    await page.getByRole('button', { name: /^Intermediary: / }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Brightside Utilities Consulting' }).click();
    await table('Contract Report').getByRole('cell', { name: 'Capital Chambers LLP' }).waitFor();
    expect(await table('Contract Report').getByRole('cell', { name: 'Harbour Cafe Ltd' }).count()).toBe(0);
  });
});

describe('a report longer than one page', () => {
  const BUSY_LINES = 1200;

  /** Every row of the report, read page by page from the API as the screen does. */
  async function allRows(query: Record<string, string | number>) {
    const { accessToken } = await stack.tokensFor('multi@example.com');
    const rows: Record<string, unknown>[] = [];
    let cursor: string | undefined;
    do {
      const answer = await stack.api<Record<string, unknown>[]>('GET', '/reports/contracts', { token: accessToken, query: { ...query, cursor } });
      rows.push(...answer.data);
      cursor = answer.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
    } while (cursor);
    return rows;
  }

  it('loads the next page when the broker pages past the loaded rows, and exports every row of the range', async () => {
    const today = new Date();
    await writeLines(stack, busyDay(103, isoDate(daysBefore(today, 2)), BUSY_LINES));
    await openReport('multi@example.com', 'Contract Report', 'Contract Report');
    await page.getByRole('button', { name: /^Intermediary: / }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Northern Power Partners' }).click();
    await page.getByRole('main').getByText(PAGE_MESSAGES.rowsLoaded(500, true)).waitFor();
    for (let click = 0; click < 10; click++) await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('main').getByText(PAGE_MESSAGES.rowsLoaded(1000, true)).waitFor();
    expect(await bodyRows('Contract Report').count()).toBe(50);

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Export' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const read = workbook.worksheets[0].getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    const rows = await allRows({ tpiid: 103, fromdate: isoDate(daysBefore(today, 7)), todate: isoDate(today) });
    expect(rows.length).toBeGreaterThan(BUSY_LINES);
    const expected = exportTable(REPORT_DEFINITIONS.contracts, rows);
    expect(read.slice(1).map((row) => expected.headings.map((_, i) => row[i] ?? null))).toEqual(spreadsheetValues(expected));
    // The screen keeps the rows it had loaded.
    await page.getByRole('main').getByText(PAGE_MESSAGES.rowsLoaded(1000, true)).waitFor();
  }, 120_000);
});

describe('the industry searches', () => {
  it('ECOES post code search finds the meter points at a post code, and ECOES MPAN search finds one of them', async () => {
    await openReport('multi@example.com', 'ECOES Post Code Search', 'ECOES Post Code Search');
    await search({ 'Post Code': 'ls1 4ap' });
    await table('ECOES Post Code Search').getByRole('cell', { name: 'Park Row House' }).first().waitFor();
    expect(await bodyRows('ECOES Post Code Search').count()).toBe(3);
    const mpancore = (await bodyRows('ECOES Post Code Search').first().locator('td').first().innerText()).trim();
    expect(mpancore).toMatch(/^23\d{11}$/);

    await mainMenu(page).getByRole('link', { name: 'ECOES MPAN Search' }).click();
    await page.getByRole('heading', { name: 'ECOES MPAN Search', level: 1 }).waitFor();
    await search({ 'MPAN Core': mpancore });
    await table('ECOES MPAN Search').getByRole('cell', { name: '_M' }).waitFor();
  });

  it('Gas address search finds a building, and Gas MPRN search finds its meter point', async () => {
    await openReport('multi@example.com', 'Gas Address Search', 'Gas Address Search');
    await search({ 'Post Code': 'M1 1AE', 'Building Number': '14' });
    await table('Gas Address Search').getByRole('cell', { name: 'Arndale House' }).waitFor();
    expect(await bodyRows('Gas Address Search').count()).toBe(1);
    const mprn = (await bodyRows('Gas Address Search').first().locator('td').first().innerText()).trim();

    await mainMenu(page).getByRole('link', { name: 'Gas MPRN Search' }).click();
    await page.getByRole('heading', { name: 'Gas MPRN Search', level: 1 }).waitFor();
    await search({ MPRN: mprn });
    await table('Gas MPRN Search').getByRole('cell', { name: 'Arndale House' }).waitFor();
  });

  it('starts another report afresh: no results and no parameters carried over', async () => {
    await openReport('multi@example.com', 'ECOES Post Code Search', 'ECOES Post Code Search');
    await search({ 'Post Code': 'BS1 4DJ' });
    await table('ECOES Post Code Search').waitFor();
    await mainMenu(page).getByRole('link', { name: 'Gas Address Search' }).click();
    await page.getByRole('heading', { name: 'Gas Address Search', level: 1 }).waitFor();
    expect(await page.getByLabel('Post Code', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('table').count()).toBe(0);
    await mainMenu(page).getByRole('link', { name: 'ECOES Post Code Search' }).click();
    await page.getByRole('heading', { name: 'ECOES Post Code Search', level: 1 }).waitFor();
    expect(await page.getByLabel('Post Code', { exact: true }).inputValue()).toBe('');
  });

  it("shows the server's message for a parameter it refuses on that parameter's field", async () => {
    await openReport('multi@example.com', 'ECOES MPAN Search', 'ECOES MPAN Search');
    for (const [mpan, message] of [['1312345678900', 'MPAN Core check digit is not valid'], ['131234567890', 'MPAN Core should be 13 digits']]) {
      await search({ 'MPAN Core': mpan });
      await shownText(page, message, { exact: true }).waitFor();
      const descriptions = await page.getByLabel('MPAN Core', { exact: true }).evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent));
      expect(descriptions).toContain(message);
      expect(await shownText(page, 'Error loading page').count()).toBe(0);
    }
  });
});

describe('report load errors', () => {
  it.each([
    [404, 'Page not found', 'The page you requested was not found', { message: 'Not found' }],
    [400, 'Error loading page', 'Received date to must not be before Received date from', { message: 'Received date to must not be before Received date from' }],
    [401, 'Permission denied', 'You are not authorised to view this page', { message: 'Unauthorized' }],
    [502, 'API Error', 'The API returned an error', { message: 'Bad gateway' }],
    [418, 'Unexpected return code 418', 'I am a teapot', { message: 'I am a teapot' }],
  ])('answer %i shows %s', async (status, title, text, body) => {
    await openReport('broker@example.com', 'Contract Report', 'Contract Report');
    await table('Contract Report').waitFor();
    await page.route('**/reports/contracts?**', (route) => route.fulfill({ status, json: body }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await shownText(page, title, { exact: true }).waitFor();
    await shownText(page, text, { exact: true }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('a network failure shows that the request could not be submitted', async () => {
    await openReport('broker@example.com', 'Contract Report', 'Contract Report');
    await table('Contract Report').waitFor();
    await page.route('**/reports/contracts?**', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('main').getByText('An error occurred submitting the request').waitFor();
  });
});

describe('focus on a wide report', () => {
  /** The focused control, where it sits, and the right edge of the frozen columns it must not be hidden under. */
  const focused = () =>
    page.evaluate(() => {
      const control = document.activeElement as HTMLElement;
      const edge = document.querySelector('.report-table th.frozen-edge')!.getBoundingClientRect().right;
      return {
        name: control.textContent?.trim() ?? '',
        inTable: control.closest('.report-table') !== null,
        frozen: control.closest('.frozen') !== null,
        left: control.getBoundingClientRect().left,
        edge,
      };
    });

  it('scrolls each heading and row action that Shift+Tab reaches clear of the frozen customer columns at 1280 px', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openReport('broker@example.com', 'Contract Report', 'Contract Report');
    const report = table('Contract Report');
    await report.getByRole('cell', { name: 'Harbour Cafe Ltd' }).waitFor();
    await report.getByRole('button', { name: 'Resend Payment Email' }).last().focus();
    const reached: string[] = [];
    const hidden: string[] = [];
    for (let control = await focused(); control.inTable; control = await focused()) {
      reached.push(control.name);
      // A pixel of rounding at the edge hides nothing.
      if (!control.frozen && control.left < control.edge - 1) hidden.push(control.name);
      await page.keyboard.press('Shift+Tab');
    }
    expect(reached).toEqual(expect.arrayContaining(['Meter Point Reference', 'Product', 'Received Date', 'Start Date', 'Customer Id']));
    expect(hidden).toEqual([]);
  });
});

describe('the industry searches on a 320 px screen', () => {
  const searches: ReportName[] = ['ecoespostcode', 'ecoesmpan', 'xoserveaddress', 'xoservemprn'];

  it.each(searches)('%s fits its fields to the screen: nothing scrolls sideways (WCAG 1.4.10)', async (name) => {
    const path = Object.keys(REPORT_ROUTES).find((route) => REPORT_ROUTES[route] === name)!;
    await page.setViewportSize({ width: 320, height: 800 });
    await signIn(page, 'multi@example.com', DEMO_PASSWORD, path);
    await page.getByRole('heading', { name: REPORT_DEFINITIONS[name].title, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});
