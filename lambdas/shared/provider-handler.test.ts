import { ConditionalCheckFailedException, DeleteItemCommand, DynamoDBClient, PutItemCommand, UpdateItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { marshall } from '@aws-sdk/util-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import * as z from 'zod/mini';
import { apiHandler } from './api-handler';
import { NO_WEBHOOK_SECRET, providerHandler } from './provider-handler';
import { apiEvent, invoke, setRouteEnvironment, type Handler } from '../../test/support/handler-tests';
import { signWebhook } from './webhook-signature';

const secretsManager = mockClient(SecretsManagerClient);
const dynamo = mockClient(DynamoDBClient);
const SECRET = 'payment-webhook-secret';

const reached: unknown[] = [];

beforeEach(() => {
  secretsManager.reset();
  dynamo.reset();
  secretsManager.on(GetSecretValueCommand, { SecretId: 'stage/payment-webhook' }).resolves({ SecretString: SECRET });
  reached.length = 0;
});

/** A provider route's chain as a fresh container builds it, with this stage's webhook secret setting; its logic records what reached it. */
function paymentsWebhook(secretName: string): Handler {
  setRouteEnvironment('POST /webhooks/payments', { PAYMENT_WEBHOOK_SECRET: secretName });
  const body = z.object({ paymentid: z.string(), outcome: z.string() });
  return providerHandler('POST /webhooks/payments', { body, deliveryKey: ['paymentid'] }, async ({ body: delivered }) => {
    reached.push(delivered);
    return { received: reached.length };
  });
}

const body = JSON.stringify({ paymentid: 'PAY-1', reference: 'PA250301-ABCDEF', outcome: 'paid' });
const delivery = (headers: Record<string, string> = {}, raw = body) => {
  const event = apiEvent('POST /webhooks/payments', { rawBody: raw, sub: null });
  return { ...event, headers: { ...event.headers, ...headers } };
};

describe('the provider route chain', () => {
  it('reads the webhook secret once within its cache age and lets a signed delivery reach the logic', async () => {
    const handler = paymentsWebhook('stage/payment-webhook');
    for (let i = 0; i < 2; i++) expect((await invoke(handler, delivery(signWebhook(SECRET, body)))).statusCode).toBe(200);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(reached).toEqual([{ paymentid: 'PAY-1', outcome: 'paid' }, { paymentid: 'PAY-1', outcome: 'paid' }]);
  });

  it('answers 401 to an unsigned or wrongly signed delivery without running the logic', async () => {
    const handler = paymentsWebhook('stage/payment-webhook');
    for (const headers of [{}, signWebhook('another-secret', body)]) {
      const result = await invoke(handler, delivery(headers));
      expect(result).toMatchObject({ statusCode: 401, json: { message: 'The signature is missing or not valid' } });
    }
    expect(reached).toEqual([]);
  });

  it('refuses every delivery on a stage without a webhook secret, reading no secret', async () => {
    const handler = paymentsWebhook(NO_WEBHOOK_SECRET);
    expect((await invoke(handler, delivery(signWebhook(SECRET, body)))).statusCode).toBe(401);
    expect(secretsManager.calls()).toHaveLength(0);
    expect(reached).toEqual([]);
  });

  it('will not wrap a provider route in the caller chain, nor a signed-in route in the provider chain', () => {
    setRouteEnvironment('GET /api/users/{id}');
    expect(() => apiHandler('POST /webhooks/payments', {}, async () => ({}))).toThrow(/provider route/);
    expect(() => providerHandler('GET /api/users/{id}', { body: z.object({}), deliveryKey: [] }, async () => ({}))).toThrow(/not a provider route/);
  });
});

describe('a provider delivery, applied once through the idempotency table', () => {
  /** The table answers a second put of the same key with the record the first left, as DynamoDB's condition does. */
  function tableHolds(record: (first: Record<string, AttributeValue>) => Record<string, AttributeValue>) {
    const first = dynamo.commandCalls(PutItemCommand)[0].args[0].input.Item ?? {};
    dynamo.on(PutItemCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {}, Item: record(first) }));
  }

  it('records the delivery under its route and key, and answers a repeat from the record without the logic', async () => {
    const handler = paymentsWebhook('stage/payment-webhook');
    const first = await invoke(handler, delivery(signWebhook(SECRET, body)));
    expect(first).toMatchObject({ statusCode: 200, json: { received: 1 } });
    const [put] = dynamo.commandCalls(PutItemCommand).map((call) => call.args[0].input);
    expect(put).toMatchObject({ TableName: 'test-idempotency', Item: { id: { S: expect.stringMatching(/^POST \/webhooks\/payments#/) as unknown }, status: { S: 'INPROGRESS' } } });
    expect(dynamo.commandCalls(UpdateItemCommand)[0].args[0].input.ExpressionAttributeValues).toMatchObject({ ':status': { S: 'COMPLETED' }, ':response_data': { M: marshall({ received: 1 }) } });

    tableHolds((stored) => ({ ...stored, status: { S: 'COMPLETED' }, data: { M: marshall({ received: 1 }) } }));
    const again = await invoke(handler, delivery(signWebhook(SECRET, body)));
    expect(again).toMatchObject({ statusCode: 200, json: { received: 1 } });
    expect(reached).toHaveLength(1);
  });

  it('answers 409 to another outcome for an applied delivery, and to a repeat while the first is being applied', async () => {
    const handler = paymentsWebhook('stage/payment-webhook');
    await invoke(handler, delivery(signWebhook(SECRET, body)));
    const declined = body.replace('paid', 'declined');
    tableHolds((stored) => ({ ...stored, status: { S: 'COMPLETED' }, data: { M: marshall({ received: 1 }) } }));
    expect(await invoke(handler, delivery(signWebhook(SECRET, declined), declined))).toMatchObject({ statusCode: 409, json: { message: 'This delivery was already applied with another outcome' } });
    tableHolds((stored) => ({ ...stored, in_progress_expiration: { N: String(Date.now() + 60_000) } }));
    expect(await invoke(handler, delivery(signWebhook(SECRET, body)))).toMatchObject({ statusCode: 409, json: { message: 'This delivery is still being applied; send it again later' } });
    expect(reached).toHaveLength(1);
  });

  it('forgets a delivery whose logic failed, so the provider\'s retry runs it again', async () => {
    setRouteEnvironment('POST /webhooks/payments', { PAYMENT_WEBHOOK_SECRET: 'stage/payment-webhook' });
    const failing = providerHandler('POST /webhooks/payments', { body: z.object({ paymentid: z.string() }), deliveryKey: ['paymentid'] }, async () => {
      throw new Error('The store is down');
    });
    expect((await invoke(failing, delivery(signWebhook(SECRET, body)))).statusCode).toBe(500);
    const [put] = dynamo.commandCalls(PutItemCommand);
    expect(dynamo.commandCalls(DeleteItemCommand).map((call) => call.args[0].input)).toEqual([{ TableName: 'test-idempotency', Key: { id: put.args[0].input.Item?.id } }]);
  });
});
