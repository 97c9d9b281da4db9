import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { findRoute, type RouteKey, type StageSetting } from '../routes';
import { bucketEnvName, tableEnvName } from './resources';
import type { UserRecord } from './stores/user-store';

/** Test support for handler tests: API Gateway v2 events, the route's environment, demo callers. */

export interface EventOptions {
  /** Claims `sub`; null sends no authorizer claims at all. */
  readonly sub?: string | null;
  readonly pathParameters?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  /** A raw body string, sent as it is (for invalid JSON and size tests). */
  readonly rawBody?: string;
}

/** An API Gateway HTTP API (payload 2.0) event for a route of the route table, as the JWT authorizer passes it. */
export function apiEvent(key: RouteKey, options: EventOptions = {}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const [method, path] = key.split(' ');
  const rawPath = Object.entries(options.pathParameters ?? {}).reduce(
    (p, [name, value]) => p.replace(new RegExp(`\\{${name}\\+?\\}`), value),
    path,
  );
  const sub = options.sub === undefined ? BROKER.id : options.sub;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return {
    version: '2.0',
    routeKey: key,
    rawPath,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers: { 'content-type': 'application/json' },
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: 'request-1',
      routeKey: key,
      stage: '$default',
      time: '01/Jan/2026:00:00:00 +0000',
      timeEpoch: 1767225600000,
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: sub === null ? {} : { sub }, scopes: [] } },
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

export const lambdaContext = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'test-function',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-2:123456789012:function:test-function',
  memoryLimitInMB: '256',
  awsRequestId: 'aws-request-1',
  logGroupName: '/aws/lambda/test-function',
  logStreamName: 'stream',
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
} as Context;

/** The physical name the tests give each logical table and bucket. */
export const physicalName = (logical: string) => `test-${logical}`;

/** Sets every variable the route's handler reads at load; call before importing the handler module. */
export function setRouteEnvironment(key: RouteKey, settings: Partial<Record<StageSetting, string>> = {}): void {
  const route = findRoute(key);
  for (const { name } of route.tables) process.env[tableEnvName(name)] = physicalName(name);
  for (const { name } of route.buckets) process.env[bucketEnvName(name)] = physicalName(name);
  for (const setting of route.settings ?? []) process.env[setting] = settings[setting] ?? 'test';
  process.env.AWS_REGION ??= 'eu-west-2';
  process.env.AWS_ACCESS_KEY_ID ??= 'test-key';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test-secret';
}

export type HandlerResult = APIGatewayProxyStructuredResultV2 & { readonly json: unknown };

export type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * Loads a handler module of the route table (`lookups/get-lookup`) after its environment is set.
 * `require`, not `import()`: jest runs esbuild's CommonJS output, where a dynamic import needs VM modules.
 */
export function loadHandler(handlerModule: string): Handler {
  return (require(`../${handlerModule}`) as { handler: Handler }).handler;
}

/** Calls a handler and parses its JSON body. */
export async function invoke(handler: Handler, event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<HandlerResult> {
  const result = await handler(event, lambdaContext);
  return { ...result, json: result.body ? JSON.parse(result.body) : undefined };
}

const user = (id: string, applications: number[], tpis: number[], reports: number[]): UserRecord => ({
  id,
  email: `${id}@example.com`,
  firstname: id,
  lastname: 'Tester',
  applications,
  tpis,
  reports,
});

export const BROKER = user('broker', [2], [101], [1, 2]);
export const MULTI = user('multi', [2], [103, 101, 102], [1, 2, 3, 4, 7, 8]);
export const NO_APPLICATION = user('noapp', [1], [101], []);
export const NO_INTERMEDIARY = user('notpi', [2], [], []);
export const DISABLED = { ...user('disabled', [2], [101], [1]), disabled: true };
export const TEST_USERS: readonly UserRecord[] = [BROKER, MULTI, NO_APPLICATION, NO_INTERMEDIARY, DISABLED];

/** A users-table GetCommand reply for aws-sdk-client-mock's `callsFake`: the test user with that id, if any. */
export const usersTableReply = (input: { Key?: Record<string, unknown> }) => ({
  Item: TEST_USERS.find((u) => u.id === input.Key?.id),
});
