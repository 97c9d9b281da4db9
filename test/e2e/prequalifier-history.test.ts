import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REQUEST_LIST_MESSAGES } from '../../domain/preauthorisation/list-window';
import { LIST_LIMIT } from '../../lambdas/meterpointauthorisations/authorisation-store';
import { startTestStack, type TestStack } from '../support/local-stack';
import { oldCustomerName, writeOldAuthorisations } from '../support/old-authorisations';
import { brokerPage, closeAll, launchBrowser, shownText } from './support/browser';

/** More requests older than a year than one list page holds; the last is the oldest. */
const OLD_COUNT = LIST_LIMIT + 5;

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  await writeOldAuthorisations(stack, 101, OLD_COUNT);
  ({ context, page } = await brokerPage(browser, stack.webUrl, 'Pre-Qualifier'));
}, 120_000);
afterAll(() => closeAll(context, browser, stack));

const search = (text: string) => page.getByRole('searchbox', { name: 'Search pre-authorisations' }).fill(text);
const cell = (text: string) => page.getByRole('cell', { name: text, exact: true });

describe('the pre-qualifier list reaches requests older than a year', () => {
  it('shows none of them in the last 365 days', async () => {
    await search(oldCustomerName(0));
    // The stack may hold no request of the last year at all, when the list says it has none yet.
    await shownText(page, /^No pre-authorisations (yet|match)$/).waitFor();
  });

  it('shows the newest page of all requests, then the oldest once the broker loads older ones', async () => {
    await page.getByRole('button', { name: 'Requests from' }).click();
    await page.getByRole('option', { name: 'All requests' }).click();
    await search(oldCustomerName(0));
    await cell(oldCustomerName(0)).waitFor();
    await shownText(page, REQUEST_LIST_MESSAGES.loaded(LIST_LIMIT, true)).waitFor();

    await search(oldCustomerName(OLD_COUNT - 1));
    await shownText(page, 'No pre-authorisations match').waitFor();
    await page.getByRole('button', { name: REQUEST_LIST_MESSAGES.loadOlder }).click();
    await cell(oldCustomerName(OLD_COUNT - 1)).waitFor();
    await page.getByRole('button', { name: REQUEST_LIST_MESSAGES.loadOlder }).waitFor({ state: 'detached' });
  });
});
