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
import { BadRequestError, HttpError, PayloadTooLargeError, statusOf } from './errors';
import { logger } from './logger';

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

/** A response other than 200 with a JSON body. */
export class ApiResponse {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {}
}

const json = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

function parse<T>(schema: ZodMiniType<T> | undefined, value: unknown, what: string): T {
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw new BadRequestError(`Invalid ${what}`, errors);
}

function parseBody(event: ApiEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text) > MAX_REQUEST_BODY_BYTES) throw new PayloadTooLargeError('Request body is too large');
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
      request.response = json(statusCode, { message: statusCode === 409 ? 'The record was changed by someone else; reload it and try again' : 'Not found' });
    } else {
      logger.error('Request failed', error as Error);
      request.response = json(500, { message: 'Internal error' });
    }
  },
});

/**
 * Wraps a route's business logic in the one middleware chain: configuration checked at cold start,
 * correlation id and Lambda context in every log line, caller and access check from the route
 * table, JSON body and query validated with zod (400 listing every field message), errors mapped
 * to statuses in one place.
 */
export function apiHandler<Q = unknown, B = unknown, P = unknown>(
  key: RouteKey,
  schemas: ApiSchemas<Q, B, P>,
  logic: (request: ApiRequest<Q, B, P>) => Promise<unknown>,
) {
  const route = findRoute(key);
  const config = loadHandlerConfig(route);
  const usersTable = config.table('users');

  return middy<ApiEvent, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      before: async (request) => {
        logger.appendKeys({ correlationId: request.event.requestContext.requestId, route: key });
      },
    })
    .use(httpErrors())
    .handler(async (event) => {
      const caller = await loadCaller(event, route.access, usersTable);
      const params = parse(schemas.params, event.pathParameters ?? {}, 'path');
      const query = parse(schemas.query, event.queryStringParameters ?? {}, 'query');
      const body = parse(schemas.body, parseBody(event), 'body');
      const result = await logic({ query, body, params, caller, config, event });
      if (result instanceof ApiResponse) return json(result.statusCode, result.body);
      return json(200, result);
    });
}
