import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../../support/local-stack';
import { launchBrowser, openPage } from './browser';

/** How long a file's stack and browser may take to start; a cap, not a wait. */
export const STARTUP_TIMEOUT_MS = STACK_STARTUP_TIMEOUT_MS;

export interface PageFixture {
  readonly stack: TestStack;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * One local stack and one Chromium for the test file, and a fresh page in its own context for
 * each test (no cookies or storage carried over). `use` receives them before each test.
 */
export function pagePerTest(use: (fixture: PageFixture) => void): void {
  let stack: TestStack;
  let browser: Browser;
  let context: BrowserContext | undefined;
  // A stack and a browser starting while the other core runs a test file can take longer than a test may.
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  beforeEach(async () => {
    const opened = await openPage(browser, stack.webUrl);
    context = opened.context;
    use({ stack, context, page: opened.page });
  });
  afterEach(() => context?.close());
}
