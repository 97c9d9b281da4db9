import { MAX_REQUEST_BODY_BYTES } from '../../lambdas/shared/api-handler';
import { ROUTES, routeKey } from '../../lambdas/routes';
import { MAX_PAYLOAD_BYTES } from '../../local/api-server';
import { startTestStack, type TestStack } from '../support/local-stack';
import { prepareSampleFixture, samplesOf, type SampledRoute, type SampleFixture } from '../support/route-samples';
import { storeReader, type StoreReader } from '../support/store-snapshot';

/**
 * Hostile request bodies on every route that takes one (POST and PUT): wrong types, deep nesting,
 * invalid JSON and oversize payloads get 400 or 413 with a message and change nothing; extra
 * fields, which the schemas drop by design, are never stored.
 */

const BODY_METHODS = ['POST', 'PUT'];
/** Taken from the route table, so a new route with a body is covered (and needs a sample). */
const BODY_ROUTES = ROUTES.filter((route) => BODY_METHODS.includes(route.method)).map((route) => [routeKey(route)]);
const DEPTH = 10_000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const INVALID_JSON = ['{', '{"version": 1,', "{'version': 1}", '{"version": 01}', 'undefined', '\u0000', '{"a":1}}'];
const WRONG_WHOLE_BODIES = ['null', '[]', '"text"', '42', 'true'];

/** Stands for a field's value in the JSON text until the deep nesting is put in its place. */
const PLACEHOLDER = 'deeply-nested-value-goes-here';

/** A value of another JSON type than the one given. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'string') return 12345;
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { not: 'a list' };
  return 'not an object';
}

/** One hostile body: the raw text sent, and what it is for the failure message. */
interface Hostile {
  readonly what: string;
  readonly text: string;
  /** Invalid JSON and deep nesting are refused by the body parser, even on routes that read no body. */
  readonly refusedBeforeAnyRoute?: boolean;
}

/** Every hostile body for a sample that stays under the payload limits. */
function hostileBodies(body: Record<string, unknown> | undefined): Hostile[] {
  const bodies: Hostile[] = [
    ...INVALID_JSON.map((text) => ({ what: `invalid JSON ${JSON.stringify(text.slice(0, 20))}`, text, refusedBeforeAnyRoute: true })),
    ...WRONG_WHOLE_BODIES.map((text) => ({ what: `the body ${text.slice(0, 12)}`, text })),
    { what: `the body nested ${DEPTH} arrays deep`, text: deepArray, refusedBeforeAnyRoute: true },
    { what: `the body nested ${DEPTH} objects deep`, text: deepObject, refusedBeforeAnyRoute: true },
  ];
  for (const [field, value] of Object.entries(body ?? {})) {
    const replaced = (text: string) => JSON.stringify({ ...body, [field]: PLACEHOLDER }).replace(`"${PLACEHOLDER}"`, () => text);
    bodies.push(
      { what: `${field} of the wrong type`, text: JSON.stringify({ ...body, [field]: wrongType(value) }) },
      { what: `${field} nested ${DEPTH} arrays deep`, text: replaced(deepArray), refusedBeforeAnyRoute: true },
      { what: `${field} nested ${DEPTH} objects deep`, text: replaced(deepObject), refusedBeforeAnyRoute: true },
    );
  }
  return bodies;
}

let stack: TestStack;
let store: StoreReader;
let fixture: SampleFixture;
let broker: string;

beforeAll(async () => {
  stack = await startTestStack();
  store = storeReader(stack.stack);
  broker = (await stack.tokensFor('broker@example.com')).accessToken;
  fixture = await prepareSampleFixture(stack, broker);
}, 120_000);
afterAll(async () => {
  store?.close();
  await stack?.stop();
});

const send = (route: SampledRoute, text: string) =>
  stack.api<{ message?: string }>(route.method, route.path, { token: broker, query: route.sample.query, body: text, headers: route.sample.sign?.(text) });
const messageOf = (data: unknown) => (data as { message?: unknown } | undefined)?.message;

/**
 * A route that reads no body ignores whatever is sent, as long as it is JSON within the limits;
 * every other hostile body is refused with 400 and a message.
 */
async function refusals(route: SampledRoute): Promise<string[]> {
  const found: string[] = [];
  for (const hostile of hostileBodies(route.sample.body)) {
    const { status, data } = await send(route, hostile.text);
    const ignored = route.sample.body === undefined && !hostile.refusedBeforeAnyRoute;
    const ok = ignored ? status < 300 : status === 400 && typeof messageOf(data) === 'string';
    if (!ok) found.push(`${route.method} ${route.path} with ${hostile.what}: got ${status} ${JSON.stringify(data).slice(0, 200)}`);
  }
  return found;
}

describe('hostile request bodies on every route that takes one', () => {
  it.each(BODY_ROUTES)('%s answers 400 with a message for wrong types, deep nesting and invalid JSON, and changes nothing', async (key) => {
    const before = await store.snapshot();
    const found: string[] = [];
    for (const route of samplesOf(key, fixture)) found.push(...(await refusals(route)));
    expect(found).toEqual([]);
    await stack.stack.s3EventsIdle();
    expect(await store.snapshot()).toEqual(before);
  });

  it.each(BODY_ROUTES)('%s answers 413 with a message for a body over the handler limit and over the 6 MB payload limit, and changes nothing', async (key) => {
    const before = await store.snapshot();
    for (const route of samplesOf(key, fixture)) {
      const valid = JSON.stringify({ ...route.sample.body, padding: '' });
      const overHandler = valid.replace('"padding":""', `"padding":"${'x'.repeat(MAX_REQUEST_BODY_BYTES - valid.length + 1024)}"`);
      expect(Buffer.byteLength(overHandler)).toBeLessThan(MAX_PAYLOAD_BYTES);
      const handlerAnswer = await send(route, overHandler);
      expect({ status: handlerAnswer.status, message: messageOf(handlerAnswer.data) }).toEqual({ status: 413, message: 'Request body is too large' });
      const serverAnswer = await send(route, 'x'.repeat(MAX_PAYLOAD_BYTES + 1));
      expect({ status: serverAnswer.status, message: messageOf(serverAnswer.data) }).toEqual({ status: 413, message: 'Request Entity Too Large' });
    }
    expect(await store.snapshot()).toEqual(before);
  });
});

/**
 * Structured import data is checked field by field against the entity metadata, and a save keeps
 * an edit with its failures (so the broker can fix them later), so an unknown field there may be stored only beside its
 * own 'Unknown field' failure, which blocks approval.
 */
function reportsEveryExtra(content: string, marker: string): boolean {
  const count = (text: string) => content.split(text).length - 1;
  return count(`"extra_${marker}":`) === count(`Unknown field extra_${marker}`);
}

describe('extra fields, which the schemas drop by design', () => {
  /** The sample body with an unknown field added at the top and inside every nested object. */
  function withExtras(value: unknown, marker: string): unknown {
    if (Array.isArray(value)) return value.map((entry) => withExtras(entry, marker));
    if (value === null || typeof value !== 'object') return value;
    return { ...Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, withExtras(entry, marker)])), [`extra_${marker}`]: marker };
  }

  it.each(BODY_ROUTES)(
    '%s never stores a field it does not know, unless beside a failure naming it',
    async (key) => {
      for (const [index, route] of samplesOf(key, fixture).entries()) {
        const before = await store.snapshot();
        const marker = `unknownfield${index}${route.key.replace(/\W/g, '')}`;
        const { status, data } = await send(route, JSON.stringify(withExtras(route.sample.body ?? {}, marker)));
        expect({ route: route.path, status: status < 500 ? 'answered' : status, data: status < 500 ? undefined : data }).toEqual({ route: route.path, status: 'answered', data: undefined });
        await stack.stack.s3EventsIdle();
        const unreported = (await store.findText(marker, before)).filter((hit) => !reportsEveryExtra(hit.content, marker));
        expect(unreported.map((hit) => hit.where)).toEqual([]);
      }
    },
  );
});
