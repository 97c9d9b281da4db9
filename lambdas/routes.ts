import type { BucketName, TableName } from './shared/resources';

/**
 * The one route table. CDK builds a Lambda and an API route per entry (lib/api.ts), the local
 * server mounts the same entries (local/api-server.ts), and test/routes.test.ts proves they agree.
 *
 * `access` is what the caller must hold before the handler runs:
 * - `signedIn`: any verified token (the caller reads their own profile);
 * - `application`: application 2 and at least one intermediary;
 * - `{ report: n }`: as `application`, plus report number n.
 * Membership of an intermediary named in the request is checked by the handler through
 * `caller.requireIntermediary`, because only the handler knows where the request names it.
 */
export type Access = 'signedIn' | 'application' | { readonly report: number };

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway path, e.g. `/storage/{bucket}/{key+}`. */
  readonly path: string;
  /** Handler module under `lambdas/`, without extension; it exports `handler`. */
  readonly handler: string;
  readonly access: Access;
  /** Tables the handler reads or writes; its Lambda is granted these and nothing else. */
  readonly tables: readonly { readonly name: TableName; readonly write?: boolean }[];
  readonly buckets: readonly { readonly name: BucketName; readonly write?: boolean }[];
  /** Extra settings the handler needs, from the stage configuration. */
  readonly settings?: readonly StageSetting[];
}

/** Stage settings a route may need in its environment (see bin/stage-config.ts). */
export type StageSetting =
  | 'ESIGN_ENABLED'
  | 'MAX_UPLOAD_BYTES'
  /** `simulator` or the getAddress-style service's base URL. */
  | 'POSTCODE_LOOKUP_ENDPOINT'
  /** Secrets Manager name of the postcode service's API key (unused by the simulator). */
  | 'POSTCODE_LOOKUP_SECRET';

const users = { name: 'users' } as const;
const reference = { name: 'reference' } as const;

export const ROUTES = [
  { method: 'GET', path: '/api/users/{id}', handler: 'users/get-current-user', access: 'signedIn', tables: [users, reference], buckets: [] },
  { method: 'GET', path: '/lookups/{name}', handler: 'lookups/get-lookup', access: 'application', tables: [users, reference], buckets: [] },
  { method: 'GET', path: '/entities/{entity}', handler: 'entities/get-entity', access: 'application', tables: [users], buckets: [] },
  { method: 'GET', path: '/api/applicationmessages', handler: 'applicationmessages/list-messages', access: 'application', tables: [users, reference], buckets: [] },
  {
    method: 'GET', path: '/api/addresses/{postcode}', handler: 'addresses/find-addresses', access: 'application',
    tables: [users], buckets: [], settings: ['POSTCODE_LOOKUP_ENDPOINT', 'POSTCODE_LOOKUP_SECRET'],
  },
  { method: 'GET', path: '/api/releases', handler: 'releases/list-releases', access: 'application', tables: [users, reference], buckets: [] },
  {
    method: 'GET', path: '/storage/{bucket}', handler: 'storage/list-objects', access: 'application',
    tables: [users], buckets: [{ name: 'imports' }, { name: 'documents' }],
  },
  {
    method: 'GET', path: '/storage/{bucket}/{key+}', handler: 'storage/sign-download', access: 'application',
    tables: [users], buckets: [{ name: 'imports' }, { name: 'documents' }],
  },
  {
    method: 'PUT', path: '/storage/{bucket}/{key+}', handler: 'storage/sign-upload', access: 'application',
    tables: [users], buckets: [{ name: 'imports', write: true }, { name: 'documents', write: true }], settings: ['MAX_UPLOAD_BYTES'],
  },
  {
    method: 'DELETE', path: '/storage/{bucket}/{key+}', handler: 'storage/delete-object', access: 'application',
    tables: [users], buckets: [{ name: 'imports', write: true }, { name: 'documents', write: true }],
  },
] as const satisfies readonly RouteDefinition[];

export type RouteKey = `${(typeof ROUTES)[number]['method']} ${(typeof ROUTES)[number]['path']}`;

export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>) => `${route.method} ${route.path}`;

export function findRoute(key: RouteKey): RouteDefinition {
  const route = (ROUTES as readonly RouteDefinition[]).find((r) => routeKey(r) === key);
  if (!route) throw new Error(`No route ${key} in the route table`);
  return route;
}
