import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startLocalStack, type LocalStack } from '../../local/stack';
import { closeAll, launchBrowser, openPage } from './support/browser';
import { STARTUP_TIMEOUT_MS } from './support/fixtures';

/** A copy of the built site, so the test can publish a new version of it. */
const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-new-content-'));
const webRoot = path.join(workDir, 'web');
const builtSite = path.join(__dirname, '..', '..', 'frontend', 'dist');

let stack: LocalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  if (!existsSync(path.join(builtSite, 'sw.js'))) throw new Error('Build the front end first: npm run build:web');
  cpSync(builtSite, webRoot, { recursive: true });
  [stack, browser] = await Promise.all([
    startLocalStack({ dataDir: path.join(workDir, 'data'), webRoot, seed: false, quiet: true }),
    launchBrowser(),
  ]);
  ({ context, page } = await openPage(browser, stack.webUrl, { serviceWorkers: 'allow' }));
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await closeAll(context, browser, stack);
  rmSync(workDir, { recursive: true, force: true });
});

const modal = () => page.getByRole('dialog').filter({ hasText: 'New Content Available' });

const hasWaitingWorker = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

describe('a new version of the application', () => {
  it('offers a refresh once its service worker is installed, which clears session storage and loads it', async () => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // A returning visitor: the page is controlled by the installed service worker.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await modal().isVisible()).toBe(false);

    await page.evaluate(() => sessionStorage.setItem('broker-signing-tool.dismissed-messages', '[1]'));
    appendFileSync(path.join(webRoot, 'sw.js'), `\n// Published ${new Date().toISOString()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await modal().waitFor();
    await modal().getByText('Please refresh to view the latest application version').waitFor();
    expect(await hasWaitingWorker()).toBe(true);
    const reloaded = page.waitForEvent('load');
    await modal().getByRole('button', { name: 'Refresh' }).click();
    await reloaded;

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await modal().isVisible()).toBe(false);
    // The waiting version took over.
    expect(await hasWaitingWorker()).toBe(false);
  });
});
