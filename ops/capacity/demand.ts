import type { CapacityInputs } from './inputs';

/** The work arriving in the busiest hour that the routes' calls follow from. */
export interface HourLoad {
  readonly sessions: number;
  /** Files uploaded by brokers in the hour, besides the one largest approval. */
  readonly files: number;
  readonly prequalifierRuns: number;
}

export function hourLoad(i: CapacityInputs): HourLoad {
  return {
    sessions: i.brokers * i.sessionsPerBrokerHour,
    files: i.brokers * i.filesPerBrokerMonthEndDay * i.busiestHourShareOfDay,
    prequalifierRuns: i.brokers * i.prequalifierRunsPerBrokerHour,
  };
}

/** How many calls a route takes in the busiest hour, and how long its Lambda runs for one. */
export interface RouteDemand {
  readonly calls: (i: CapacityInputs, load: HourLoad) => number;
  readonly seconds: number;
  readonly reason: string;
}

/** A route the table below does not know yet: a call per session, so it still shows in the model. */
export const UNKNOWN_ROUTE_DEMAND: RouteDemand = {
  calls: (_, load) => load.sessions,
  seconds: 0.3,
  reason: 'no demand written for this route yet: assumed one call a session (add it to ops/capacity/demand.ts)',
};

/** By route key (`METHOD /path` of lambdas/routes.ts). */
export const ROUTE_DEMAND: Readonly<Record<string, RouteDemand>> = {
  'GET /api/users/{id}': { calls: (_, l) => l.sessions * 2, seconds: 0.1, reason: 'the profile, at sign-in and on a reload' },
  'GET /lookups/{name}': { calls: (i, l) => l.sessions * i.lookupsPerSession, seconds: 0.1, reason: 'each lookup a session loads' },
  'GET /entities/{entity}': { calls: (_, l) => l.files * 2, seconds: 0.1, reason: 'the field rules of the customer and meter point forms, per file reviewed' },
  'GET /api/applicationmessages': { calls: (_, l) => l.sessions, seconds: 0.1, reason: 'once a session, on Home' },
  'GET /api/addresses/{postcode}': { calls: (_, l) => l.files * 0.5, seconds: 0.5, reason: 'an address looked up while fixing every other file; the outside service answers in about 0.4 s' },
  'GET /api/home': { calls: (_, l) => l.sessions * 2, seconds: 0.3, reason: 'Home, at sign-in and on a return to it: 8 byStatus Queries and 16 commission Queries' },
  'GET /api/releases': { calls: (_, l) => l.sessions * 0.1, seconds: 0.1, reason: 'Release Information, opened now and then' },
  'GET /storage/{bucket}': { calls: (_, l) => l.sessions * 0.2, seconds: 0.2, reason: 'the documents list, opened by one session in five' },
  'GET /storage/{bucket}/{key+}': { calls: (_, l) => l.files * 0.5, seconds: 0.1, reason: 'a file or document downloaded for every other upload' },
  'PUT /storage/{bucket}/{key+}': { calls: (_, l) => l.files, seconds: 0.1, reason: 'the signed upload URL of each file' },
  'DELETE /storage/{bucket}/{key+}': { calls: (_, l) => l.files * 0.1, seconds: 0.1, reason: 'a wrong file removed for one upload in ten' },
  'GET /reports/{reportname}': { calls: (i) => i.brokers * i.reportPagesPerBrokerHour, seconds: 1, reason: 'report pages; a page reads the contract store and may ask industry data' },
  'POST /reports/functions/{function}': { calls: (i) => i.brokers * 0.2, seconds: 0.5, reason: 'a line action (e.g. a payment link) by one broker in five' },
  'GET /api/meterpointauthorisations/prequalifier': { calls: (_, l) => l.prequalifierRuns * 2, seconds: 0.2, reason: 'the pre-qualifier list, before and after a run' },
  'POST /api/meterpointauthorisations': { calls: (_, l) => l.prequalifierRuns, seconds: 2, reason: 'a pre-qualifier run: credit bureau and authorisation rules, about 2 s' },
  'POST /api/meterpointauthorisations/{id}/requestinitialpayment': { calls: (_, l) => l.prequalifierRuns * 0.2, seconds: 1, reason: 'one run in five asks for an initial payment' },
  'GET /api/meterpointauthorisations/prequalifierpassed': { calls: (_, l) => l.prequalifierRuns, seconds: 0.2, reason: 'the passed list, once a run' },
  'GET /api/fileimports/{id}': {
    calls: (i, l) => l.files * i.importViewsPerFile + i.brokers * i.listCallsPerBrokerHour,
    seconds: 0.3,
    reason: 'the import screen\'s polls and pages, and the imports list',
  },
  'PUT /api/fileimports/{id}': { calls: (_, l) => l.files * 3, seconds: 0.5, reason: 'a save or two and the approval of each file' },
  'POST /api/fileimports': { calls: (_, l) => l.files, seconds: 0.3, reason: 'each uploaded file registered as an import' },
  'GET /api/savedrecords': { calls: (_, l) => l.files * 3, seconds: 0.3, reason: 'two searches before each saved customer, site or account loaded: 32 bounded Queries each' },
  'GET /api/customers/{id}': { calls: (_, l) => l.files * 0.5, seconds: 0.2, reason: 'a saved customer loaded into a form for every other file' },
  'GET /api/sites/{id}': { calls: (_, l) => l.files * 0.5, seconds: 0.2, reason: 'as customers' },
  'GET /api/accounts/{id}': { calls: (_, l) => l.files * 0.5, seconds: 0.2, reason: 'as customers' },
  'POST /api/sendesign/{id}': { calls: (_, l) => l.files * 0.2, seconds: 1, reason: 'one file in five goes to e-signature' },
  'POST /api/processrenewal/{id}': { calls: (_, l) => l.files * 0.05, seconds: 0.3, reason: 'one file in twenty is a renewal' },
  'POST /webhooks/esign': { calls: (_, l) => l.files * 0.2 * 2, seconds: 0.3, reason: 'two callbacks (viewed, signed) per e-signature request' },
  'POST /webhooks/payments': { calls: (_, l) => l.prequalifierRuns * 0.2, seconds: 0.2, reason: 'one callback per initial payment requested' },
};

export const demandOf = (routeKey: string): RouteDemand => ROUTE_DEMAND[routeKey] ?? UNKNOWN_ROUTE_DEMAND;
