import type { BucketName, TableName } from './shared/resources';

/**
 * The one route table. CDK builds a Lambda and an API route per entry (lib/api.ts), the local
 * server mounts the same entries (local/api-server.ts), and lib/api.test.ts and
 * local/api-server.test.ts hold each to the whole table.
 *
 * `access` is what the caller must hold before the handler runs:
 * - `signedIn`: any verified token (the caller reads their own profile);
 * - `application`: application 2 and at least one intermediary;
 * - `provider`: no token; an outside provider's callback, signed with the shared secret its one
 *   `*_WEBHOOK_SECRET` setting names (lambdas/shared/webhook-signature.ts); no authorizer in CDK.
 * Membership of an intermediary named in the request is checked by the handler through
 * `caller.requireIntermediary`, because only the handler knows where the request names it.
 */
export type Access = 'signedIn' | 'application' | 'provider';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** Every route's Lambda time limit: far above a route's work, and inside the HTTP API's 30 s. */
export const ROUTE_TIMEOUT_SECONDS = 10;

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

/** Stage settings a route may need in its environment; lib/stage-settings.ts says where each value comes from. */
export type StageSetting =
  | 'ESIGN_ENABLED'
  | 'MAX_UPLOAD_BYTES'
  /** `simulator` or the getAddress-style service's base URL. */
  | 'POSTCODE_LOOKUP_ENDPOINT'
  /** Secrets Manager name of the postcode service's API key (unused by the simulator). */
  | 'POSTCODE_LOOKUP_SECRET'
  /** Industry data (reports 3, 4, 7, 8) and the payment provider: `simulator` or the service's base URL, and its key's secret. */
  | 'ECOES_ENDPOINT'
  | 'ECOES_SECRET'
  | 'XOSERVE_ENDPOINT'
  | 'XOSERVE_SECRET'
  | 'PAYMENT_ENDPOINT'
  | 'PAYMENT_SECRET'
  /** The credit bureau and authorisation rules of the pre-qualifier: `simulator` or the service's base URL, and its key's secret. */
  | 'CREDIT_CHECK_ENDPOINT'
  | 'CREDIT_CHECK_SECRET'
  /** The e-signature provider: `simulator` or the provider's base URL, and its key's secret. */
  | 'ESIGN_ENDPOINT'
  | 'ESIGN_SECRET'
  /** Secrets Manager name of the secret a provider signs its callbacks with, or `none` where the stage takes no callbacks. */
  | 'ESIGN_WEBHOOK_SECRET'
  | 'PAYMENT_WEBHOOK_SECRET'
  /** Days ahead of a contract's end that the renewals job makes its renewal. */
  | 'RENEWAL_WINDOW_DAYS';

const users = { name: 'users' } as const;
const reference = { name: 'reference' } as const;
/** Every provider route records the deliveries it has applied (lambdas/shared/apply-once.ts). */
const idempotency = { name: 'idempotency', write: true } as const;

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
  // Home: the broker's day, counted from the imports' byStatus index and the month's commission lines.
  { method: 'GET', path: '/api/home', handler: 'home/get-home', access: 'application', tables: [users, { name: 'fileimports' }, { name: 'contracts' }], buckets: [] },
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
  // Report access is per report number, which only the handler knows from the report's definition.
  {
    method: 'GET', path: '/reports/{reportname}', handler: 'reports/get-report', access: 'application',
    tables: [users, { name: 'contracts' }], buckets: [], settings: ['ECOES_ENDPOINT', 'ECOES_SECRET', 'XOSERVE_ENDPOINT', 'XOSERVE_SECRET'],
  },
  {
    method: 'POST', path: '/reports/functions/{function}', handler: 'reports/run-line-function', access: 'application',
    tables: [users, { name: 'contracts' }], buckets: [], settings: ['PAYMENT_ENDPOINT', 'PAYMENT_SECRET'],
  },
  // Pre-qualifier: literal paths under GET and `{id}` only under POST, so API Gateway's matching cannot confuse them.
  {
    method: 'GET', path: '/api/meterpointauthorisations/prequalifier', handler: 'meterpointauthorisations/list-prequalifier', access: 'application',
    tables: [users, { name: 'authorisations' }], buckets: [],
  },
  {
    method: 'POST', path: '/api/meterpointauthorisations', handler: 'meterpointauthorisations/run-checks', access: 'application',
    tables: [users, reference, { name: 'authorisations', write: true }], buckets: [], settings: ['CREDIT_CHECK_ENDPOINT', 'CREDIT_CHECK_SECRET'],
  },
  {
    method: 'POST', path: '/api/meterpointauthorisations/{id}/requestinitialpayment', handler: 'meterpointauthorisations/request-initial-payment',
    access: 'application', tables: [users, reference, { name: 'authorisations', write: true }], buckets: [], settings: ['PAYMENT_ENDPOINT', 'PAYMENT_SECRET'],
  },
  {
    method: 'GET', path: '/api/meterpointauthorisations/prequalifierpassed', handler: 'meterpointauthorisations/prequalifier-passed', access: 'application',
    tables: [users, { name: 'authorisations' }], buckets: [],
  },
  // Contract imports: payloads live in the imports bucket; duplicates are checked against the meter-point register.
  {
    method: 'GET', path: '/api/fileimports/{id}', handler: 'contract-import/api/get-import', access: 'application',
    tables: [users, reference, { name: 'fileimports' }], buckets: [{ name: 'imports' }],
  },
  {
    // Writes contracts only to remove the lines a failed processing run left, when its import is rejected.
    method: 'PUT', path: '/api/fileimports/{id}', handler: 'contract-import/api/save-import', access: 'application',
    tables: [users, reference, { name: 'fileimports', write: true }, { name: 'contracts', write: true }, { name: 'meterpoints', write: true }], buckets: [{ name: 'imports', write: true }],
    settings: ['ESIGN_ENABLED'],
  },
  {
    method: 'POST', path: '/api/fileimports', handler: 'contract-import/api/create-import', access: 'application',
    tables: [users, reference, { name: 'fileimports', write: true }, { name: 'meterpoints', write: true }], buckets: [{ name: 'imports', write: true }],
  },
  // Address loading: a saved customer, site or account lives in its import's structured data (lambdas/contract-import/api/saved-address.ts).
  // Saved records found by name or postcode, from the items processing writes beside the contract lines.
  { method: 'GET', path: '/api/savedrecords', handler: 'saved-records/find-saved-records', access: 'application', tables: [users, { name: 'contracts' }], buckets: [] },
  { method: 'GET', path: '/api/customers/{id}', handler: 'customers/get-customer', access: 'application', tables: [users, { name: 'fileimports' }], buckets: [{ name: 'imports' }] },
  { method: 'GET', path: '/api/sites/{id}', handler: 'sites/get-site', access: 'application', tables: [users, { name: 'fileimports' }], buckets: [{ name: 'imports' }] },
  { method: 'GET', path: '/api/accounts/{id}', handler: 'accounts/get-account', access: 'application', tables: [users, { name: 'fileimports' }], buckets: [{ name: 'imports' }] },
  {
    method: 'POST', path: '/api/sendesign/{id}', handler: 'esign/send-esign', access: 'application',
    // The contracts table only for the intermediary's reference counters.
    tables: [users, { name: 'fileimports', write: true }, { name: 'contracts', write: true }], buckets: [{ name: 'imports' }],
    settings: ['ESIGN_ENABLED', 'ESIGN_ENDPOINT', 'ESIGN_SECRET'],
  },
  {
    method: 'POST', path: '/api/processrenewal/{id}', handler: 'contract-import/api/process-renewal', access: 'application',
    tables: [users, { name: 'fileimports', write: true }], buckets: [{ name: 'imports', write: true }],
  },
  // Provider callbacks: the e-sign and payment providers report outcomes here, HMAC-signed.
  {
    method: 'POST', path: '/webhooks/esign', handler: 'webhooks/esign-outcome', access: 'provider',
    tables: [{ name: 'fileimports', write: true }, { name: 'meterpoints', write: true }, idempotency], buckets: [{ name: 'imports', write: true }], settings: ['ESIGN_WEBHOOK_SECRET'],
  },
  {
    method: 'POST', path: '/webhooks/payments', handler: 'webhooks/payment-outcome', access: 'provider',
    tables: [{ name: 'authorisations', write: true }, idempotency], buckets: [], settings: ['PAYMENT_WEBHOOK_SECRET'],
  },
] as const satisfies readonly RouteDefinition[];

export type RouteKey = `${(typeof ROUTES)[number]['method']} ${(typeof ROUTES)[number]['path']}`;

export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>) => `${route.method} ${route.path}`;

export function findRoute(key: RouteKey): RouteDefinition {
  const route = (ROUTES as readonly RouteDefinition[]).find((r) => routeKey(r) === key);
  if (!route) throw new Error(`No route ${key} in the route table`);
  return route;
}
