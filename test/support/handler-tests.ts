import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { findRoute, ROUTE_TIMEOUT_SECONDS, type RouteKey, type StageSetting } from '../../lambdas/routes';
import { bucketEnvName, tableEnvName } from '../../lambdas/shared/resources';
import type { UserRecord } from '../../lambdas/shared/stores/user-store';
import { apiGatewayEvent, lambdaContext } from '../../local/api-event';

/** Support for handler tests: API Gateway v2 events, the route's environment, demo callers. */

export interface EventOptions {
  /** Claims `sub`; null sends no authorizer claims at all. */
  readonly sub?: string | null;
  readonly pathParameters?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  /** A raw body string, sent as it is (for invalid JSON and size tests). */
  readonly rawBody?: string;
}

/**
 * An API Gateway HTTP API (payload 2.0) event for a route of the route table, built by the same
 * function as the local API server's, so handler tests and the local stack see one event shape.
 */
export function apiEvent(key: RouteKey, options: EventOptions = {}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const [method, path] = key.split(' ');
  const pathParameters = options.pathParameters ?? {};
  const rawPath = Object.entries(pathParameters).reduce((p, [name, value]) => p.replace(new RegExp(`\\{${name}\\+?\\}`), value), path);
  const sub = options.sub === undefined ? BROKER.id : options.sub;
  const body = options.rawBody ?? (options.body === undefined ? '' : JSON.stringify(options.body));
  const request = {
    method,
    rawPath,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers: { 'content-type': 'application/json', 'user-agent': 'jest' },
    body: Buffer.from(body),
    sourceIp: '127.0.0.1',
  };
  return apiGatewayEvent(request, { route: findRoute(key), routeKey: key, pathParameters }, sub === null ? undefined : { sub });
}

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
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by name once the environment is set, as said above
  return (require(`../../lambdas/${handlerModule}`) as { handler: Handler }).handler;
}

/** Calls a handler and parses its JSON body. */
export async function invoke(handler: Handler, event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<HandlerResult> {
  const result = await handler(event, lambdaContext('test-function', event.requestContext.requestId, ROUTE_TIMEOUT_SECONDS));
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
