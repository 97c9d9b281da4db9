import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestStack, type TestStack } from '../support/local-stack';
import { brokerPage, closeAll, launchBrowser, shownText } from './support/browser';
import { STARTUP_TIMEOUT_MS } from './support/fixtures';

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  ({ context, page } = await brokerPage(browser, stack.webUrl));
}, STARTUP_TIMEOUT_MS);
afterAll(() => closeAll(context, browser, stack));

const versions = () => page.getByRole('navigation', { name: 'Versions' });

/** The text table's value under a label (Cloudscape key-value pairs: a term and its definition). */
const valueOf = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function expectSeededRelease() {
  await page.getByRole('heading', { name: 'Version 2020.3.1' }).waitFor();
  expect(await valueOf('Version').textContent()).toBe('2020.3.1');
  expect(await valueOf('Status').textContent()).toBe('Test');
  expect(await valueOf('Release Type').textContent()).toBe('Major');
  expect(await valueOf('Release Date').textContent()).toBe('27/03/2020');
  expect(await valueOf('Application').textContent()).not.toBe('');
  await shownText(page, /maximum commission uplift.*per broker.*events and messages/i).waitFor();
}

it('shows the only release, 2020.3.1, when no Live version exists', async () => {
  await page.goto('/info');
  await expectSeededRelease();
});

it('groups versions by status with counts in the left menu', async () => {
  await page.goto('/info');
  await versions().getByText('Test (1)').waitFor();
  expect(await versions().getByText('Live', { exact: false }).count()).toBe(0);
  expect(await versions().getByRole('link', { name: '2020.3.1' }).count()).toBe(1);
});

it('opens a version from the menu at its own address', async () => {
  await page.goto('/info');
  await versions().getByRole('link', { name: '2020.3.1' }).click();
  await page.waitForURL('**/info/2020.3.1');
  await expectSeededRelease();
});

it('opens a version by its address', async () => {
  await page.goto('/info/2020.3.1');
  await expectSeededRelease();
});

it('says so when the named version does not exist', async () => {
  await page.goto('/info/1999.1.1');
  await shownText(page, 'Version 1999.1.1 was not found.').waitFor();
});
