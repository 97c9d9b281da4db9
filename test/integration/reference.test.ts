import { STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let token: string;
beforeAll(async () => {
  stack = await startTestStack();
  token = (await stack.tokensFor('broker@example.com')).accessToken;
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(() => stack?.stop());

const get = <T>(path: string, query?: Record<string, string>) => stack.api<T>('GET', path, { token, query });

describe('GET /lookups/{name}', () => {
  it.each(['fileimportstatus', 'fileimportrejectionreason', 'marketingpreferencemethod', 'siccode', 'fileformat'])('answers the seeded %s list ordered by id', async (name) => {
    const { status, data } = await get<{ id: number | string }[]>(`/lookups/${name}`);
    expect(status).toBe(200);
    expect(data.length).toBeGreaterThan(0);
    const ids = data.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)))));
  });

  it('answers product definitions as a map by id', async () => {
    const { status, data } = await get<Record<string, { name: string; requirepreauthorisation: boolean }>>('/lookups/productdefinition');
    expect(status).toBe(200);
    expect(data['1'].name).toBe('Business Fixed Electricity');
    expect(data['3']).toMatchObject({ name: 'SME Fixed with Pre-Qualification', requirepreauthorisation: true });
  });

  it('answers 404 for an unknown lookup', async () => {
    expect((await get('/lookups/nosuchlookup')).status).toBe(404);
  });
});

describe('GET /entities/{entity}', () => {
  it('answers the metadata of a known entity', async () => {
    const { status, data } = await get<{ fields: unknown }>('/entities/customer');
    expect(status).toBe(200);
    expect(data.fields).toBeDefined();
  });

  it('answers 404 for an unknown entity', async () => {
    expect((await get('/entities/spaceship')).status).toBe(404);
  });
});

describe('GET /api/applicationmessages', () => {
  it("answers application 2's banners in message order", async () => {
    const { status, data } = await get<{ messageorder: number; header: string }[]>('/api/applicationmessages', { applicationid: '2' });
    expect(status).toBe(200);
    expect(data.map((message) => message.messageorder)).toEqual([1, 2]);
    expect(data[0].header).toBe('Planned maintenance');
  });

  it('answers 400 without an application id', async () => {
    expect((await get('/api/applicationmessages')).status).toBe(400);
  });
});

describe('GET /api/releases', () => {
  it('answers the seeded release', async () => {
    const { status, data } = await get<{ version: string; releasedate: string }[]>('/api/releases');
    expect(status).toBe(200);
    expect(data.find((release) => release.version === '2020.3.1')?.releasedate).toMatch(/^2020-03-27/);
  });
});

describe('GET /api/addresses/{postcode} (postcode lookup SIMULATOR)', () => {
  it('answers the addresses the simulator holds for a postcode', async () => {
    const { status, data } = await get<{ addresses: unknown[] }>('/api/addresses/CF10%201EP');
    expect(status).toBe(200);
    expect(data.addresses).toHaveLength(2);
  });

  it('answers 400 for a postcode that cannot be one', async () => {
    expect((await get('/api/addresses/NOTAPOSTCODE')).status).toBe(400);
  });
});
