import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { FileImportView } from '../../domain/import/wire';
import type { MeterPointAuthorisation } from '../../domain/preauthorisation/types';
import { paymentLine } from '../../domain/preauthorisation/payment-request';
import type { RunChecksResponse } from '../../lambdas/meterpointauthorisations/run-checks';
import { signWebhook, SIGNATURE_HEADER } from '../../lambdas/shared/webhook-signature';
import { LOCAL_WEBHOOK_SECRETS } from '../../local/environment';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from '../../local/names';
import { startTestStack, statusAndData, type TestStack } from '../support/local-stack';
import { importsHelpers } from './imports-support';
import { limitedCompanyRequest, validMpan } from './preauthorisation-fixtures';

let stack: TestStack;
let helpers: ReturnType<typeof importsHelpers>;
beforeAll(async () => {
  stack = await startTestStack({ esignEnabled: true });
  helpers = importsHelpers(stack);
}, 120_000);
afterAll(async () => {
  helpers?.destroy();
  await stack?.stop();
});

const ESIGN_SECRET = LOCAL_WEBHOOK_SECRETS.ESIGN_WEBHOOK_SECRET.value;
const PAYMENT_SECRET = LOCAL_WEBHOOK_SECRETS.PAYMENT_WEBHOOK_SECRET.value;
const TEN_MINUTES_AGO = () => new Date(Date.now() - 10 * 60 * 1000);

/** A delivery as a provider makes it: no token, the body signed (or not) as the test says. */
function deliver<T = { message?: string }>(path: string, payload: unknown, signing: { secret?: string; at?: Date; tamper?: boolean } = {}) {
  const body = JSON.stringify(payload);
  const headers = signing.secret ? signWebhook(signing.secret, body, signing.at) : {};
  return stack.api<T>('POST', path, { body: signing.tamper ? body.replace(/"(signed|paid)"/, '"declined"') : body, headers: { 'content-type': 'application/json', ...headers } });
}

describe('POST /webhooks/esign', () => {
  const importView = async (id: string) => (await helpers.getImport(id)).data;

  /** A seeded renewal sent for signature: the import and the request id its signing link names. */
  async function outForSignature(id: string) {
    const seeded = await importView(id);
    const sent = await stack.api<FileImportView>('POST', `/api/sendesign/${id}`, {
      token: await helpers.token(),
      body: {
        version: seeded.version,
        esigndata: { firstname: 'Jane', lastname: 'Smith', jobtitle: 'Director', phonenumber: '01179 496000', email: 'jane@example.com' },
        accountmanager: { firstname: 'Bea', lastname: 'Broker' },
      },
    });
    expect(sent.data.importstatus).toBe(5);
    return { item: sent.data, requestid: sent.data.esignurl!.split('/').at(-1)! };
  }

  let out: Awaited<ReturnType<typeof outForSignature>>;
  beforeAll(async () => {
    out = await outForSignature('demo-renewal-1');
  });

  it('refuses an unsigned, wrongly signed, tampered or stale delivery with 401 and leaves the import out for signature', async () => {
    const { item, requestid } = out;
    const answer = { importid: item.id, requestid, outcome: 'signed' };
    const refused = [
      await deliver('/webhooks/esign', answer),
      await deliver('/webhooks/esign', answer, { secret: 'not-the-secret' }),
      await deliver('/webhooks/esign', answer, { secret: ESIGN_SECRET, tamper: true }),
      await deliver('/webhooks/esign', answer, { secret: ESIGN_SECRET, at: TEN_MINUTES_AGO() }),
      await stack.api('POST', '/webhooks/esign', { body: JSON.stringify(answer), headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: 'sha256=00' } }),
    ];
    expect(refused.map(({ status }) => status)).toEqual([401, 401, 401, 401, 401]);
    expect(refused[0].data).toEqual({ message: 'The signature is missing or not valid' });
    expect(await importView(item.id)).toMatchObject({ importstatus: 5, version: item.version });
  });

  it('moves a signed renewal on to 12, and answers a repeated delivery 200 without changing it again', async () => {
    const { item: view, requestid } = out;
    const answer = { importid: view.id, requestid, outcome: 'signed' };
    const first = await deliver<{ importid: string; importstatus: number }>('/webhooks/esign', answer, { secret: ESIGN_SECRET });
    expect(statusAndData(first)).toEqual({ status: 200, data: { importid: view.id, importstatus: 12 } });
    const signed = await importView(view.id);
    expect(signed.audit.slice(-2).map((entry) => [entry.action, entry.from, entry.to, entry.userid])).toEqual([['sign', 5, 6, 'esign'], ['sign', 6, 12, 'esign']]);

    const again = await deliver('/webhooks/esign', answer, { secret: ESIGN_SECRET });
    expect(statusAndData(again)).toEqual(statusAndData(first));
    const contrary = await deliver('/webhooks/esign', { ...answer, outcome: 'declined' }, { secret: ESIGN_SECRET });
    expect(contrary.status).toBe(409);
    expect(await importView(view.id)).toMatchObject({ importstatus: 12, version: signed.version, audit: signed.audit });
  });

  it('moves a declined request to 11', async () => {
    const { item, requestid } = await outForSignature('demo-renewal-2');
    const declined = await deliver('/webhooks/esign', { importid: item.id, requestid, outcome: 'declined' }, { secret: ESIGN_SECRET });
    expect(statusAndData(declined)).toEqual({ status: 200, data: { importid: item.id, importstatus: 11 } });
    expect((await importView(item.id)).audit.at(-1)).toMatchObject({ action: 'decline', from: 5, to: 11, userid: 'esign' });
  });

  it('answers 404 for an unknown import or a request the import is not out with, and 400 for an outcome it does not know', async () => {
    const unknownImport = await deliver('/webhooks/esign', { importid: 'no-such-import', requestid: 'abc', outcome: 'signed' }, { secret: ESIGN_SECRET });
    const unknownRequest = await deliver('/webhooks/esign', { importid: 'demo-renewal-1', requestid: 'not-the-request', outcome: 'declined' }, { secret: ESIGN_SECRET });
    expect([unknownImport.status, unknownRequest.status]).toEqual([404, 404]);
    const invalid = await deliver<{ errors?: string[] }>('/webhooks/esign', { importid: 'demo-renewal-1', requestid: 'abc', outcome: 'maybe' }, { secret: ESIGN_SECRET });
    expect(invalid.status).toBe(400);
    expect(invalid.data.errors?.[0]).toMatch(/^outcome: /);
  });
});

/** The stack's tables as a test reads and changes them behind the API. */
const tables = () => DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));

describe('POST /webhooks/payments', () => {
  let requested: { id: string; paymentid: string };
  const rowsOf = async () => {
    const { data } = await stack.api<MeterPointAuthorisation[]>('GET', '/api/meterpointauthorisations/prequalifier', {
      token: await helpers.token(),
      query: { tpiid: 101, date: '2000-01-01' },
    });
    return data.filter((row) => row.id === requested.id);
  };

  /** A meter point's pre-authorisation with its initial payment requested: the row's id and the provider's payment id. */
  async function requestPayment(mpan: string) {
    const token = await helpers.token();
    const checked = await stack.api<RunChecksResponse>('POST', '/api/meterpointauthorisations', { token, body: limitedCompanyRequest(101, [mpan]) });
    const [row] = checked.data.authorisations;
    const payment = await stack.api<{ id: string; paymentid: string }>('POST', `/api/meterpointauthorisations/${row.id}/requestinitialpayment`, {
      token,
      body: { firstname: 'Ann', lastname: 'Baker', email: 'ann@example.com', paymentrequesttype: 'single', initialpaymentdata: [paymentLine(row)] },
    });
    expect(payment.status).toBe(200);
    return payment.data;
  }

  beforeAll(async () => {
    requested = await requestPayment(validMpan('191234567890'));
  });

  it('refuses an unsigned, wrongly signed, tampered or stale delivery with 401 and leaves the payment requested', async () => {
    const answer = { paymentid: requested.paymentid, reference: requested.id, outcome: 'paid' };
    const statuses = [
      (await deliver('/webhooks/payments', answer)).status,
      (await deliver('/webhooks/payments', answer, { secret: ESIGN_SECRET })).status,
      (await deliver('/webhooks/payments', answer, { secret: PAYMENT_SECRET, tamper: true })).status,
      (await deliver('/webhooks/payments', answer, { secret: PAYMENT_SECRET, at: TEN_MINUTES_AGO() })).status,
    ];
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect(await rowsOf()).toEqual([expect.objectContaining({ initialpaymentstatus: 1, paymentstatus: 'Awaiting payment' })]);
  });

  it('answers 404 for a payment id or reference it did not request', async () => {
    const otherPayment = await deliver('/webhooks/payments', { paymentid: 'SIM-unknown', reference: requested.id, outcome: 'paid' }, { secret: PAYMENT_SECRET });
    const otherReference = await deliver('/webhooks/payments', { paymentid: requested.paymentid, reference: 'PA000000-NONE', outcome: 'paid' }, { secret: PAYMENT_SECRET });
    expect([otherPayment.status, otherReference.status]).toEqual([404, 404]);
    expect((await rowsOf())[0].initialpaymentstatus).toBe(1);
  });

  it('marks the payment paid, answers a repeated delivery 200 leaving it paid, and refuses a later decline with 409', async () => {
    const answer = { paymentid: requested.paymentid, reference: requested.id, outcome: 'paid' };
    const first = await deliver('/webhooks/payments', answer, { secret: PAYMENT_SECRET });
    expect(statusAndData(first)).toEqual({ status: 200, data: { paymentid: requested.paymentid, outcome: 'paid', settled: [requested.id] } });
    const paid = await rowsOf();
    expect(paid).toEqual([expect.objectContaining({ initialpaymentstatus: 2, paymentstatus: 'Paid' })]);
    expect(statusAndData(await deliver('/webhooks/payments', answer, { secret: PAYMENT_SECRET }))).toEqual(statusAndData(first));
    expect((await deliver('/webhooks/payments', { ...answer, outcome: 'declined' }, { secret: PAYMENT_SECRET })).status).toBe(409);
    expect(await rowsOf()).toEqual(paid);
  });

  it('applies a delivery sent twice once: the repeat is answered from its idempotency record without settling again', async () => {
    const payment = await requestPayment(validMpan('191234567891'));
    const answer = { paymentid: payment.paymentid, reference: payment.id, outcome: 'paid' };
    const first = await deliver('/webhooks/payments', answer, { secret: PAYMENT_SECRET });
    expect(statusAndData(first)).toEqual({ status: 200, data: { paymentid: payment.paymentid, outcome: 'paid', settled: [payment.id] } });
    const { Items: records = [] } = await tables().send(new ScanCommand({ TableName: physicalTableName('idempotency') }));
    const ofThisPayment = records.filter((record) => String(record.id).startsWith('POST /webhooks/payments#') && (record.data as { paymentid?: string } | undefined)?.paymentid === payment.paymentid);
    expect(ofThisPayment).toEqual([
      expect.objectContaining({ status: 'COMPLETED', data: first.data }),
    ]);

    // Without its row the settlement would answer 404: only the record can answer the repeat.
    await tables().send(new DeleteCommand({ TableName: physicalTableName('authorisations'), Key: { id: payment.id } }));
    expect(statusAndData(await deliver('/webhooks/payments', answer, { secret: PAYMENT_SECRET }))).toEqual(statusAndData(first));
  });
});
