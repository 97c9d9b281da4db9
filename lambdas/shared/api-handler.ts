import middy, { type MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { ZodMiniType } from 'zod/mini';
import { findRoute, type RouteKey } from '../routes';
import { loadCaller, type Caller } from './caller';
import { loadHandlerConfig, type HandlerConfig } from './config';
import { BadRequestError, HttpError, PayloadTooLargeError, STORE_ERROR_MESSAGES, statusOf } from './errors';
import { MAX_BODY_NESTING, nestsDeeperThan } from './json-depth';
import { logger } from './logger';
import { traceHandler } from './tracer';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

/** Bodies above this are refused before parsing; Lambda's own limit is 6 MB. */
export const MAX_REQUEST_BODY_BYTES = 5 * 1024 * 1024;

export interface ApiRequest<Q, B, P> {
  readonly query: Q;
  readonly body: B;
  readonly params: P;
  readonly caller: Caller;
  readonly config: HandlerConfig;
  readonly event: ApiEvent;
}

export interface ApiSchemas<Q, B, P> {
  readonly query?: ZodMiniType<Q>;
  readonly body?: ZodMiniType<B>;
  readonly params?: ZodMiniType<P>;
}

/** A response other than 200 with a JSON body, or one with headers of its own. */
export class ApiResponse {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

const json = (statusCode: number, body: unknown, headers: Readonly<Record<string, string>> = {}): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { ...headers, 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/** Validates one part of the request; a failure is a 400 listing every field message. */
export function parseInput<T>(schema: ZodMiniType<T> | undefined, value: unknown, what: string): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw new BadRequestError(`Invalid ${what}`, errors);
}

/** The body's bytes as the caller sent them (a signature is over these), refused above the size limit. */
export function rawBody(event: Pick<ApiEvent, 'body' | 'isBase64Encoded'>): Buffer {
  const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (raw.length > MAX_REQUEST_BODY_BYTES) throw new PayloadTooLargeError('Request body is too large');
  return raw;
}

/** The body as JSON; no body is `undefined`. */
export function parseBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  if (nestsDeeperThan(text, MAX_BODY_NESTING)) throw new BadRequestError(`Request body is nested more than ${MAX_BODY_NESTING} levels deep`);
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
}

/** Maps every thrown error to its status; unexpected ones are logged and answered without detail. */
const httpErrors = (): MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> => ({
  onError: async (request) => {
    const error = request.error;
    const statusCode = statusOf(error);
    if (error instanceof HttpError) {
      logger.info('Request refused', { statusCode, reason: error.message });
      request.response = json(statusCode, { message: error.message, errors: error.errors });
    } else if (statusCode !== 500) {
      logger.info('Request refused by a store', { statusCode, error: (error as Error).name });
      request.response = json(statusCode, { message: STORE_ERROR_MESSAGES[statusCode] });
    } else {
      logger.error('Request failed', error as Error);
      request.response = json(500, { message: 'Internal error' });
    }
  },
});

/**
 * The one middleware chain around a route's work: its X-Ray subsegment, correlation id and Lambda
 * context in every log line, errors mapped to statuses in one place, an `ApiResponse` or 200 with
 * the JSON result.
 */
export function routeChain(key: RouteKey, work: (event: ApiEvent, context: Context) => Promise<unknown>) {
  return middy<ApiEvent, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(traceHandler())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      before: async (request: middy.Request<ApiEvent>) => {
        logger.appendKeys({ correlationId: request.event.requestContext.requestId, route: key });
      },
    })
    .use(httpErrors())
    .handler(async (event: ApiEvent, context: Context) => {
      const result = await work(event, context);
      if (result instanceof ApiResponse) return json(result.statusCode, result.body, result.headers);
      return json(200, result);
    });
}

/**
 * Wraps a route's business logic in the one middleware chain: configuration checked at cold start,
 * caller and access check from the route table, JSON body and query validated with zod (400
 * listing every field message). Provider routes use `providerHandler` instead.
 */
export function apiHandler<Q = unknown, B = unknown, P = unknown>(
  key: RouteKey,
  schemas: ApiSchemas<Q, B, P>,
  logic: (request: ApiRequest<Q, B, P>) => Promise<unknown>,
) {
  const route = findRoute(key);
  if (route.access === 'provider') throw new Error(`${key} is a provider route: it has no caller, so it needs providerHandler`);
  const config = loadHandlerConfig(route);
  const usersTable = config.table('users');

  return routeChain(key, async (event) => {
    const caller = await loadCaller(event, route.access, usersTable);
    const params = parseInput(schemas.params, event.pathParameters ?? {}, 'path');
    const query = parseInput(schemas.query, event.queryStringParameters ?? {}, 'query');
    const body = parseInput(schemas.body, parseBody(rawBody(event)), 'body');
    return logic({ query, body, params, caller, config, event });
  });
}
