import { existsSync } from 'node:fs';
import path from 'node:path';
import { contractLineItem, type ContractLine } from '../domain/contract-lines';
import { DEFAULT_PAGE_ROWS, NEXT_CURSOR_HEADER } from '../domain/reports/paging';
import { daysBefore, isoDate } from '../domain/reports/parameters';
import { launchBrowser, mainMenu, openPage, signIn } from '../test/e2e/support/browser';
import { DEMO_PASSWORD, startTestStack, type TestStack } from '../test/support/local-stack';
import { putItems } from '../test/support/local-tables';
import { percentile, type Figure } from './report';

/**
 * Contract report figures on the local stack: p50 and p99 of one intermediary's 30-day
 * report with 200 and then 20,000 contract lines in the table (50 intermediaries), the answer
 * being the same both times, so the ratio shows whether cost follows the answer or the table;
 * the first page of a one-day contract report whose day holds 100,000 lines (the report comes in
 * pages, so this is what a broker waits for); and the time from Export to the xlsx file for
 * 5,000 rows in headless Chromium, the rows past the first page fetched by the export itself.
 */

const INTERMEDIARIES = 50;
const FIRST_TPIID = 101;
const MEASURED_TPIID = 102;
/** Lines of the measured intermediary inside the 30-day window: the answer, the same in both rounds. */
const ANSWER_LINES = 40;
const REQUESTS = 200;
const EXPORT_ROWS = 5000;
const EXPORT_TPIID = 101;
const BUSY_DAY_LINES = 100_000;
const BUSY_DAY_TPIID = 103;
/** Outside every other window measured here. */
const BUSY_DAY_AGO = 60;

const today = new Date();

function line(tpiid: number, n: number, daysAgo: number) {
  const received = daysBefore(today, daysAgo);
  const fields: ContractLine = {
    tpiid, importid: `bench-${tpiid}-${Math.floor(n / 4)}`, customerid: `B${tpiid}-${Math.floor(n / 4)}`, customername: `Bench Customer ${n}`, contractid: `CT${tpiid}-${Math.floor(n / 4)}`,
    startdate: isoDate(received), receiveddate: `${isoDate(received)}T12:00:00.000Z`, durationmonths: 36, siteid: `S${tpiid}-${n}`,
    sitename: `Site ${n}`, address: `${n} High Street, Leeds, LS1 4AP`, product: 'Business Fixed Electricity',
    meterpointreference: String(1_000_000_000 + n), utilityid: 1, registrationstatus: 'Pending', creditcheckstatus: 'Passed',
    regcount: 0, objcount: 0, initialpaymentstatus: 'Requested', employeeid: 'E1001',
  };
  return contractLineItem(fields);
}

/** Lines for every intermediary but the measured one, and the measured one's outside the window. */
function filler(count: number, offset: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    const tpiid = FIRST_TPIID + (n % INTERMEDIARIES);
    // The measured intermediary's filler lies 40 days back or more: outside its 30-day answer.
    return line(tpiid, n, tpiid === MEASURED_TPIID ? 40 + (n % 300) : n % 365);
  });
}

async function timeReport(stack: TestStack, token: string): Promise<number[]> {
  const query = { tpiid: MEASURED_TPIID, fromdate: isoDate(daysBefore(today, 30)), todate: isoDate(today) };
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const start = performance.now();
    const { status, data } = await stack.api<unknown[]>('GET', '/reports/contracts', { token, query });
    const elapsed = performance.now() - start;
    if (status !== 200 || (data as unknown[]).length < ANSWER_LINES) throw new Error(`Contract report answered ${status}`);
    if (i >= 10) times.push(elapsed); // the first requests warm the handler and the client
  }
  return times;
}

/** The first page of one day's contract report, the day holding BUSY_DAY_LINES lines. */
async function timeFirstPage(stack: TestStack, token: string): Promise<number[]> {
  const day = isoDate(daysBefore(today, BUSY_DAY_AGO));
  const query = { tpiid: BUSY_DAY_TPIID, fromdate: day, todate: day };
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const start = performance.now();
    const { status, data, headers } = await stack.api<unknown[]>('GET', '/reports/contracts', { token, query });
    const elapsed = performance.now() - start;
    if (status !== 200 || data.length !== DEFAULT_PAGE_ROWS || !headers.get(NEXT_CURSOR_HEADER)) throw new Error(`Contract report's first page answered ${status}`);
    if (i >= 10) times.push(elapsed);
  }
  return times;
}

async function timeExport(stack: TestStack): Promise<number> {
  const browser = await launchBrowser();
  try {
    const { page } = await openPage(browser, stack.webUrl);
    await signIn(page, 'staff@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: 'Contract Report' }).click();
    await page.getByRole('table', { name: 'Contract Report' }).waitFor({ timeout: 60_000 });
    const start = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: 'Export' }).click()]);
    const elapsed = performance.now() - start;
    await download.path();
    return elapsed;
  } finally {
    await browser.close();
  }
}

export async function measureReports(): Promise<Figure[]> {
  if (!existsSync(path.join(__dirname, '..', 'frontend', 'dist', 'index.html'))) throw new Error('Build the front end first: npm run build:web');
  const stack = await startTestStack({ dynamoBulkTablesApart: true });
  try {
    const { accessToken } = await stack.tokensFor('staff@example.com');
    const answer = Array.from({ length: ANSWER_LINES }, (_, i) => line(MEASURED_TPIID, 900_000 + i, i % 30));
    await putItems(stack, 'contracts', [...answer, ...filler(200 - ANSWER_LINES, 0)]);
    const small = await timeReport(stack, accessToken);
    await putItems(stack, 'contracts', filler(20_000 - 200, 200));
    const large = await timeReport(stack, accessToken);
    await putItems(stack, 'contracts', Array.from({ length: BUSY_DAY_LINES }, (_, i) => line(BUSY_DAY_TPIID, 1_000_000 + i, BUSY_DAY_AGO)));
    const firstPage = await timeFirstPage(stack, accessToken);
    await putItems(stack, 'contracts', Array.from({ length: EXPORT_ROWS }, (_, i) => line(EXPORT_TPIID, 500_000 + i, i % 7)));
    const exportMs = await timeExport(stack);
    const p50Small = percentile(small, 50);
    const p50Large = percentile(large, 50);
    return [
      { area: 'reports', figure: 'contract report, 1 intermediary, 30 days, 200 lines in table: p50', value: p50Small, unit: 'ms' },
      { area: 'reports', figure: 'contract report, 1 intermediary, 30 days, 20,000 lines / 50 intermediaries: p50', value: p50Large, unit: 'ms' },
      { area: 'reports', figure: 'contract report, 1 intermediary, 30 days, 20,000 lines / 50 intermediaries: p99', value: percentile(large, 99), unit: 'ms' },
      { area: 'reports', figure: 'contract report p50 ratio, 20,000 to 200 lines in table', value: p50Large / p50Small, unit: 'x', target: 1.5, better: 'lower' },
      { area: 'reports', figure: `contract report first page (${DEFAULT_PAGE_ROWS} rows), 1 day of ${BUSY_DAY_LINES.toLocaleString('en-GB')} lines: p50`, value: percentile(firstPage, 50), unit: 'ms' },
      { area: 'reports', figure: `contract report first page (${DEFAULT_PAGE_ROWS} rows), 1 day of ${BUSY_DAY_LINES.toLocaleString('en-GB')} lines: p99`, value: percentile(firstPage, 99), unit: 'ms' },
      { area: 'reports', figure: `Export of ${EXPORT_ROWS.toLocaleString('en-GB')} rows to xlsx in headless Chromium (click to file, exceljs load included)`, value: exportMs, unit: 'ms' },
    ];
  } finally {
    await stack.stop();
  }
}
