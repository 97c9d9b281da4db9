import type { ZodMiniType } from 'zod/mini';
import { findRoute, type RouteKey, type StageSetting } from '../routes';
import { parseBody, parseInput, rawBody, routeChain, type ApiEvent } from './api-handler';
import { applyOnce } from './apply-once';
import { loadHandlerConfig, type HandlerConfig } from './config';
import { UnauthorizedError } from './errors';
import { logger } from './logger';
import { apiKeyReader } from './providers';
import { verifyWebhook } from './webhook-signature';

export interface ProviderRequest<B> {
  readonly body: B;
  readonly config: HandlerConfig;
}

/** The setting value of a stage that takes no callbacks from this provider: every delivery is refused. */
export const NO_WEBHOOK_SECRET = 'none';

function webhookSecretSetting(key: RouteKey, settings: readonly StageSetting[]): StageSetting {
  const found = settings.filter((setting) => setting.endsWith('_WEBHOOK_SECRET'));
  if (found.length !== 1) throw new Error(`${key} needs exactly one *_WEBHOOK_SECRET setting in the route table`);
  return found[0];
}

export interface ProviderSchemas<B> {
  readonly body: ZodMiniType<B>;
  /** The body's fields that name one delivery, which is applied once (lambdas/shared/apply-once.ts). */
  readonly deliveryKey: readonly (keyof B & string)[];
}

/**
 * The middleware chain for a `provider` route (an outside provider's callback, with no token):
 * before anything is parsed, the raw body's HMAC signature is checked against the provider's shared
 * secret, read from Secrets Manager through a five-minute cache; a missing, stale or wrong signature is a
 * 401 and the logic never runs. Then the JSON body is validated as on every route, and the
 * delivery applied once.
 */
export function providerHandler<B extends object>(key: RouteKey, schemas: ProviderSchemas<B>, logic: (request: ProviderRequest<B>) => Promise<unknown>) {
  const route = findRoute(key);
  if (route.access !== 'provider') throw new Error(`${key} is not a provider route: it needs apiHandler and its caller check`);
  const config = loadHandlerConfig(route);
  const secretName = config.setting(webhookSecretSetting(key, route.settings ?? []));
  const secret = secretName === NO_WEBHOOK_SECRET ? undefined : apiKeyReader(secretName);
  const apply = applyOnce({ table: config.table('idempotency'), route: key, key: schemas.deliveryKey }, (body: B) => logic({ body, config }));

  return routeChain(key, async (event: ApiEvent, context) => {
    const raw = rawBody(event);
    const check = secret ? verifyWebhook(await secret(), event.headers ?? {}, raw) : 'no secret';
    if (check !== 'valid') {
      logger.warn('Provider callback refused', { check });
      throw new UnauthorizedError('The signature is missing or not valid');
    }
    return apply(parseInput(schemas.body, parseBody(raw), 'body'), context);
  });
}
