import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpPayment } from '../../payments/http-payment';
import { httpAuthorisationCheck } from './http-authorisation-check';
import { httpCreditCheck } from './http-credit-check';

let server: Server;
let base: string;
const received: { path: string; headers: IncomingHttpHeaders; body: unknown }[] = [];

const ANSWERS: Record<string, [number, unknown]> = {
  '/v1/creditchecks': [200, { status: 3, reason: 'Referred', companyname: 'Harbour Bakery Ltd' }],
  '/v1/authorisations': [200, { status: 1, reason: 'Eligible', annualconsumption: 12000 }],
  '/v1/paymentrequests': [500, { message: 'down' }],
  '/v1/customers/C101-0001/paymentemail': [202, {}],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(text) });
      const [status, body] = ANSWERS[request.url ?? ''] ?? [404, {}];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const key = async () => 'key-123';

describe('the HTTP adapters of the pre-qualifier’s and payment providers', () => {
  it('posts the customer to creditchecks with the key and answers the bureau’s result', async () => {
    const result = await httpCreditCheck(base, key).check({ limitedcompany: true, limitedcompanynumber: '01234567' });
    expect(result).toEqual({ status: 3, reason: 'Referred', companyname: 'Harbour Bakery Ltd' });
    expect(received[0]).toMatchObject({ path: '/v1/creditchecks', headers: { 'x-api-key': 'key-123' }, body: { limitedcompanynumber: '01234567' } });
  });

  it('posts the meter point and product to authorisations', async () => {
    expect(await httpAuthorisationCheck(base, key).check({ utilityid: 1, mpxn: '1312345678907' }, 3)).toMatchObject({ status: 1, annualconsumption: 12000 });
    expect(received[0].body).toEqual({ utilityid: 1, mpxn: '1312345678907', product: 3 });
  });

  it('reports a provider’s failure, or no answer at all, as 502', async () => {
    const order = { reference: 'PA1', firstname: 'A', lastname: 'B', email: 'a@example.com', amount: 1, lines: [] };
    await expect(httpPayment(base, key).request(order)).rejects.toMatchObject({ statusCode: 502 });
    await expect(httpPayment('http://127.0.0.1:1', key).request(order)).rejects.toMatchObject({ statusCode: 502 });
  });

  it('asks the payment provider to resend an email, answering whether it accepted', async () => {
    const provider = httpPayment(base, key);
    expect(await provider.resendEmail({ tpiid: 101, customerid: 'C101-0001', customername: 'Harbour Cafe Ltd' })).toBe(true);
    expect(received[0]).toMatchObject({ path: '/v1/customers/C101-0001/paymentemail', headers: { 'x-api-key': 'key-123' }, body: { tpiid: 101 } });
    expect(await provider.resendEmail({ tpiid: 101, customerid: 'C101-0002', customername: 'Unknown Ltd' })).toBe(false);
  });
});
