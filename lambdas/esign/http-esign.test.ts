import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { esignSimulator } from './esign-simulator';
import { httpEsign } from './http-esign';

let server: Server;
let base: string;
const received: { path?: string; key?: string; body: unknown }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url, key: request.headers['x-api-key'] as string, body: JSON.parse(text) });
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (received.length = 0));

const request = {
  importid: 'import-1',
  version: 4,
  esigndata: { firstname: 'Jane', lastname: 'Smith', jobtitle: 'Director', phonenumber: '01179 496000', email: 'jane@example.com' },
  accountmanager: { firstname: 'Bea', lastname: 'Broker' },
  customers: [{ reference: 'C101-0007', name: 'Harbour Cafe Ltd', sites: [{ reference: 'S101-0031', name: 'Harbour Cafe' }], contracts: ['CT101-0052'] }],
};

describe('the e-sign HTTP adapter', () => {
  it("sends the signer, sender and the customers signed for by reference, with the key, and answers the provider's request id and signing link", async () => {
    reply = { status: 201, body: { id: 'env-9', signingurl: 'https://sign.example.com/env-9' } };
    expect(await httpEsign(base, async () => 'key-1').requestSignature(request)).toEqual({ requestid: 'env-9', url: 'https://sign.example.com/env-9' });
    expect(received).toEqual([{ path: '/v1/envelopes', key: 'key-1', body: { reference: 'import-1:4', signer: request.esigndata, sender: request.accountmanager, document: { customers: request.customers } } }]);
  });

  it("reports the provider's failure, an unexpected answer and no answer as 502", async () => {
    reply = { status: 500, body: { message: 'down' } };
    await expect(httpEsign(base, async () => 'key-1').requestSignature(request)).rejects.toMatchObject({ statusCode: 502 });
    reply = { status: 200, body: { id: 7 } };
    await expect(httpEsign(base, async () => 'key-1').requestSignature(request)).rejects.toMatchObject({ statusCode: 502 });
    await expect(httpEsign('http://127.0.0.1:1', async () => 'key-1').requestSignature(request)).rejects.toMatchObject({ statusCode: 502 });
  });
});

describe('the e-sign simulator', () => {
  it('issues the same request and a local signing link for the same import version, and a new one for the next', async () => {
    const first = await esignSimulator.requestSignature(request);
    expect(first.url).toBe(`/simulators/esign/import-1/${first.requestid}`);
    expect(await esignSimulator.requestSignature(request)).toEqual(first);
    expect((await esignSimulator.requestSignature({ ...request, version: 5 })).requestid).not.toBe(first.requestid);
  });
});
