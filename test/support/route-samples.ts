/**
 * One sample request per route of the route table, as a broker of intermediary 101 would make it,
 * for the tests that walk every route (tenancy matrix, hostile request bodies). The table is
 * typed by the route table, so a new route without a sample fails the type check as well as the tests.
 */
import { sampleImport } from './sample-rows';
import { paymentLine } from '../../domain/preauthorisation/payment-request';
import type { MeterPointAuthorisation } from '../../domain/preauthorisation/types';
import { savedChildId, savedCustomerId } from '../../domain/saved-records';
import type { RunChecksResponse } from '../../lambdas/meterpointauthorisations/run-checks';
import { ROUTES, routeKey } from '../../lambdas/routes';
import { signWebhook } from '../../lambdas/shared/webhook-signature';
import { LOCAL_WEBHOOK_SECRETS } from '../../local/environment';
import { limitedCompanyRequest, validMpan } from '../integration/preauthorisation-fixtures';
import type { TestStack } from './local-stack';

/** The intermediary every sample names; its records are the fixture's. */
export const SAMPLE_TPIID = 101;

/** Records of intermediary 101 that the samples name, made or read once per stack. */
export interface SampleFixture {
  readonly importId: string;
  readonly importVersion: number;
  readonly customers: readonly unknown[];
  readonly authorisation: MeterPointAuthorisation;
}

/**
 * What the request names of intermediary 101, which decides how a broker of another intermediary
 * is refused (the tenancy rules in docs/architecture.md): 403 for a named intermediary or folder, 404 for a record, nothing for
 * requests that name neither.
 */
export type Names = 'nothing' | 'intermediary' | 'record';

export interface RouteSample {
  readonly names: Names;
  /** The report number the request needs; the handler checks it, because only it knows the report's definition. */
  readonly report?: number;
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  /** The JSON body; absent when the route reads none. */
  readonly body?: Record<string, unknown>;
  /** For `provider` routes: the headers that sign this raw body as the provider would. */
  readonly sign?: (rawBody: string) => Record<string, string>;
}

type Samples = (fixture: SampleFixture) => readonly RouteSample[];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const SIGNER = { firstname: 'Jane', lastname: 'Smith', jobtitle: 'Director', phonenumber: '01179 496000', email: 'jane@example.com' };

/** One entry per route of the table, keyed as `routeKey` names it. */
type SampleTable = { readonly [R in (typeof ROUTES)[number] as `${R['method']} ${R['path']}`]: Samples };

export const ROUTE_SAMPLES: SampleTable = {
  'GET /api/users/{id}': () => [{ names: 'nothing', params: { id: '0' } }],
  'GET /lookups/{name}': () => [{ names: 'nothing', params: { name: 'productdefinition' } }],
  'GET /entities/{entity}': () => [{ names: 'nothing', params: { entity: 'customer' } }],
  'GET /api/applicationmessages': () => [{ names: 'nothing', query: { applicationid: '2' } }],
  'GET /api/addresses/{postcode}': () => [{ names: 'nothing', params: { postcode: 'BS1 4DJ' } }],
  'GET /api/releases': () => [{ names: 'nothing' }],
  'GET /api/home': () => [{ names: 'intermediary', query: { tpiid: '101' } }],
  'GET /storage/{bucket}': () => [{ names: 'intermediary', params: { bucket: 'documents' }, query: { prefix: '101/' } }],
  'GET /storage/{bucket}/{key+}': () => [{ names: 'intermediary', params: { bucket: 'documents', key: '101/Verbal Script.pdf' } }],
  'PUT /storage/{bucket}/{key+}': () => [{ names: 'intermediary', params: { bucket: 'imports', key: '101/upload.csv' }, query: { size: '10', contenttype: 'text/csv' } }],
  'DELETE /storage/{bucket}/{key+}': () => [{ names: 'intermediary', params: { bucket: 'documents', key: '101/Verbal Script.pdf' } }],
  'GET /reports/{reportname}': () => [
    { names: 'intermediary', report: 1, params: { reportname: 'contracts' }, query: { tpiid: '101', fromdate: daysAgo(30), todate: daysAgo(0) } },
    { names: 'intermediary', report: 2, params: { reportname: 'commission' }, query: { tpiid: '101', fromdate: daysAgo(30), todate: daysAgo(0) } },
  ],
  'POST /reports/functions/{function}': () => [
    { names: 'intermediary', report: 1, params: { function: 'resendpaymentemail' }, body: { tpiid: SAMPLE_TPIID, customerid: 'C101-0001' } },
  ],
  'GET /api/meterpointauthorisations/prequalifier': () => [{ names: 'intermediary', query: { tpiid: '101', date: '2000-01-01' } }],
  'POST /api/meterpointauthorisations': () => [{ names: 'intermediary', body: { ...limitedCompanyRequest(SAMPLE_TPIID, [validMpan('161234567890')]) } }],
  'POST /api/meterpointauthorisations/{id}/requestinitialpayment': ({ authorisation }) => [
    {
      names: 'record',
      params: { id: authorisation.id },
      body: { firstname: 'Ann', lastname: 'Baker', email: 'ann@example.com', paymentrequesttype: 'single', initialpaymentdata: [paymentLine(authorisation)] },
    },
  ],
  'GET /api/meterpointauthorisations/prequalifierpassed': ({ authorisation }) => [
    { names: 'record', query: { authorisationid: authorisation.id, companynumber: '01234567' } },
  ],
  'GET /api/fileimports/{id}': ({ importId }): RouteSample[] => [
    { names: 'record', params: { id: importId } },
    { names: 'intermediary', params: { id: '0' }, query: { sourceid: '101', importdatetime: '2000-01-01T00:00:00.000Z' } },
    { names: 'intermediary', params: { id: '0' }, query: { sourceid: '101', status: '4' } },
  ],
  'PUT /api/fileimports/{id}': ({ importId, importVersion, customers }) => [
    { names: 'record', params: { id: importId }, body: { version: importVersion, page: 1, structureddata: customers } },
  ],
  'POST /api/fileimports': () => [
    {
      names: 'intermediary',
      body: { fileformat: 3, productdefinition: 1, importstatus: 4, sourcetype: 1, sourceid: SAMPLE_TPIID, structureddata: sampleImport(1, { seed: 71 }).customers },
    },
    { names: 'intermediary', body: { fileformat: 1, productdefinition: 1, importstatus: 1, sourcetype: 1, sourceid: SAMPLE_TPIID, s3key: '101/contracts.csv' } },
  ],
  'GET /api/savedrecords': () => [{ names: 'intermediary', query: { tpiid: '101', q: 'customer' } }],
  'GET /api/customers/{id}': ({ importId }) => [{ names: 'record', params: { id: savedCustomerId(importId, 1) } }],
  'GET /api/sites/{id}': ({ importId }) => [{ names: 'record', params: { id: savedChildId(importId, 1, 1) } }],
  'GET /api/accounts/{id}': ({ importId }) => [{ names: 'record', params: { id: savedChildId(importId, 1, 1) } }],
  'POST /api/sendesign/{id}': ({ importId, importVersion }) => [
    { names: 'record', params: { id: importId }, body: { version: importVersion, accountmanager: { firstname: 'Bea', lastname: 'Broker' }, esigndata: SIGNER } },
  ],
  'POST /api/processrenewal/{id}': ({ importId, importVersion }) => [{ names: 'record', params: { id: importId }, body: { version: importVersion } }],
  // Provider callbacks name no intermediary: only the provider's signature admits them.
  'POST /webhooks/esign': ({ importId }) => [
    { names: 'nothing', body: { importid: importId, requestid: 'sample-request', outcome: 'signed' }, sign: (raw) => signWebhook(LOCAL_WEBHOOK_SECRETS.ESIGN_WEBHOOK_SECRET.value, raw) },
  ],
  'POST /webhooks/payments': ({ authorisation }) => [
    { names: 'nothing', body: { paymentid: 'SIM-sample', reference: authorisation.id, outcome: 'paid' }, sign: (raw) => signWebhook(LOCAL_WEBHOOK_SECRETS.PAYMENT_WEBHOOK_SECRET.value, raw) },
  ],
};

export interface SampledRoute {
  readonly key: string;
  readonly method: string;
  /** The concrete path, parameters filled in and URL-encoded. */
  readonly path: string;
  readonly access: (typeof ROUTES)[number]['access'];
  readonly sample: RouteSample;
}

/** Fills `{name}` and greedy `{name+}` path parameters; a parameter without a value is an error. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)(\+?)\}/g, (_, name: string, greedy: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No sample value for {${name}} of ${template}`);
    return greedy ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}

/** Routes whose key has no entry in ROUTE_SAMPLES: a new route must get a sample. */
export const routesWithoutSamples = () => ROUTES.map(routeKey).filter((key) => !(key in ROUTE_SAMPLES));

/** The samples of one route; throws for a route without one, so a new route must get a sample. */
export function samplesOf(key: string, fixture: SampleFixture): SampledRoute[] {
  const route = ROUTES.find((candidate) => routeKey(candidate) === key);
  const samples = (ROUTE_SAMPLES as Record<string, Samples | undefined>)[key];
  if (!route || !samples) throw new Error(`No sample request for ${key}: add one to test/support/route-samples.ts`);
  return samples(fixture).map((sample) => ({ key, method: route.method, path: fillPath(route.path, sample.params), access: route.access, sample }));
}

/** Makes the records the samples name: a pre-authorisation of 101, and reads the seeded renewal import of 101. */
export async function prepareSampleFixture(stack: TestStack, brokerToken: string): Promise<SampleFixture> {
  const checks = await stack.api<RunChecksResponse>('POST', '/api/meterpointauthorisations', {
    token: brokerToken,
    body: limitedCompanyRequest(SAMPLE_TPIID, [validMpan('171234567890')]),
  });
  if (checks.status !== 200) throw new Error(`Pre-authorisation for the samples failed: ${checks.status} ${JSON.stringify(checks.data)}`);
  const importId = 'demo-renewal-1';
  const view = await stack.api<{ version: number; structureddata: unknown[] }>('GET', `/api/fileimports/${importId}`, { token: brokerToken });
  if (view.status !== 200) throw new Error(`The seeded import ${importId} could not be read: ${view.status}`);
  await stack.stack.s3EventsIdle();
  return { importId, importVersion: view.data.version, customers: view.data.structureddata, authorisation: checks.data.authorisations[0] };
}
