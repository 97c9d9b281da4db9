import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestStack, type TestStack } from '../support/local-stack';
import { importScreen } from './imports-support';
import { accessibilityViolations } from './support/accessibility';
import { brokerPage, closeAll, launchBrowser } from './support/browser';

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let screen: ReturnType<typeof importScreen>;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack({ esignEnabled: true }), launchBrowser()]);
  ({ context, page } = await brokerPage(browser, stack.webUrl, 'Contract Import'));
  screen = importScreen(page);
}, 120_000);
afterAll(() => closeAll(context, browser, stack));

it('sends a renewal for e-sign, has it signed on the signing page, then processes the renewal', async () => {
  const renewal = 'Renewal: Customer 1 Ltd';
  await screen.select(renewal);
  await page.getByRole('tab', { name: /^Line 1: / }).waitFor();
  expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
  await screen.toolbarButton('Send e-Sign').click();
  const dialog = page.getByRole('dialog', { name: 'Send e-Sign' });
  expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe('jane@example.com');
  await dialog.getByLabel('Email', { exact: true }).fill('');
  await dialog.getByLabel('Account manager last name', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  expect(await dialog.getByText('Required', { exact: true }).count()).toBe(2);
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByLabel('Email', { exact: true }).fill('owner@example.com');
  await dialog.getByLabel('Account manager last name', { exact: true }).fill('Broker');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await screen.notice('e-Sign request sent').waitFor();
  await screen.rowOf(renewal).filter({ hasText: 'Awaiting Signature' }).first().waitFor();
  expect(await screen.enabled('Approve')).toBe(false);

  await screen.signAsCustomer();

  await screen.toolbarButton('Refresh').click();
  await screen.rowOf(renewal).filter({ hasText: 'Renewal Awaiting Processing' }).first().waitFor();
  expect(await screen.enabled('Process Renewal')).toBe(true);
  expect(await screen.enabled('Edit')).toBe(false);
  await screen.toolbarButton('Process Renewal').click();
  await screen.notice('Renewal processed').waitFor();
  await screen.waitForStatus(renewal, 'Complete');
});
