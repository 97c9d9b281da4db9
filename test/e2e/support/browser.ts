import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../support/local-stack';

export { totpCode } from './totp';

/** Debian's Chromium; the tests never download a browser of their own. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless, without a sandbox or GPU, and with nothing running that no test asked for (updates, sync,
 * first-run pages); and no process per site, as the tests open the portal's own origins only: site
 * isolation guards a person browsing many sites, and here only adds work to every page.
 */
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-features=site-per-process',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`The end-to-end tests need Debian's Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  /** Service workers are blocked unless a test is about them, so `page.route` sees every request. */
  readonly serviceWorkers?: 'allow' | 'block';
}

/**
 * A page in a fresh context: no cookies, storage or service worker from another test. It asks for
 * reduced motion, as some people do, so Cloudscape draws no transitions and axe never judges the
 * colours of an element halfway through one.
 */
export async function openPage(browser: Browser, baseURL: string, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', serviceWorkers: options.serviceWorkers ?? 'block' });
  const page = await context.newPage();
  return { context, page };
}

/** Opens `path` (Home unless told), fills the login form and submits it; the test asserts where that leads. */
export async function signIn(page: Page, email: string, password: string, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A fresh page with the demo broker signed in and the main menu up, then `screen` opened from it when named.
 * Its locators give up after 10 s, so a test fails within its own time with the locator named, not at jest's timeout.
 */
export async function brokerPage(browser: Browser, baseURL: string, screen?: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, baseURL);
  const { page } = opened;
  page.setDefaultTimeout(10_000);
  await signIn(page, 'broker@example.com', DEMO_PASSWORD);
  if (!screen) {
    await mainMenu(page).waitFor();
    return opened;
  }
  await mainMenu(page).getByRole('link', { name: screen }).click();
  await page.getByRole('heading', { name: screen, level: 1 }).waitFor();
  return opened;
}

/** Closes what a file's tests opened, the page's context first and the stack last; any not opened (a failed start) is passed over. */
export async function closeAll(context: BrowserContext | undefined, browser: Browser | undefined, stack: { stop(): Promise<void> } | undefined): Promise<void> {
  await context?.close();
  await browser?.close();
  await stack?.stop();
}

/** Answers the authenticator-app or SMS challenge with a code. */
export async function enterCode(page: Page, label: 'One time password' | 'SMS code', code: string): Promise<void> {
  await page.getByLabel(label).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/**
 * Text as the screen shows it, not the announcer's copy in a live region: that copy appears a
 * moment later, so a wait that polls could find both.
 */
export const shownText = (page: Page, text: string | RegExp, options?: { exact?: boolean }) => page.getByText(text, options).and(page.locator(':not([aria-live])'));

/** The shell is up once the top menu shows. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Whether `check` holds within `timeout`, asked again until then: the page renders after the event that changed it. */
export async function eventually(check: () => Promise<boolean>, timeout = 5_000): Promise<boolean> {
  const until = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** Waits until exactly `count` elements match, failing with both numbers after `timeout`. */
export async function waitForCount(locator: Locator, count: number, timeout = 10_000): Promise<void> {
  const until = Date.now() + timeout;
  while ((await locator.count()) !== count) {
    if (Date.now() > until) throw new Error(`Expected ${count} of ${locator}, found ${await locator.count()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
