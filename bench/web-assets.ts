import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, signIn } from '../test/e2e/support/browser';
import { DEMO_PASSWORD, startTestStack } from '../test/support/local-stack';
import { median, type Figure } from './report';

const DIST = path.join(__dirname, '..', 'frontend', 'dist');
const FORM_RUNS = 5;
const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

/** Gzipped KB of the JavaScript and CSS files a page has loaded so far, from the built files. */
async function loadedAssets(page: Page): Promise<{ files: Set<string>; jsKb: number; cssKb: number }> {
  const urls: string[] = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const files = new Set(urls.map((url) => new URL(url).pathname).filter((p) => /\.(js|css)$/.test(p)));
  let jsKb = 0;
  let cssKb = 0;
  for (const file of files) {
    const size = gzipKb(readFileSync(path.join(DIST, file)));
    if (file.endsWith('.js')) jsKb += size;
    else cssKb += size;
  }
  return { files, jsKb, cssKb };
}

/** Menu items in the portal's defined order; Release information is reached from Home. */
const SCREENS = [
  'Pre-Qualifier', 'Contract Import', 'Contract Report', 'Commission Report', 'ECOES Post Code Search', 'ECOES MPAN Search',
  'Gas Address Search', 'Gas MPRN Search', 'Downloads',
];

/** Waits until the page has fetched nothing new for half a second (lazy chunks load after a click). */
export async function settled(page: Page): Promise<void> {
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(500);
  }
}

/**
 * The JavaScript each screen adds when opened from the menu, each in a fresh page after Home (the
 * sign-in is kept by the context), so a chunk shared by several screens counts for each of them.
 */
async function screenChunks(browser: Browser, webUrl: string): Promise<{ screen: string; kb: number }[]> {
  const { context, page: first } = await openPage(browser, webUrl);
  await signIn(first, 'staff@example.com', DEMO_PASSWORD);
  await first.getByRole('navigation', { name: 'Main menu' }).waitFor();
  const screens: { screen: string; kb: number }[] = [];
  for (const screen of SCREENS) {
    const page = await context.newPage();
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    await page.waitForLoadState('networkidle');
    const home = (await loadedAssets(page)).files;
    await menu.getByRole('link', { name: screen, exact: true }).click();
    await settled(page);
    const added = [...(await loadedAssets(page)).files].filter((file) => file.endsWith('.js') && !home.has(file));
    screens.push({ screen, kb: added.reduce((sum, file) => sum + gzipKb(readFileSync(path.join(DIST, file))), 0) });
    await page.close();
  }
  await context.close();
  return screens;
}

/** What the sign-in and home screens load, the largest lazily loaded chunk, and the time to the sign-in form. */
export async function measureWebAssets(): Promise<Figure[]> {
  const stack = await startTestStack({ dynamoBulkTablesApart: true });
  const browser = await launchBrowser();
  try {
    const formMillis: number[] = [];
    for (let run = 0; run < FORM_RUNS; run++) {
      const { context, page } = await openPage(browser, stack.webUrl);
      const started = performance.now();
      await page.goto('/');
      await page.getByLabel('Email address').waitFor();
      formMillis.push(performance.now() - started);
      await context.close();
    }

    const { context, page } = await openPage(browser, stack.webUrl);
    await page.goto('/');
    await page.getByLabel('Email address').waitFor();
    const signInScreen = await loadedAssets(page);
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.waitForLoadState('networkidle');
    const home = await loadedAssets(page);
    await context.close();

    const screens = await screenChunks(browser, stack.webUrl);
    return [
      { area: 'web', figure: 'JS loaded by the sign-in screen (gzip)', value: signInScreen.jsKb, unit: 'KB', target: 250, better: 'lower' },
      { area: 'web', figure: 'CSS loaded by the sign-in screen (gzip)', value: signInScreen.cssKb, unit: 'KB' },
      { area: 'web', figure: 'JS loaded by Home after sign-in (gzip)', value: home.jsKb, unit: 'KB', target: 250, better: 'lower' },
      { area: 'web', figure: 'CSS loaded by Home after sign-in (gzip)', value: home.cssKb, unit: 'KB' },
      ...screens.map(({ screen, kb }) => ({ area: 'web', figure: `JS a screen loads when opened: ${screen} (gzip)`, value: kb, unit: 'KB' })),
      { area: 'web', figure: `time to the sign-in form, headless Chromium (median of ${FORM_RUNS})`, value: median(formMillis), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await stack.stop();
  }
}
