import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import * as z from 'zod/mini';
import { apiHandler } from './api-handler';
import { NO_WEBHOOK_SECRET, providerHandler } from './provider-handler';
import { apiEvent, invoke, setRouteEnvironment, type Handler } from '../../test/support/handler-tests';
import { signWebhook } from './webhook-signature';

const secretsManager = mockClient(SecretsManagerClient);
const SECRET = 'payment-webhook-secret';

const reached: unknown[] = [];

beforeEach(() => {
  secretsManager.reset();
  secretsManager.on(GetSecretValueCommand, { SecretId: 'stage/payment-webhook' }).resolves({ SecretString: SECRET });
  reached.length = 0;
});

/** A provider route's chain as a fresh container builds it, with this stage's webhook secret setting; its logic records what reached it. */
function paymentsWebhook(secretName: string): Handler {
  setRouteEnvironment('POST /webhooks/payments', { PAYMENT_WEBHOOK_SECRET: secretName });
  return providerHandler('POST /webhooks/payments', { body: z.object({ paymentid: z.string() }) }, async ({ body: delivered }) => {
    reached.push(delivered);
    return { received: true };
  });
}

const body = JSON.stringify({ paymentid: 'PAY-1', reference: 'PA250301-ABCDEF', outcome: 'paid' });
const delivery = (headers: Record<string, string> = {}) => {
  const event = apiEvent('POST /webhooks/payments', { rawBody: body, sub: null });
  return { ...event, headers: { ...event.headers, ...headers } };
};

describe('the provider route chain', () => {
  it('reads the webhook secret once within its cache age and lets a signed delivery reach the logic', async () => {
    const handler = paymentsWebhook('stage/payment-webhook');
    for (let i = 0; i < 2; i++) expect((await invoke(handler, delivery(signWebhook(SECRET, body)))).statusCode).toBe(200);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(reached).toEqual([{ paymentid: 'PAY-1' }, { paymentid: 'PAY-1' }]);
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
    expect(() => providerHandler('GET /api/users/{id}', { body: z.object({}) }, async () => ({}))).toThrow(/not a provider route/);
  });
});
