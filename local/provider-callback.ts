import { signWebhook } from '../lambdas/shared/webhook-signature';

export interface CallbackAnswer<T> {
  readonly status: number;
  readonly data: T | undefined;
}

/**
 * Posts a provider's callback to a webhook route of the API over HTTP, its body signed with the
 * provider's shared secret, exactly as the live provider does; the local simulators use this.
 */
export async function sendProviderCallback<T>(apiUrl: string, path: '/webhooks/esign' | '/webhooks/payments', secret: string, payload: unknown): Promise<CallbackAnswer<T>> {
  const body = JSON.stringify(payload);
  const response = await fetch(new URL(path, apiUrl), { method: 'POST', headers: { 'content-type': 'application/json', ...signWebhook(secret, body) }, body });
  const text = await response.text();
  let data: T | undefined;
  try {
    data = JSON.parse(text) as T;
  } catch {
    data = undefined;
  }
  return { status: response.status, data };
}
