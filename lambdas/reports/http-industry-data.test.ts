import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpEcoes, httpXoserve } from './http-industry-data';
import { ecoesSimulator, xoserveSimulator } from './industry-data-simulator';

let server: Server;
let base: string;
const requests: IncomingMessage[] = [];

beforeAll(async () => {
  const [point] = await ecoesSimulator.byPostcode('BS1 4DJ');
  const gas = await xoserveSimulator.byAddress('BS1 4DJ', {});
  server = createServer((request, response) => {
    requests.push(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/v1/postcodes/BS1%204DJ/meterpoints') reply(200, [point]);
    else if (url.pathname === '/v1/supplypoints' && url.searchParams.get('postcode') === 'BS1 4DJ') reply(200, gas);
    else if (url.pathname === '/v1/supplypoints/1111111111') reply(500, { message: 'broken' });
    else if (url.pathname === '/v1/meterpoints/2012345678385/meters') reply(200, { not: 'an array' });
    else reply(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const key = async () => 'key-123';

describe('the ECOES and Xoserve HTTP adapters', () => {
  it('ask for a post code with the key and answer the rows', async () => {
    const rows = await httpEcoes(base, key).byPostcode('BS1 4DJ');
    expect(rows).toEqual(await ecoesSimulator.byPostcode('BS1 4DJ'));
    expect(requests[0].headers['x-api-key']).toBe('key-123');
  });

  it('send only the building fields given to the gas address search', async () => {
    expect(await httpXoserve(base, key).byAddress('BS1 4DJ', { buildingnumber: '12' })).toHaveLength(1);
    const url = new URL(requests[0].url ?? '', 'http://localhost');
    expect(url.searchParams.get('buildingnumber')).toBe('12');
    expect(url.searchParams.has('buildingname')).toBe(false);
  });

  it('answer nothing for a meter point the service does not know', async () => {
    expect(await httpEcoes(base, key).byMpanCore('1312345678907')).toEqual([]);
  });

  it("report the service's failure, an unexpected shape and an unreachable service as 502", async () => {
    await expect(httpXoserve(base, key).byMprn('1111111111')).rejects.toMatchObject({ statusCode: 502 });
    await expect(httpEcoes(base, key).byMpanCore('2012345678385')).rejects.toMatchObject({ statusCode: 502 });
    await expect(httpEcoes('http://127.0.0.1:1', key).byPostcode('BS1 4DJ')).rejects.toMatchObject({ statusCode: 502 });
  });
});
