import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BROKER,
  DISABLED,
  NO_APPLICATION,
  NO_INTERMEDIARY,
  apiEvent,
  invoke,
  loadHandler,
  physicalName,
  setRouteEnvironment,
  usersTableReply,
} from '../../test/support/handler-tests';
import { MAX_REQUEST_BODY_BYTES } from './api-handler';

const dynamo = mockClient(DynamoDBDocumentClient);
setRouteEnvironment('GET /lookups/{name}');
setRouteEnvironment('GET /api/users/{id}');
setRouteEnvironment('GET /api/applicationmessages');

const lookups = loadHandler('lookups/get-lookup');
const currentUser = loadHandler('users/get-current-user');
const messages = loadHandler('applicationmessages/list-messages');

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

const lookupEvent = (options: Parameters<typeof apiEvent>[1] = {}) =>
  apiEvent('GET /lookups/{name}', { pathParameters: { name: 'siccode' }, ...options });

describe('the handler plumbing', () => {
  it('answers 401 without a verified sub, before reading anything', async () => {
    const result = await invoke(lookups, lookupEvent({ sub: null }));
    expect(result.statusCode).toBe(401);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it.each([
    ['without application 2', NO_APPLICATION.id],
    ['without intermediaries', NO_INTERMEDIARY.id],
    ['disabled', DISABLED.id],
    ['without a profile', 'stranger'],
  ])('refuses a user %s with 403', async (_, sub) => {
    const result = await invoke(lookups, lookupEvent({ sub }));
    expect(result.statusCode).toBe(403);
    expect(result.json).toEqual({ message: 'You are not authorised to use this application' });
  });

  it('lets a user without application 2 read their own profile, and answers 404 for an unknown profile', async () => {
    const acme = { id: 101, name: 'Acme Energy Brokers', products: {} };
    dynamo.on(BatchGetCommand).resolves({ Responses: { [physicalName('reference')]: [{ pk: 'TPI', sk: '101', value: acme }] } });
    const own = await invoke(currentUser, apiEvent('GET /api/users/{id}', { sub: NO_APPLICATION.id, pathParameters: { id: '0' } }));
    expect(own.statusCode).toBe(200);
    expect(own.json).toMatchObject({ id: NO_APPLICATION.id, applications: [1], tpis: [acme] });
    const unknown = await invoke(currentUser, apiEvent('GET /api/users/{id}', { sub: 'stranger', pathParameters: { id: '0' } }));
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 listing the field messages of an invalid query', async () => {
    const result = await invoke(messages, apiEvent('GET /api/applicationmessages', { query: { applicationid: 'two' } }));
    expect(result.statusCode).toBe(400);
    expect(result.json).toEqual({ message: 'Invalid query', errors: ['applicationid: applicationid must be a number'] });
  });

  it('refuses a body over the limit with 413 and invalid JSON with 400', async () => {
    const big = await invoke(lookups, lookupEvent({ rawBody: 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1) }));
    expect(big.statusCode).toBe(413);
    const bad = await invoke(lookups, lookupEvent({ rawBody: '{"name":' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('maps a store conflict to 409 and an unexpected failure to 500 without detail', async () => {
    dynamo.on(QueryCommand).rejects(Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' }));
    expect((await invoke(lookups, lookupEvent())).statusCode).toBe(409);
    dynamo.on(QueryCommand).rejects(new Error('table on fire at arn:aws:dynamodb:secret'));
    const failed = await invoke(lookups, lookupEvent());
    expect(failed.statusCode).toBe(500);
    expect(failed.json).toEqual({ message: 'Internal error' });
  });

  it('answers JSON that is never cached', async () => {
    const result = await invoke(lookups, lookupEvent({ sub: BROKER.id }));
    expect(result.headers).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  });

  it('fails at load when a variable the route needs is missing', () => {
    const saved = process.env.TABLE_REFERENCE;
    delete process.env.TABLE_REFERENCE;
    try {
      jest.isolateModules(() => {
        expect(() => loadHandler('releases/list-releases')).toThrow('Missing environment variable TABLE_REFERENCE');
      });
    } finally {
      process.env.TABLE_REFERENCE = saved;
    }
  });
});
