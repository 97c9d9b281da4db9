import { SAMPLE_HEADING, sampleRows } from '../test/support/sample-rows';
import { launchBrowser, mainMenu, openPage, signIn } from '../test/e2e/support/browser';
import { importsHelpers, toCsv } from '../test/integration/imports-support';
import { DEMO_PASSWORD, startTestStack } from '../test/support/local-stack';
import { median, type Figure } from './report';

/**
 * The raw rows grid of a big failed import: the time from selecting a 25,000-row import in
 * Validation Failed to its first failing cell focused (Next error pressed as soon as it is enabled),
 * in headless Chromium on the local stack, median of several selections.
 */

const ROWS = 25_000;
/** One row in a hundred has a post code no rule accepts. */
const FAILING_EVERY = 100;
const ROUNDS = 5;

export async function measureFailedImportGrid(): Promise<Figure[]> {
  const stack = await startTestStack({ dynamoBulkTablesApart: true });
  const helpers = importsHelpers(stack);
  const browser = await launchBrowser();
  try {
    const rows = sampleRows(ROWS, { seed: 900 });
    const postCode = SAMPLE_HEADING.indexOf('Site Post Code');
    rows.forEach((row, i) => {
      if (i % FAILING_EVERY === 0) row[postCode] = 'NOWHERE';
    });
    const big = await helpers.importFile('bench-failed-25000.csv', toCsv(SAMPLE_HEADING, rows));
    if (big.importstatus !== 3) throw new Error(`The bench import ended in status ${big.importstatus}`);
    await helpers.importFile('bench-small.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 901 })));
    const { page } = await openPage(browser, stack.webUrl);
    page.setDefaultTimeout(60_000);
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: 'Contract Import' }).click();
    const radio = (file: string) => page.getByRole('row').filter({ hasText: file }).first().getByRole('radio');
    const nextError = page.getByRole('button', { name: 'Next error' });
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await radio('bench-small.csv').check();
      await page.getByRole('tab', { name: 'Line 1: Customer 1 Ltd' }).waitFor();
      const start = performance.now();
      await radio('bench-failed-25000.csv').check();
      await nextError.click();
      await page.locator('[role="gridcell"]:focus', { hasText: 'NOWHERE' }).waitFor();
      times.push(performance.now() - start);
    }
    return [
      { area: 'import screen', figure: `rows on the failed import's first page (of ${ROWS.toLocaleString('en-GB')}, ${big.pagecount} pages)`, value: big.rawdata.length, unit: 'rows' },
      { area: 'import screen', figure: `select a ${ROWS.toLocaleString('en-GB')}-row failed import to its first error cell focused (median of ${ROUNDS})`, value: Math.round(median(times)), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    helpers.destroy();
    await stack.stop();
  }
}
