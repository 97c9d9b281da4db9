import { DEFAULT_PAGE_ROWS } from '../../domain/reports/paging';

/** One assumption of the capacity model: its value for the default run and why it is that. */
export interface Assumption {
  readonly value: number;
  readonly reason: string;
}

/**
 * Every assumption the model makes, by name; `npm run capacity -- --<name> <value>` changes one.
 * The defaults describe the busiest hour of a supplier with 500 brokers: a month-end afternoon.
 */
export const ASSUMPTIONS = {
  brokers: { value: 500, reason: 'the supplier the portal is sized for' },
  intermediaries: { value: 100, reason: 'about five brokers act for each intermediary (TPI)' },
  contractLines: { value: 5_000_000, reason: 'contract and commission lines held in the contracts table, the stored book' },
  filesPerBrokerMonthEndDay: { value: 2, reason: 'a broker uploads the month\'s signed contracts in a file or two on the last working day' },
  busiestHourShareOfDay: { value: 0.25, reason: 'a quarter of the day\'s uploads land in the hour before the month-end cut-off' },
  rowsPerFile: { value: 200, reason: 'a typical upload is one broker\'s month: a couple of hundred meter points' },
  approvalRows: { value: 100_000, reason: 'the largest file the template allows (MAX_IMPORT_ROWS), approved in the same hour' },
  commissionLinesPerContract: { value: 3, reason: 'one commission line per yearly payment of a 36-month contract' },
  findItemsPerContract: { value: 5, reason: 'items saved records are found by, per meter point: about one customer, site or account per meter point, each found by three name keys, its postcode and (customers and sites) its reference' },
  contractLineBytes: { value: 700, reason: 'a contract or commission item with its sort key and text fields (one write unit each, under 1 KB)' },
  importItemBytes: { value: 6000, reason: 'an import item with counts and its audit trail, the payload kept in S3' },
  payloadRowBytes: { value: 1500, reason: 'one structured row in a payload page in S3' },
  payloadPageBytes: { value: 1_500_000, reason: 'the payload page size of lambdas/contract-import/store/payload-store.ts' },
  importViewsPerFile: { value: 10, reason: 'the import screen polls the status while validating and reads a page or two of rows' },
  listCallsPerBrokerHour: { value: 20, reason: 'the imports list refreshed and paged while a broker works through the month-end' },
  sessionsPerBrokerHour: { value: 1, reason: 'a broker signs in once in the hour' },
  lookupsPerSession: { value: 8, reason: 'the lookups a session loads (products, utilities, statuses...)' },
  assetRequestsPerSession: { value: 40, reason: 'site files a cold session fetches through CloudFront (scripts, styles, fonts, icons)' },
  reportPagesPerBrokerHour: { value: 6, reason: 'a month-end check of the contract and commission reports, a few pages each' },
  reportPageRows: { value: DEFAULT_PAGE_ROWS, reason: 'the report page size the screen asks for (domain/reports/paging.ts)' },
  prequalifierRunsPerBrokerHour: { value: 1, reason: 'a broker pre-qualifies one new customer\'s meter points in the hour' },
  peakToMean: { value: 3, reason: 'requests bunch within the hour; the busiest minute runs at about three times the hour\'s mean' },
  burstSeconds: { value: 2, reason: 'the throttle\'s bucket holds two seconds of the peak, so a screen firing several calls at once is not refused' },
  usersPerIp: { value: 5, reason: 'brokers in one office share a public address behind its NAT' },
  wafRules: { value: 5, reason: 'rules in the edge web ACL (lib/edge-protection.ts): three managed groups, the body size rule and the per-address rate rule' },
  wafHeadroom: { value: 5, reason: 'five times the busiest office\'s average: an office polling several imports at once (a poll every two seconds is 150 a window) is never blocked, while a flood is thousands' },
  apiLambdaGb: { value: 0.5, reason: 'the house Lambda size, 512 MB (lib/portal-function.ts)' },
  batchesInFlight: { value: 8, reason: 'BatchWriteItem calls processing keeps in flight (lambdas/contract-import/process/import-lines.ts)' },
  batchWriteMs: { value: 30, reason: 'one BatchWriteItem of 25 items to an unthrottled table from Lambda in the same Region' },
  shardSkew: { value: 1.15, reason: 'the busiest of an intermediary\'s contract keys takes up to 15% over its even share of an approval (ops/capacity/shard-spread.test.ts holds the key design to it)' },
  validationRowsPerSecond: { value: 2000, reason: 'rows a validation run reads, checks and writes a second (npm run bench, import parsing)' },
  monthHoursAtPeak: { value: 60, reason: 'the month\'s traffic as hours of the busiest hour: 21 working days of 8 hours at a third of the peak, plus month-end' },
  devShare: { value: 0.02, reason: 'dev carries developers\' clicks: a fiftieth of production\'s traffic' },
  testShare: { value: 0.1, reason: 'test carries the load tests (npm run bench: 20 brokers uploading at once): a tenth of production\'s' },
} as const satisfies Record<string, Assumption>;

export type InputName = keyof typeof ASSUMPTIONS;
export type CapacityInputs = Readonly<Record<InputName, number>>;

export const DEFAULT_INPUTS: CapacityInputs = Object.fromEntries(Object.entries(ASSUMPTIONS).map(([name, a]) => [name, a.value])) as CapacityInputs;

/** `contract-lines` to `contractLines`: the CLI's spelling of an input. */
export const inputNameOf = (option: string) => option.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
