import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ROUTES, routeKey } from '../../lambdas/routes';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from '../../local/names';
import { DEMO_USERS, forgeToken, startTestStack, type TestStack } from '../support/local-stack';
import { prepareSampleFixture, routesWithoutSamples, samplesOf, type SampledRoute, type SampleFixture } from '../support/route-samples';
import { storeReader, type StoreReader, type StoreSnapshot } from '../support/store-snapshot';

/**
 * The tenancy rules of docs/architecture.md across the whole route table: every caller who must be
 * refused is refused with the status and message those rules give, and nothing in any table or bucket changes.
 */

/** A refusal's status and message; a refusal whose wording the route's own rule decides names none. */
type Refusal = { readonly status: number; readonly message?: string };
type Expected = Refusal | 'served' | 'not asked';

interface MatrixCaller {
  readonly name: string;
  readonly token: () => string | undefined;
  readonly expect: (route: SampledRoute) => Expected;
}

const UNAUTHORIZED = { status: 401, message: 'Unauthorized' };
const NOT_AUTHORISED = { status: 403, message: 'You are not authorised to use this application' };
const NO_REPORT = { status: 403, message: 'You are not authorised to view this page' };
const FOREIGN_INTERMEDIARY = { status: 403, message: 'You do not act for this intermediary' };
const FOREIGN_RECORD = { status: 404, message: 'Not found' };
/** A `provider` route takes no token, only the provider's signature, which none of these callers has. */
const UNSIGNED: Refusal = { status: 401 };

/** Holds intermediary 102 only, so every sample (which names 101) is another intermediary's to this caller. */
const OTHER_BROKER = DEMO_USERS.find((user) => user.email === 'sms@example.com')!;

/** A broker of intermediary 101 with no report numbers: made in the users table, signed in by a genuinely signed token. */
const REPORTLESS_SUB = 'tenancy-matrix-reportless-broker';

const needsReport = (route: SampledRoute) => route.sample.report !== undefined;
/** `signedIn` routes (the caller's own profile) answer anyone with a verified token. */
const withoutApplication = (route: SampledRoute): Expected => (route.access === 'signedIn' ? 'served' : NOT_AUTHORISED);

let stack: TestStack;
let store: StoreReader;
let fixture: SampleFixture;
let before: StoreSnapshot;
const tokens = new Map<string, string>();

const CALLERS: readonly MatrixCaller[] = [
  { name: 'no token', token: () => undefined, expect: () => UNAUTHORIZED },
  { name: 'an expired token', token: () => tokens.get('expired'), expect: () => UNAUTHORIZED },
  { name: 'a token signed by another key', token: () => tokens.get('foreign key'), expect: () => UNAUTHORIZED },
  { name: 'a user without application 2', token: () => tokens.get('noapp@example.com'), expect: withoutApplication },
  { name: 'a user without intermediaries', token: () => tokens.get('notpi@example.com'), expect: withoutApplication },
  {
    name: 'a broker of another intermediary (102)',
    token: () => tokens.get(OTHER_BROKER.email),
    expect: ({ sample }) =>
      sample.report !== undefined && !OTHER_BROKER.reports.includes(sample.report)
        ? NO_REPORT
        : sample.names === 'intermediary' ? FOREIGN_INTERMEDIARY : sample.names === 'record' ? FOREIGN_RECORD : 'served',
  },
  { name: 'a broker of 101 without the report number', token: () => tokens.get(REPORTLESS_SUB), expect: (route) => (needsReport(route) ? NO_REPORT : 'not asked') },
  // The sample is a request the owner is served, so each refusal above is for the reason tested; only reads, so nothing changes.
  { name: 'the broker of 101 (reads only)', token: () => tokens.get('broker@example.com'), expect: (route) => (route.method === 'GET' ? 'served' : 'not asked') },
];

async function makeReportlessBroker(claims: Record<string, unknown>) {
  const client = new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const Item = { id: REPORTLESS_SUB, email: 'reportless@example.com', firstname: 'Rex', lastname: 'Reportless', applications: [2], tpis: [101], reports: [] };
    await DynamoDBDocumentClient.from(client).send(new PutCommand({ TableName: physicalTableName('users'), Item }));
  } finally {
    client.destroy();
  }
  const issuer = `${stack.stack.cognitoUrl}/${stack.stack.userPoolId}`;
  const genuine = { ...claims, exp: undefined, iat: undefined, iss: undefined };
  tokens.set(REPORTLESS_SUB, await forgeToken({ issuer, claims: { ...genuine, sub: REPORTLESS_SUB, username: REPORTLESS_SUB } }));
  tokens.set('expired', await forgeToken({ issuer, claims: genuine, expiresIn: -120 }));
  tokens.set('foreign key', await forgeToken({ issuer, claims: genuine, signer: 'foreign' }));
}

beforeAll(async () => {
  stack = await startTestStack();
  store = storeReader(stack.stack);
  const emails = ['broker@example.com', 'sms@example.com', 'noapp@example.com', 'notpi@example.com'];
  for (const [email, { accessToken }] of await Promise.all(emails.map(async (email) => [email, await stack.tokensFor(email)] as const))) tokens.set(email, accessToken);
  const broker = tokens.get('broker@example.com')!;
  await makeReportlessBroker(JSON.parse(Buffer.from(broker.split('.')[1], 'base64url').toString()) as Record<string, unknown>);
  fixture = await prepareSampleFixture(stack, broker);
  before = await store.snapshot();
}, 120_000);
afterAll(async () => {
  store?.close();
  await stack?.stop();
});

async function mismatches(route: SampledRoute): Promise<string[]> {
  const found = await Promise.all(
    CALLERS.map(async (caller) => {
      const expected = route.access === 'provider' ? UNSIGNED : caller.expect(route);
      if (expected === 'not asked') return [];
      const { sample } = route;
      const { status, data } = await stack.api<{ message?: string }>(route.method, route.path, { token: caller.token(), query: sample.query, body: sample.body });
      const what = `${route.method} ${route.path} by ${caller.name}`;
      if (expected === 'served') return status < 300 ? [] : [`${what}: expected to be served, got ${status} ${JSON.stringify(data)}`];
      const message = (data as { message?: string } | undefined)?.message;
      const refused = status === expected.status && typeof message === 'string' && (expected.message === undefined || message === expected.message);
      return refused ? [] : [`${what}: expected ${expected.status} '${expected.message ?? 'a message'}', got ${status} ${JSON.stringify(data)}`];
    }),
  );
  return found.flat();
}

describe('the tenancy matrix over the route table', () => {
  it('has a sample request for every route, so a new route cannot go untested', () => {
    expect(routesWithoutSamples()).toEqual([]);
  });

  it.each(ROUTES.map((route) => [routeKey(route)]))('%s refuses every caller the tenancy rules refuse', async (key) => {
    const routes = samplesOf(key, fixture);
    expect(routes.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const route of routes) found.push(...(await mismatches(route)));
    expect(found).toEqual([]);
  });

  it('changed nothing in any table or bucket', async () => {
    await stack.stack.s3EventsIdle();
    // The snapshot sees the records the samples name, so an empty read cannot pass for "unchanged".
    expect(before.tables.fileimports.length).toBeGreaterThan(0);
    expect(before.tables.authorisations.length).toBeGreaterThan(0);
    expect(before.buckets.documents.length).toBeGreaterThan(0);
    expect(await store.snapshot()).toEqual(before);
  });
});
