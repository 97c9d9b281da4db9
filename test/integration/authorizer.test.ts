import { ROUTES } from '../../lambdas/routes';
import { forgeToken, STACK_STARTUP_TIMEOUT_MS, startTestStack, type TestStack } from '../support/local-stack';

/** A concrete request path for each route template. */
const samplePath = (template: string) =>
  template.replace('{key+}', '101/file.csv').replace('{bucket}', 'imports').replace('{id}', '0').replace('{name}', 'siccode').replace('{entity}', 'customer').replace('{postcode}', 'SW1A1AA');

let stack: TestStack;
let issuer: string;
let brokerClaims: Record<string, unknown>;

beforeAll(async () => {
  stack = await startTestStack();
  issuer = `${stack.stack.cognitoUrl}/${stack.stack.userPoolId}`;
  const { accessToken } = await stack.tokensFor('broker@example.com');
  brokerClaims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}, STACK_STARTUP_TIMEOUT_MS);
afterAll(() => stack?.stop());

describe('the JWT authorizer in front of every route', () => {
  const byAccess = (provider: boolean) => ROUTES.filter((route) => (route.access === 'provider') === provider).map((route) => [route.method, route.path] as const);

  it.each(byAccess(false))('%s %s answers 401 without a token', async (method, template) => {
    const { status, data } = await stack.api(method, samplePath(template));
    expect(status).toBe(401);
    expect(data).toEqual({ message: 'Unauthorized' });
  });

  // Provider callbacks carry no token: their handler refuses any body without the provider's signature.
  it.each(byAccess(true))('%s %s answers 401 without a signature, token or not', async (method, template) => {
    const { accessToken } = await stack.tokensFor('broker@example.com');
    for (const token of [undefined, accessToken]) {
      const { status, data } = await stack.api(method, samplePath(template), { token, body: {} });
      expect(status).toBe(401);
      expect(data).toEqual({ message: 'The signature is missing or not valid' });
    }
  });

  it('refuses a token signed by another key', async () => {
    const token = await forgeToken({ issuer, claims: { ...brokerClaims, exp: undefined, iat: undefined, iss: undefined }, signer: 'foreign' });
    expect((await stack.api('GET', '/api/users/0', { token })).status).toBe(401);
  });

  it('refuses an expired token with a genuine signature', async () => {
    const token = await forgeToken({ issuer, claims: { ...brokerClaims, exp: undefined, iat: undefined, iss: undefined }, expiresIn: -120 });
    expect((await stack.api('GET', '/api/users/0', { token })).status).toBe(401);
  });

  it('accepts the same genuine claims while unexpired, so the refusals above are for the reason tested', async () => {
    const token = await forgeToken({ issuer, claims: { ...brokerClaims, exp: undefined, iat: undefined, iss: undefined } });
    expect((await stack.api('GET', '/api/users/0', { token })).status).toBe(200);
  });

  it('refuses a token from another issuer, as a deployed stage refuses local tokens', async () => {
    const token = await forgeToken({ issuer: 'https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_Other', claims: { ...brokerClaims, exp: undefined, iat: undefined, iss: undefined } });
    expect((await stack.api('GET', '/api/users/0', { token })).status).toBe(401);
  });

  it('refuses an ID token and an access token of another client', async () => {
    const { idToken } = await stack.tokensFor('broker@example.com');
    expect((await stack.api('GET', '/api/users/0', { token: idToken })).status).toBe(401);
    const otherClient = await forgeToken({ issuer, claims: { ...brokerClaims, client_id: 'someotherclient', exp: undefined, iat: undefined, iss: undefined } });
    expect((await stack.api('GET', '/api/users/0', { token: otherClient })).status).toBe(401);
  });

  it('refuses a tampered payload under a genuine signature', async () => {
    const { accessToken } = await stack.tokensFor('broker@example.com');
    const [header, , signature] = accessToken.split('.');
    const payload = Buffer.from(JSON.stringify({ ...brokerClaims, sub: 'someone-else' })).toString('base64url');
    expect((await stack.api('GET', '/api/users/0', { token: `${header}.${payload}.${signature}` })).status).toBe(401);
  });

  it('answers 413 for a body over 6 MB, before any handler runs', async () => {
    const { accessToken } = await stack.tokensFor('broker@example.com');
    const { status } = await stack.api('PUT', '/storage/imports/101/big.csv', { token: accessToken, body: 'x'.repeat(6 * 1024 * 1024 + 1), headers: { 'content-type': 'text/plain' } });
    expect(status).toBe(413);
  });

  it('answers 404 for a path under the API that no route serves', async () => {
    const { accessToken } = await stack.tokensFor('broker@example.com');
    expect((await stack.api('GET', '/api/nothing-here', { token: accessToken })).status).toBe(404);
  });
});
