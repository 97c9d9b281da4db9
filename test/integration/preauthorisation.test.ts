import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InitialPaymentLine, MeterPointAuthorisation } from '../../domain/preauthorisation/types';
import { paymentLine } from '../../domain/preauthorisation/payment-request';
import type { RunChecksResponse } from '../../lambdas/meterpointauthorisations/run-checks';
import { settleSimulatedPayment } from '../../local/settle-payment';
import { startTestStack, statusAndData, type TestStack } from '../support/local-stack';
import { limitedCompanyRequest, soleTraderRequest, validMpan } from './preauthorisation-fixtures';

let stack: TestStack;
let broker: string;
let sms: string;

beforeAll(async () => {
  stack = await startTestStack();
  broker = (await stack.tokensFor('broker@example.com')).accessToken;
  sms = (await stack.tokensFor('sms@example.com')).accessToken;
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const runChecks = (body: unknown, token = broker) => stack.api<RunChecksResponse>('POST', '/api/meterpointauthorisations', { token, body });
const list = (token = broker, tpiid = 101) =>
  stack.api<MeterPointAuthorisation[]>('GET', '/api/meterpointauthorisations/prequalifier', { token, query: { tpiid, date: '2000-01-01' } });
const requestPayment = (id: string, lines: InitialPaymentLine[], token = broker, type = lines.length > 1 ? 'multi' : 'single') =>
  stack.api<unknown>('POST', `/api/meterpointauthorisations/${id}/requestinitialpayment`, {
    token,
    body: { firstname: 'Ann', lastname: 'Baker', email: 'ann@example.com', paymentrequesttype: type, initialpaymentdata: lines },
  });

describe('POST /api/meterpointauthorisations', () => {
  it('stores and answers a row per meter point and term, passed and priced for a limited company', async () => {
    const mpans = [validMpan('131234567890'), validMpan('201234567838')];
    const { status, data } = await runChecks(limitedCompanyRequest(101, mpans, ['12', '36']));
    expect(status).toBe(200);
    expect(data.authorisations).toHaveLength(4);
    expect(data.companyname).toBe('Harbour Bakery Ltd');
    for (const row of data.authorisations) {
      expect(row).toMatchObject({ tpiauthorisationid: data.tpiauthorisationid, tpiid: 101, name: 'Harbour Bakery Ltd', username: 'Bea Broker', authorisationstatus: 1, creditcheckstatus: 1, paymentcalculationstatus: 1 });
      expect(row.initialpayment).toEqual(paymentLine(row)?.initialpayment);
      expect(row.tariffprices?.map((price) => price.name)).toEqual(['Unit Rate', 'Standing Charge']);
      expect(row).not.toHaveProperty('dateofbirth');
    }
    expect(data.authorisations.map((row) => `${row.mpxn}/${row.contractterm}`)).toEqual([`${mpans[0]}/12`, `${mpans[0]}/36`, `${mpans[1]}/12`, `${mpans[1]}/36`]);
  });

  it('refers a sole trader in a higher-risk business and does not calculate a payment', async () => {
    const { status, data } = await runChecks(soleTraderRequest(101, validMpan('141234567890')));
    expect(status).toBe(200);
    expect(data).not.toHaveProperty('companyname');
    expect(data.authorisations[0]).toMatchObject({ name: 'The Anchor', creditcheckstatus: 3, authorisationstatus: 1, paymentcalculationstatus: 2 });
    expect(data.authorisations[0].initialpayment).toBeUndefined();
  });

  it('fails the credit check of a company number ending in 0', async () => {
    const { data } = await runChecks({ ...limitedCompanyRequest(101, [validMpan('151234567890')]), limitedcompanynumber: '05555550' });
    expect(data.authorisations[0]).toMatchObject({ name: 'Falling Star Trading Ltd', creditcheckstatus: 2, paymentcalculationstatus: 2 });
  });

  it('answers 400 with every validation message of the request rules', async () => {
    const { status, data } = await runChecks({ tpiid: 101, contractterms: [], limitedcompany: true, limitedcompanynumber: '', meterpoints: [{ utilityid: 1, mpxn: '123' }, { utilityid: 2, mpxn: '' }] });
    expect(status).toBe(400);
    expect(data).toEqual({
      message: 'Validation failed',
      errors: ['Product not provided', 'Term(s) not provided', 'Company number not provided', 'MPAN Core should be 13 digits for row 1', 'MPRN not provided for row 2'],
    });
  });

  it('refuses a term the product does not allow, and a product without pre-authorisation', async () => {
    expect((await runChecks(limitedCompanyRequest(101, [validMpan('161234567890')], ['48']))).data).toMatchObject({ errors: ['Term 48 is not available for this product'] });
    expect((await runChecks({ ...limitedCompanyRequest(101, [validMpan('161234567890')]), product: 1 })).data).toMatchObject({ errors: ['This product does not need pre-authorisation'] });
  });

  it('refuses an intermediary the caller does not act for with 403, and stores nothing', async () => {
    const { status } = await runChecks(limitedCompanyRequest(102, [validMpan('171234567890')]));
    expect(status).toBe(403);
    expect((await list(sms, 102)).data).toEqual([]);
  });
});

describe('GET /api/meterpointauthorisations/prequalifier', () => {
  it('lists the intermediary’s rows newest first, and refuses another intermediary with 403', async () => {
    const { status, data } = await list();
    expect(status).toBe(200);
    expect(data).toHaveLength(6);
    expect(data.map((row) => row.datetime)).toEqual([...data.map((row) => row.datetime)].sort().reverse());
    expect((await list(broker, 102)).status).toBe(403);
    expect((await stack.api('GET', '/api/meterpointauthorisations/prequalifier', { token: broker, query: { tpiid: 'x', date: 'today' } })).status).toBe(400);
  });
});

describe('POST /api/meterpointauthorisations/{id}/requestinitialpayment', () => {
  let rows: readonly MeterPointAuthorisation[];
  beforeAll(async () => {
    rows = (await runChecks(limitedCompanyRequest(101, [validMpan('181234567890'), validMpan('191234567890')], ['24', '36']))).data.authorisations;
  });

  it('answers 404 for another intermediary’s authorisation', async () => {
    const { status } = await requestPayment(rows[0].id, [paymentLine(rows[0])!], sms);
    expect(status).toBe(404);
  });

  it('answers the list of failures for an incomplete request', async () => {
    const { status, data } = await stack.api('POST', `/api/meterpointauthorisations/${rows[0].id}/requestinitialpayment`, {
      token: broker,
      body: { firstname: '', lastname: 'Baker', email: 'nope', paymentrequesttype: 'single', initialpaymentdata: [paymentLine(rows[0])!, paymentLine(rows[2])!] },
    });
    expect(status).toBe(422);
    expect(data).toEqual(['First name not provided', 'Email address is not valid', 'A single meter request has exactly one line']);
  });

  it('requests a multi meter payment with a lowered commission, emails it, refuses it twice, and shows it paid once settled', async () => {
    const lowered = paymentLine(rows[0], '36', 0.5)!;
    const otherTerm = paymentLine(rows[0], '12')!;
    const linked = paymentLine(rows[2])!;
    const { status, data } = await requestPayment(rows[0].id, [{ ...lowered, initialpayment: 0.01 }, otherTerm, linked]);
    expect(status).toBe(200);
    const total = Math.round((lowered.initialpayment + otherTerm.initialpayment + linked.initialpayment) * 100) / 100;
    expect(data).toMatchObject({ id: rows[0].id, initialpayment: total, initialpaymentstatus: 1 });

    const outbox = stack.stack.outboxDir;
    const [email] = readdirSync(outbox).map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as unknown);
    expect(email).toMatchObject({ to: 'ann@example.com', order: { reference: rows[0].id, amount: total } });

    const duplicate = await requestPayment(rows[0].id, [paymentLine(rows[0])!]);
    expect(duplicate.status).toBe(422);
    expect(duplicate.data).toEqual([`A payment has already been requested for ${rows[0].mpxn}`]);

    const stored = async () => new Map((await list()).data.map((row) => [row.id, row]));
    let after = await stored();
    expect(after.get(rows[0].id)).toMatchObject({ initialpaymentstatus: 1, commission: 0.5, paymentstatus: 'Awaiting payment' });
    expect(after.get(rows[2].id)).toMatchObject({ initialpaymentstatus: 1, linkedtpiauthorisationid: rows[0].id });

    expect(await settleSimulatedPayment(stack.stack, rows[0].id, 'paid')).toEqual([rows[0].id, rows[2].id]);
    after = await stored();
    expect(after.get(rows[0].id)).toMatchObject({ initialpaymentstatus: 2, paymentstatus: 'Paid' });
    expect(after.get(rows[2].id)).toMatchObject({ initialpaymentstatus: 2 });
    expect(after.get(rows[1].id)?.initialpaymentstatus).toBeUndefined();
  });

  it('refuses a commission above the one priced, and a payment for checks that did not pass', async () => {
    const raised = await requestPayment(rows[1].id, [paymentLine(rows[1], '24', 9)!]);
    expect(raised.data).toEqual([`Commission for ${rows[1].mpxn} cannot be more than 1.50`]);
    const referred = (await runChecks(soleTraderRequest(101, validMpan('221234567890')))).data.authorisations[0];
    const refused = await requestPayment(referred.id, [{ id: referred.id, tpiauthorisationid: referred.tpiauthorisationid, mpxn: referred.mpxn, contractterm: '12', commission: 1.5, initialpayment: 1 }]);
    expect(statusAndData(refused)).toEqual({ status: 422, data: [`A payment cannot be requested for ${referred.mpxn}`] });
  });
});

describe('GET /api/meterpointauthorisations/prequalifierpassed', () => {
  it('answers whether the company passed on that authorisation, and 404 for another intermediary’s', async () => {
    const [passed] = (await runChecks(limitedCompanyRequest(101, [validMpan('231234567890')]))).data.authorisations;
    const ask = (authorisationid: string, companynumber: string, token = broker) =>
      stack.api('GET', '/api/meterpointauthorisations/prequalifierpassed', { token, query: { authorisationid, companynumber } });
    expect(statusAndData(await ask(passed.id, '1234567'))).toEqual({ status: 200, data: { authorisationid: passed.id, companynumber: '1234567', passed: true } });
    expect((await ask(passed.id, '07654321')).data).toMatchObject({ passed: false });
    expect((await ask(passed.id, '01234567', sms)).status).toBe(404);
    expect((await ask('PA000000-NOPE', '01234567')).status).toBe(404);
  });
});
