import { STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../support/local-stack';

/** A valid request to every route that needs application 2, as a broker of intermediary 101 would make it. */
const APPLICATION_REQUESTS: readonly [string, string, Record<string, string>][] = [
  ['GET', '/lookups/productdefinition', {}],
  ['GET', '/entities/customer', {}],
  ['GET', '/api/applicationmessages', { applicationid: '2' }],
  ['GET', '/api/addresses/BS1%204DJ', {}],
  ['GET', '/api/releases', {}],
  ['GET', '/storage/documents', { prefix: '101/' }],
  ['GET', '/storage/documents/101/welcome.txt', {}],
  ['PUT', '/storage/imports/101/upload.csv', { size: '10', contenttype: 'text/csv' }],
  ['DELETE', '/storage/imports/101/upload.csv', {}],
];

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  // A file in 101's documents folder, so that the broker's download is signed rather than 404.
  const { accessToken } = await stack.tokensFor('broker@example.com');
  const upload = await stack.api<{ url: string }>('PUT', '/storage/documents/101/welcome.txt', { token: accessToken, query: { size: 5, contenttype: 'text/plain' } });
  await fetch(upload.data.url, { method: 'PUT', body: 'hello', headers: { 'content-type': 'text/plain' } });
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(() => stack?.stop());

describe('tenancy: who may use the portal', () => {
  it.each(APPLICATION_REQUESTS)('%s %s is served to a broker of intermediary 101', async (method, path, query) => {
    const { accessToken } = await stack.tokensFor('broker@example.com');
    expect((await stack.api(method, path, { token: accessToken, query })).status).toBeLessThan(300);
  });

  it.each(APPLICATION_REQUESTS)('%s %s is refused (403) to a user without application 2', async (method, path, query) => {
    const { accessToken } = await stack.tokensFor('noapp@example.com');
    expect((await stack.api(method, path, { token: accessToken, query })).status).toBe(403);
  });

  it.each(APPLICATION_REQUESTS)('%s %s is refused (403) to a user without intermediaries', async (method, path, query) => {
    const { accessToken } = await stack.tokensFor('notpi@example.com');
    expect((await stack.api(method, path, { token: accessToken, query })).status).toBe(403);
  });

  it('still answers GET /api/users/0 to both, the one route they may use', async () => {
    for (const email of ['noapp@example.com', 'notpi@example.com']) {
      const { accessToken } = await stack.tokensFor(email);
      expect((await stack.api('GET', '/api/users/0', { token: accessToken })).status).toBe(200);
    }
  });
});
