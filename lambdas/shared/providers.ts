import type { StageSetting } from '../routes';
import type { HandlerConfig } from './config';
import { UpstreamError } from './errors';
import { logger } from './logger';
import { readSecret } from './secrets';

/**
 * What every outside service's adapter shares (docs/decisions/0008-outside-services-behind-ports.md): the stage chooses its local
 * SIMULATOR (`simulator`) or the live service's base URL with an API key in Secrets Manager, and
 * every HTTP call has a timeout and maps a failure to the provider's 502. Each service has the same
 * files beside its handlers: `<service>-port.ts` (the interface), `http-<service>.ts` (the live
 * adapter) and `<service>-simulator.ts`; lambdas/outside-services.ts chooses between them.
 */

const TIMEOUT_MS = 10_000;

/** A secret holds the key itself, or JSON `{ "apiKey": "..." }`. */
export function apiKeyFromSecret(secret: string): string {
  try {
    const parsed = JSON.parse(secret) as { apiKey?: unknown };
    if (typeof parsed.apiKey === 'string') return parsed.apiKey;
  } catch {
    // A plain string secret is the key itself.
  }
  return secret;
}

/** Reads the key through the secrets cache, so a rotated key is picked up within its age; a failed read is retried by the next request rather than remembered. */
export function apiKeyReader(secretName: string): () => Promise<string> {
  return () => readSecret(secretName).then(apiKeyFromSecret);
}

/**
 * A service's adapter as the stage names it, chosen once per container: its simulator when the
 * endpoint setting is `simulator`, else its HTTP adapter on that base URL with the key from the
 * secret setting. Every service is chosen through this, so every service is configured alike. A
 * bundle without simulators (`simulator` undefined) refuses a stage setting that asks for one.
 */
export function stageProvider<T>(
  settings: { readonly endpoint: StageSetting; readonly secret: StageSetting },
  simulator: (() => T) | undefined,
  http: (base: string, apiKey: () => Promise<string>) => T,
): (config: HandlerConfig) => T {
  let chosen: T | undefined;
  return (config) => {
    if (chosen) return chosen;
    const base = config.setting(settings.endpoint);
    if (base !== 'simulator') return (chosen = http(base, apiKeyReader(config.setting(settings.secret))));
    if (!simulator) throw new Error(`${settings.endpoint} is 'simulator', but this Lambda was bundled for a stage whose providers are all live`);
    return (chosen = simulator());
  };
}

/** A path under a service's base URL, whether or not the base ends in a slash. */
export const serviceUrl = (base: string, path: string) => new URL(path, base.endsWith('/') ? base : `${base}/`);

/**
 * One call to an outside service. No answer in time, or a non-2xx answer, is the provider's
 * failure (502, logged without the request); a 404 answers `undefined` when the caller reads it as
 * "nothing found".
 */
export async function callService(service: string, url: URL, init: RequestInit = {}, options: { notFoundIsEmpty?: boolean } = {}): Promise<Response | undefined> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    logger.warn('Provider unreachable', { service, error: (error as Error).name });
    throw new UpstreamError(`The ${service} service did not answer`);
  }
  if (response.status === 404 && options.notFoundIsEmpty) return undefined;
  if (!response.ok) {
    logger.warn('Provider refused', { service, status: response.status });
    throw new UpstreamError(`The ${service} service returned an error`);
  }
  return response;
}

/** POSTs JSON with the key in `x-api-key` and answers the JSON reply. */
export async function postJson<T>(service: string, url: URL, apiKey: () => Promise<string>, body: unknown): Promise<T> {
  const response = await callService(service, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': await apiKey() },
    body: JSON.stringify(body),
  });
  return (await response!.json()) as T;
}
