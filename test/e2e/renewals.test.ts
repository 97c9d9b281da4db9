import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatUkDate, ukCalendarDate } from '../../domain/calendar-date';
import { addDays, renewalStartDate } from '../../domain/renewals';
import { REPORT_DEFINITIONS } from '../../domain/reports/definitions';
import { createRenewals } from '../../lambdas/renewals/create-renewals';
import { writeEndingImport } from '../../local/seed/ending-contracts';
import { startTestStack, type TestStack } from '../support/local-stack';
import { renewalStoreOn } from '../support/renewal-store';
import { importScreen } from './imports-support';
import { brokerPage, closeAll, launchBrowser, mainMenu } from './support/browser';
import { STARTUP_TIMEOUT_MS } from './support/fixtures';
import { shownReportRows } from './support/report-rows';

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const today = ukCalendarDate(new Date());
const endsOn = addDays(today, 50);
const renewal = `Renewal: Customer 1 Ltd, contract ending ${formatUkDate(endsOn)}`;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack({ esignEnabled: true }), launchBrowser()]);
  // A contract of the broker's ending in 50 days, and the renewals job's daily run.
  const store = renewalStoreOn(stack.stack);
  try {
    await writeEndingImport(store, { id: 'ending-in-50', tpiid: 101, seed: 89, rows: 2, endsInDays: 50 });
    await createRenewals(store, today, 90);
  } finally {
    store.close();
  }
  ({ context, page } = await brokerPage(browser, stack.webUrl));
}, STARTUP_TIMEOUT_MS);
afterAll(() => closeAll(context, browser, stack));

it('takes a renewal the job made from Home through e-sign to Complete by keyboard, and the contract report shows it from its new start date', async () => {
  // Home counts the renewal among those due in the next 60 and 90 days; its count leads to the renewals in the import list.
  const due = page.getByRole('link', { name: '1 renewal due in the next 60 days: show renewals in the import list' });
  await due.focus();
  await page.keyboard.press('Enter');
  const screen = importScreen(page);
  expect(await page.getByRole('checkbox', { name: 'Renewals only' }).isChecked()).toBe(true);
  await screen.rowOf(renewal).first().waitFor();
  await screen.rowOf(renewal).first().getByRole('radio').focus();
  await page.keyboard.press('Space');
  await page.getByRole('tab', { name: /^Line 1: / }).waitFor();

  await screen.toolbarButton('Send e-Sign').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Send e-Sign' });
  const signer = { 'Contact first name': 'Jane', 'Contact last name': 'Smith1', 'Job title': 'Director', 'Phone number': '01179 496000', Email: 'jane1@example.com', 'Account manager first name': 'Bea', 'Account manager last name': 'Broker' };
  for (const [label, value] of Object.entries(signer)) {
    const input = dialog.getByLabel(label, { exact: true });
    if (!(await input.inputValue())) {
      await input.focus();
      await page.keyboard.type(value);
    }
  }
  await dialog.getByRole('button', { name: 'Send', exact: true }).focus();
  await page.keyboard.press('Enter');
  await screen.notice('e-Sign request sent').waitFor();
  await screen.rowOf(renewal).filter({ hasText: 'Awaiting Signature' }).first().waitFor();

  // The signing page is the e-sign simulator's, standing in for the customer's: only the portal is driven by keyboard.
  await screen.signAsCustomer();

  await screen.toolbarButton('Refresh').focus();
  await page.keyboard.press('Enter');
  await screen.rowOf(renewal).filter({ hasText: 'Renewal Awaiting Processing' }).first().waitFor();
  await screen.toolbarButton('Process Renewal').focus();
  await page.keyboard.press('Enter');
  await screen.notice('Renewal processed').waitFor();
  await screen.waitForStatus(renewal, 'Complete');

  await mainMenu(page).getByRole('link', { name: 'Contract Report' }).focus();
  await page.keyboard.press('Enter');
  // The renewed contracts keep their customer's reference, so the report may show the customer once above the old contract and the new.
  const starts = formatUkDate(renewalStartDate(endsOn));
  await page.getByRole('table', { name: 'Contract Report' }).getByRole('row').filter({ hasText: starts }).first().waitFor();
  const contracts = REPORT_DEFINITIONS.contracts;
  const field = (row: string[], name: string) => row[contracts.fieldnames.indexOf(name)];
  const renewed = (await shownReportRows(page, contracts)).filter((row) => field(row, 'startdate') === starts && field(row, 'customername') === 'Customer 1 Ltd');
  expect(renewed.length).toBeGreaterThan(0);
});
