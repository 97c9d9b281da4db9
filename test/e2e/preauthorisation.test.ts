import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PAYMENT_MESSAGES } from '../../domain/preauthorisation/payment-request';
import type { MeterPointAuthorisation } from '../../domain/preauthorisation/types';
import { settleSimulatedPayment } from '../../local/settle-payment';
import { validMpan } from '../integration/preauthorisation-fixtures';
import { startTestStack, type TestStack } from '../support/local-stack';
import { brokerPage, closeAll, launchBrowser, shownText } from './support/browser';
import { brokenWords, lineCount } from './support/table-layout';

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  ({ context, page } = await brokerPage(browser, stack.webUrl, 'Pre-Qualifier'));
}, 120_000);
afterAll(() => closeAll(context, browser, stack));

// A test that fails with a dialog open must not leave it in front of the next test; one holding what was typed asks first.
afterEach(async () => {
  const leave = page.getByRole('button', { name: 'Leave without saving' });
  for (let attempt = 0; attempt < 3 && (await page.getByRole('dialog').count()) > 0; attempt++) {
    if (await leave.count()) await leave.click();
    else await page.keyboard.press('Escape');
  }
});

const requestDialog = () => page.getByRole('dialog', { name: 'Pre-Authorisation Request' });
const paymentDialog = () => page.getByRole('dialog', { name: 'Request Initial Payment' });
const failureItems = () => requestDialog().getByRole('list', { name: 'Validation failures' }).getByRole('listitem').allInnerTexts();

/** The failure list once it shows what is expected (React renders after the keystroke), else as it is after a few seconds. */
async function failures(expected?: (shown: string[]) => boolean): Promise<string[]> {
  let shown = await failureItems();
  for (let attempt = 0; expected && !expected(shown) && attempt < 30; attempt++) {
    await page.waitForTimeout(100);
    shown = await failureItems();
  }
  return shown;
}
const showsExactly = async (wanted: string[]) =>
  expect(await failures((shown) => JSON.stringify(shown) === JSON.stringify(wanted))).toEqual(wanted);
const showsAmong = async (wanted: string[]) =>
  expect(await failures((shown) => wanted.every((message) => shown.includes(message)))).toEqual(expect.arrayContaining(wanted));
/** The payment dialog's payer, Ann Baker, and how many meters the payment covers. */
async function fillPayer(meters: 'Single meter' | 'Multi meter') {
  const dialog = paymentDialog();
  await dialog.getByLabel('First name').fill('Ann');
  await dialog.getByLabel('Last name').fill('Baker');
  await dialog.getByLabel('Email').fill('ann@example.com');
  await dialog.getByRole('radio', { name: meters }).check();
}

const runChecksButton = () => requestDialog().getByRole('button', { name: 'Run Checks' });

async function openRequest() {
  await page.getByRole('button', { name: 'New Pre-Authorisation' }).click();
  await requestDialog().waitFor();
}

async function closeRequest() {
  await requestDialog().getByRole('button', { name: 'Close', exact: true }).first().click();
  await requestDialog().waitFor({ state: 'detached' });
}

async function choose(scope: Locator, label: string | RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Meter Points tab: the product, its default term 36, and the MPANs. */
async function meterPoints(mpans: string[]) {
  const dialog = requestDialog();
  await dialog.getByRole('tab', { name: 'Meter Points' }).click();
  await choose(dialog, /^Product/, 'SME Fixed with Pre-Qualification');
  for (const [index, mpan] of mpans.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add meter point' }).click();
    await dialog.getByLabel(`MPxN for row ${index + 1}`).fill(mpan);
  }
}

/** A limited company's request for the MPANs, checked (the dialog showing `shown`) and closed, so it is in the list. */
async function checkCompany(companyNumber: string, mpans: string[], shown: string) {
  await openRequest();
  await requestDialog().getByLabel('Company number').fill(companyNumber);
  await meterPoints(mpans);
  await runChecksButton().click();
  await requestDialog().getByText(shown).waitFor();
  await closeRequest();
}

/** The list narrowed to one meter point by the text search. */
async function rowOf(mpxn: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByLabel('Search pre-authorisations').fill(mpxn);
  const row = page.getByRole('row').filter({ hasText: mpxn });
  await row.first().waitFor();
  return row.first();
}

const cells = async (row: Locator) => (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());

it('shows each validation message, and keeps Run Checks disabled until an edit and while any fails', async () => {
  await openRequest();
  expect(await runChecksButton().isDisabled()).toBe(true);
  const dialog = requestDialog();
  await dialog.getByLabel('Company number').fill('123456789');
  await showsExactly(['Product not provided', 'Term(s) not provided', 'Company number should be 8 characters', 'MPAN Core not provided for row 1']);
  await dialog.getByLabel('Company number').fill('');
  await showsAmong(['Company number not provided']);
  await dialog.getByRole('checkbox', { name: 'Limited company' }).click();
  const soleTrader = ['Customer name not provided', 'Business type not provided', 'First name not provided', 'Surname not provided', 'Home post code not provided', 'Home street not provided'];
  await showsAmong(soleTrader);
  await dialog.getByRole('checkbox', { name: 'Limited company' }).click();
  await dialog.getByLabel('Company number').fill('01234567');
  await meterPoints(['123', '1312345678900', '']);
  await showsExactly(['MPAN Core should be 13 digits for row 1', 'MPAN Core check digit is not valid for row 2', 'MPAN Core not provided for row 3']);
  await dialog.getByLabel('MPxN for row 1').fill(validMpan('131234567890'));
  await dialog.getByLabel('MPxN for row 2').fill(validMpan('131234567890'));
  await choose(dialog, /Meter point type for row 3/, 'MPRN');
  await showsExactly(['MPAN in row 2 is a duplicate', 'MPRN not provided for row 3']);
  await dialog.getByLabel('MPxN for row 3').fill('12345678901');
  await showsAmong(['MPRN should be 10 or fewer digits for row 3']);
  await dialog.getByRole('button', { name: 'Add meter point' }).click();
  await choose(dialog, /Meter point type for row 4/, 'MPRN');
  await dialog.getByLabel('MPxN for row 3').fill('3938424403');
  await dialog.getByLabel('MPxN for row 4').fill('3938424403');
  await showsExactly(['MPAN in row 2 is a duplicate', 'MPRN in row 4 is a duplicate']);
  expect(await runChecksButton().isDisabled()).toBe(true);
  await dialog.getByRole('checkbox', { name: '36 months' }).click();
  await showsAmong(['Term(s) not provided']);
  // What was typed is not checked yet, so closing asks first.
  await requestDialog().getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByRole('button', { name: 'Leave without saving' }).click();
  await requestDialog().waitFor({ state: 'detached' });
});

it('passes a limited company and lists it with its whole id, tariff, prices and payment in pounds', async () => {
  const mpan = validMpan('101234567890');
  await openRequest();
  await requestDialog().getByLabel('Company number').fill('01234567');
  await meterPoints([mpan]);
  expect(await runChecksButton().isDisabled()).toBe(false);
  await runChecksButton().click();
  await requestDialog().getByText('Passed: Company credit score acceptable').waitFor();
  await closeRequest();
  const row = await cells(await rowOf(mpan));
  // Each check's outcome with its reason beneath.
  const checks = ['Passed\nMeter point eligible for the product', 'Passed\nCompany credit score acceptable'];
  expect(row).toEqual(expect.arrayContaining(['Bea Broker', 'Harbour Bakery Ltd', 'SME Fixed with Pre-Qualification', mpan, '36', ...checks, 'None', 'SME Fixed 36M Electricity 2026-01']));
  expect(row.some((text) => /^£[\d,]+\.\d{2}/.test(text))).toBe(true);
  expect(row).toContain('Unit Rate 25.90p\nStanding Charge 52.00p');
  // What the broker acts on first: the customer and the meter point.
  expect(row.slice(0, 2)).toEqual(['Harbour Bakery Ltd', mpan]);
  // The whole id, as a broker reads it out to support, not only its date part.
  expect(row).toContainEqual(expect.stringMatching(/^PA\d{6}-[0-9A-Z]{6}$/));
});

it('fits its columns at 1440 px: no word split across lines, each price whole on a line of its own', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const mpan = validMpan('171234567890');
  await checkCompany('01234567', [mpan], 'Passed: Company credit score acceptable');
  const row = await rowOf(mpan);
  expect(await brokenWords(page.getByRole('table').first())).toEqual([]);
  // Each of the two prices on a line of its own, whole.
  expect(await lineCount(row.getByRole('cell').last())).toBe(2);
});

it('refers a sole trader in a higher-risk business', async () => {
  const mpan = validMpan('111234567890');
  await openRequest();
  const dialog = requestDialog();
  await dialog.getByRole('checkbox', { name: 'Limited company' }).click();
  await dialog.getByLabel('Customer name').fill('The Anchor');
  await choose(dialog, /^Business type/, '56302 Public houses and bars');
  await dialog.getByLabel('First name').fill('Ann');
  await dialog.getByLabel('Surname').fill('Landlord');
  await dialog.getByRole('textbox', { name: 'Date of birth' }).fill('02/03/1975');
  await dialog.getByLabel('Post code', { exact: true }).fill('LS1 4AP');
  await dialog.getByLabel('Building number').fill('1');
  await dialog.getByLabel('Thoroughfare', { exact: true }).fill('Park Row');
  await dialog.getByLabel('Town').fill('Leeds');
  await meterPoints([mpan]);
  await runChecksButton().click();
  await dialog.getByText('Referred: Business type needs manual underwriting').waitFor();
  await closeRequest();
  const row = await cells(await rowOf(mpan));
  expect(row).toEqual(expect.arrayContaining(['The Anchor', 'Passed\nMeter point eligible for the product', 'Referred\nBusiness type needs manual underwriting', 'None']));
});

it('fails the credit check of a company the bureau scores too low', async () => {
  const mpan = validMpan('121234567890');
  await checkCompany('05555550', [mpan], 'Failed: Company credit score below the minimum');
  const row = await rowOf(mpan);
  expect(await cells(row)).toEqual(expect.arrayContaining(['Falling Star Trading Ltd', 'Failed\nCompany credit score below the minimum']));
  expect(await row.getByRole('button', { name: /Request initial payment/ }).count()).toBe(0);
});

it('requests a multi meter payment with a lowered commission and its warning, and shows it paid', async () => {
  const [first, second] = [validMpan('141234567891'), validMpan('151234567892')];
  await checkCompany('04567812', [first, second], 'Check results');

  await (await rowOf(first)).getByRole('button', { name: `Request initial payment for ${first} at 36 months` }).click();
  const dialog = paymentDialog();
  // Multi meter brings in the other meter point checked with it.
  await fillPayer('Multi meter');
  await dialog.getByRole('cell', { name: second, exact: true }).waitFor();

  await dialog.getByRole('button', { name: `Add term for ${second}` }).click();
  const addTerm = page.getByRole('dialog', { name: 'Add MPxN Term' });
  // The line's own term (36) is not offered; the product's others are.
  const offered = await Promise.all(['12', '18', '24', '36'].map((term) => addTerm.getByRole('checkbox', { name: `${term} months` }).count()));
  expect(offered).toEqual([1, 1, 1, 0]);
  expect(await addTerm.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
  await addTerm.getByRole('checkbox', { name: '12 months' }).check();
  await addTerm.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: `Remove ${second} at 12 months` }).waitFor();

  await dialog.getByRole('button', { name: `Override commission for ${first} at 36 months` }).click();
  await dialog.getByLabel(`Commission override for ${first} at 36 months`).fill('0.5');
  expect(await dialog.getByRole('button', { name: 'Request Payment' }).isDisabled()).toBe(true);
  await dialog.getByRole('button', { name: `Apply commission for ${first} at 36 months` }).click();
  await dialog.getByText('Commission value warning').waitFor();
  await dialog.getByText(`Commission for ${first} is lower than 1.50`).waitFor();

  await dialog.getByRole('button', { name: 'Request Payment' }).click();
  await shownText(page, `Initial payment requested for ${first}`).waitFor();
  // After Refresh the grid shows the rows it had until the new ones arrive, so each check waits for its status.
  await (await rowOf(first)).getByRole('cell', { name: 'Requested', exact: true }).waitFor();

  const rows = (await stack.api<MeterPointAuthorisation[]>('GET', '/api/meterpointauthorisations/prequalifier', {
    token: (await stack.tokensFor('broker@example.com')).accessToken,
    query: { tpiid: 101, date: '2000-01-01' },
  })).data;
  const requested = rows.find((row) => row.mpxn === first && row.initialpaymentstatus === 1)!;
  await settleSimulatedPayment(stack.stack, requested.id, 'paid');
  await (await rowOf(first)).getByRole('cell', { name: 'Paid', exact: true }).waitFor();
  await (await rowOf(second)).getByRole('cell', { name: /^Paid \(with/ }).waitFor();
});

it('a multi-meter payment request holds both meter points', async () => {
  const [first, second] = [validMpan('201234567894'), validMpan('211234567895')];
  await checkCompany('01234567', [first, second], 'Check results');
  const token = (await stack.tokensFor('broker@example.com')).accessToken;
  const rows = (await stack.api<MeterPointAuthorisation[]>('GET', '/api/meterpointauthorisations/prequalifier', { token, query: { tpiid: 101, date: '2000-01-01' } })).data;
  const [own, other] = [first, second].map((mpxn) => rows.find((row) => row.mpxn === mpxn)!);
  // The API refuses what the screen prevents: a multi meter request carrying one of the two.
  const line = (row: MeterPointAuthorisation) => ({ id: row.id, tpiauthorisationid: row.tpiauthorisationid, mpxn: row.mpxn, contractterm: row.contractterm, commission: row.commission!, initialpayment: row.initialpayment! });
  const payer = { firstname: 'Ann', lastname: 'Baker', email: 'ann@example.com', paymentrequesttype: 'multi' };
  const refused = await stack.api('POST', `/api/meterpointauthorisations/${own.id}/requestinitialpayment`, { token, body: { ...payer, initialpaymentdata: [line(own)] } });
  expect(refused).toMatchObject({ status: 422, data: [PAYMENT_MESSAGES.multiMeterOne] });

  await (await rowOf(first)).getByRole('button', { name: `Request initial payment for ${first} at 36 months` }).click();
  const dialog = paymentDialog();
  await fillPayer('Multi meter');
  await dialog.getByRole('cell', { name: second, exact: true }).waitFor();
  await dialog.getByRole('button', { name: `Remove ${second} at 36 months` }).click();
  await shownText(page, PAYMENT_MESSAGES.multiMeterOne, { exact: true }).waitFor();
  expect(await dialog.getByRole('button', { name: 'Request Payment' }).isDisabled()).toBe(true);
  // Choosing the type again brings the meter point back.
  await dialog.getByRole('radio', { name: 'Single meter' }).check();
  await dialog.getByRole('radio', { name: 'Multi meter' }).check();
  await dialog.getByRole('cell', { name: second, exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Request Payment' }).click();
  await shownText(page, `Initial payment requested for ${first}`).waitFor();
  await (await rowOf(first)).getByRole('cell', { name: 'Requested', exact: true }).waitFor();
  await (await rowOf(second)).getByRole('cell', { name: `Requested (with ${own.id})`, exact: true }).waitFor();
  expect(other.tpiauthorisationid).toBe(own.tpiauthorisationid);
});

it("shows 'Payment request failed' with the server's list", async () => {
  const mpan = validMpan('161234567893');
  await checkCompany('01234567', [mpan], 'Check results');
  await page.route('**/requestinitialpayment', (route) => route.fulfill({ status: 422, json: [`A payment has already been requested for ${mpan}`] }));
  try {
    await (await rowOf(mpan)).getByRole('button', { name: /Request initial payment/ }).click();
    const dialog = paymentDialog();
    await fillPayer('Single meter');
    await dialog.getByRole('button', { name: 'Request Payment' }).click();
    await dialog.getByText('Payment request failed').waitFor();
    await dialog.getByText(`A payment has already been requested for ${mpan}`).waitFor();
  } finally {
    await page.unroute('**/requestinitialpayment');
  }
});

it('keeps the payment dialog, what was typed and its failure through a double-click on Request Payment after a failure, sending once', async () => {
  const mpan = validMpan('221234567890');
  await checkCompany('01234567', [mpan], 'Check results');
  let requests = 0;
  await page.route('**/requestinitialpayment', (route) => {
    requests++;
    return route.fulfill({ status: 422, json: [`A payment has already been requested for ${mpan}`] });
  });
  try {
    await (await rowOf(mpan)).getByRole('button', { name: /Request initial payment/ }).click();
    const dialog = paymentDialog();
    await fillPayer('Single meter');
    const requestPayment = dialog.getByRole('button', { name: 'Request Payment' });
    await requestPayment.click();
    await dialog.getByText(`A payment has already been requested for ${mpan}`).waitFor();

    await Promise.all([page.waitForResponse('**/requestinitialpayment'), requestPayment.dblclick()]);
    // Answered, the button is ready again (it is aria-disabled while it sends).
    await dialog.locator('button[aria-disabled="true"]').waitFor({ state: 'detached' });
    expect(requests).toBe(2);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('First name').inputValue()).toBe('Ann');
    expect(await dialog.getByText('Payment request failed').isVisible()).toBe(true);

    // Asked before Cancel throws the typed details away.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await dialog.waitFor({ state: 'detached' });
  } finally {
    await page.unroute('**/requestinitialpayment');
  }
});
