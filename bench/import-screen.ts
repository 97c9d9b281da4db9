import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SAMPLE_HEADING, sampleRows } from '../test/support/sample-rows';
import { launchBrowser, mainMenu, openPage, signIn } from '../test/e2e/support/browser';
import { importsHelpers, toCsv } from '../test/integration/imports-support';
import { DEMO_PASSWORD, startTestStack } from '../test/support/local-stack';
import { median, type Figure } from './report';

/**
 * Import screen figures: the gzipped size of the screen's own chunk, and the time from
 * selecting a 1,000-customer import in the list to its first tab being usable (tab and tree shown),
 * in headless Chromium on the local stack, median of several selections.
 */

const ASSETS = path.join(__dirname, '..', 'frontend', 'dist', 'assets');
const CUSTOMERS = 1000;
/** Customers 1 to 1,000 of the sample: every third has two sites, each site a row per fuel. */
const ROWS = 2 * (CUSTOMERS + Math.floor(CUSTOMERS / 3));
const ROUNDS = 5;

/** The screen's own chunk, then the parts it loads when first needed (ImportPage's and ImportDetail's lazy imports). */
const SCREEN_CHUNK = /^ImportPage-.*\.js$/;
const LAZY_CHUNKS = /^(StructuredEditor|RawRowsEditor)-.*\.js$/;

const gzippedKb = (names: readonly string[]) => names.reduce((total, name) => total + gzipSync(readFileSync(path.join(ASSETS, name))).length, 0) / 1024;

function chunkSizesKb(): { screen: number; lazy: number } {
  const assets = () => (existsSync(ASSETS) ? readdirSync(ASSETS) : []);
  if (!assets().some((name) => SCREEN_CHUNK.test(name))) {
    execFileSync('npx', ['vite', 'build', '--config', 'frontend/vite.config.mts', '--logLevel', 'warn'], { cwd: path.join(__dirname, '..'), stdio: 'inherit' });
  }
  const screen = assets().filter((name) => SCREEN_CHUNK.test(name));
  if (screen.length === 0) throw new Error('The build has no ImportPage chunk');
  return { screen: gzippedKb(screen), lazy: gzippedKb(assets().filter((name) => LAZY_CHUNKS.test(name))) };
}

async function timeFirstTab(): Promise<number[]> {
  const stack = await startTestStack({ dynamoBulkTablesApart: true });
  const helpers = importsHelpers(stack);
  const browser = await launchBrowser();
  try {
    const big = await helpers.importFile('bench-1000.csv', toCsv(SAMPLE_HEADING, sampleRows(ROWS, { seed: 800 })));
    if (big.importstatus !== 4 || big.customercount !== CUSTOMERS) throw new Error(`The bench import ended in status ${big.importstatus} with ${big.customercount} customers`);
    await helpers.importFile('bench-small.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 801 })));
    const { page } = await openPage(browser, stack.webUrl);
    page.setDefaultTimeout(60_000);
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await mainMenu(page).getByRole('link', { name: 'Contract Import' }).click();
    const radio = (file: string) => page.getByRole('row').filter({ hasText: file }).first().getByRole('radio');
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await radio('bench-small.csv').check();
      await page.getByRole('tab', { name: 'Line 1: Customer 1 Ltd' }).waitFor();
      const start = performance.now();
      await radio('bench-1000.csv').check();
      await page.getByRole('tab', { name: 'Line 10: Customer 10 Ltd' }).waitFor();
      await page.getByRole('button', { name: 'Customer: Customer 1 Ltd', exact: true }).waitFor();
      times.push(performance.now() - start);
    }
    return times;
  } finally {
    await browser.close();
    helpers.destroy();
    await stack.stop();
  }
}

export async function measureImportScreen(): Promise<Figure[]> {
  const sizes = chunkSizesKb();
  const times = await timeFirstTab();
  const kb = (value: number) => Math.round(value * 10) / 10;
  return [
    { area: 'import screen', figure: 'ImportPage chunk, gzipped', value: kb(sizes.screen), unit: 'KB' },
    { area: 'import screen', figure: 'its parts loaded when first needed (the two grids), gzipped', value: kb(sizes.lazy), unit: 'KB' },
    { area: 'import screen', figure: `select a ${CUSTOMERS}-customer import to first tab usable (median of ${ROUNDS})`, value: Math.round(median(times)), unit: 'ms' },
  ];
}
