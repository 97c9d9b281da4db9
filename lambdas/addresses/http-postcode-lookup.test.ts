import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiKeyFromSecret } from '../shared/providers';
import { httpPostcodeLookup } from './http-postcode-lookup';
import { postcodeLookupSimulator } from './postcode-lookup-simulator';

let server: Server;
let base: string;
const requests: IncomingMessage[] = [];

beforeAll(async () => {
  const known = await postcodeLookupSimulator.find('CF10 1EP');
  server = createServer((request, response) => {
    requests.push(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/v1/find/CF10%201EP') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ latitude: 1, longitude: 2, addresses: known.addresses }));
    } else if (url.pathname === '/v1/find/ZZ1%201ZZ') {
      response.writeHead(500).end('broken');
    } else {
      response.writeHead(404).end(JSON.stringify({ Message: 'Not found' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
});

describe('the getAddress-style HTTP adapter', () => {
  const lookup = () => httpPostcodeLookup(base, async () => 'key-123');

  it('calls find/{postcode} with the key and expand=true and answers the addresses', async () => {
    const found = await lookup().find('CF10 1EP');
    expect(found).toMatchObject({ postcode: 'CF10 1EP', latitude: 1, longitude: 2 });
    expect(found.addresses).toHaveLength(2);
    const url = new URL(requests[0].url ?? '', 'http://localhost');
    expect(url.searchParams.get('api-key')).toBe('key-123');
    expect(url.searchParams.get('expand')).toBe('true');
  });

  it('answers no addresses for a postcode the service does not know', async () => {
    expect(await lookup().find('SW1A 2AA')).toEqual({ postcode: 'SW1A 2AA', addresses: [] });
  });

  it("reports the service's failure as 502", async () => {
    await expect(lookup().find('ZZ1 1ZZ')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('reports an unreachable service as 502', async () => {
    await expect(httpPostcodeLookup('http://127.0.0.1:1', async () => 'k').find('CF10 1EP')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('takes the key from a plain or JSON secret', () => {
    expect(apiKeyFromSecret('abc')).toBe('abc');
    expect(apiKeyFromSecret('{"apiKey":"def"}')).toBe('def');
  });
});
