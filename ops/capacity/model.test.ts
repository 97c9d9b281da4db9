import { CONTRACT_SHARDS } from '../../domain/contract-lines';
import type { RouteDefinition } from '../../lambdas/routes';
import { ROUTES } from '../../lambdas/routes';
import { monthlyCost, totalUsd } from './cost';
import { DEFAULT_INPUTS, type CapacityInputs } from './inputs';
import { approvalWrites, hotPartitions, payloadPages, peakPerSecond, readUnits, reportPageReads, routeRates, tableUnits, wafRateLimit, withinLimit, writeUnits } from './model';
import { PRICES } from './prices';
import { requiredDefault, requiredThrottles, throttleShortfalls } from './throttles';

/** Small numbers, so each expectation below can be worked by hand. */
const small: CapacityInputs = {
  ...DEFAULT_INPUTS,
  brokers: 10,
  intermediaries: 2,
  filesPerBrokerMonthEndDay: 2,
  busiestHourShareOfDay: 0.5,
  rowsPerFile: 100,
  approvalRows: 1000,
  commissionLinesPerContract: 3,
  findItemsPerContract: 4,
  contractLineBytes: 700,
  peakToMean: 3,
  batchesInFlight: 2,
  batchWriteMs: 50,
  usersPerIp: 2,
  wafHeadroom: 5,
};

const route = (method: RouteDefinition['method'], path: string, tables: RouteDefinition['tables'] = []): RouteDefinition => ({
  method, path, handler: 'x/y', access: 'application', tables, buckets: [],
});

describe('capacity model arithmetic', () => {
  it('bills a write per started KB and an eventually consistent read at half a unit per started 4 KB', () => {
    expect([writeUnits(700), writeUnits(1024), writeUnits(1025)]).toEqual([1, 1, 2]);
    // 500 rows x 700 B = 350,000 B = 85.4 blocks of 4 KB -> 86 blocks, halved -> 43.
    expect(readUnits(500 * 700)).toBe(43);
  });

  it('turns an hour into its busiest second', () => {
    // 3,600 calls in the hour is 1 a second on average; three times that at the peak.
    expect(peakPerSecond(3600, 3)).toBe(3);
  });

  it('counts an approval\'s writes on the busiest of its intermediary\'s keys against the partition limit', () => {
    // 1,000 rows x (1 contract + 3 commission lines + 4 items to find saved records) = 8,000 items of 700 B = 8,000 write units.
    // Two batches of 25 every 50 ms = 1,000 items a second asked of the table; inside a 300 s run it needs 26.7 a second.
    // 16 keys with a skew of 1.6: the busiest holds 1.6 / 16 = a tenth, so it is asked 100 a second, needs 2.67,
    // and takes its 800 units in 0.8 s at the partition's 1,000 a second.
    const writes = approvalWrites(1000, { ...small, shardSkew: 1.6 });
    expect(CONTRACT_SHARDS).toBe(16);
    expect(writes).toMatchObject({ items: 8000, units: 8000, indexUnits: 1000, attemptedUnitsPerSecond: 1000, secondsAttempted: 8 });
    expect(writes.attemptedUnitsPerKey).toBeCloseTo(100);
    expect(writes.neededUnitsPerSecond).toBeCloseTo(8000 / 300);
    expect(writes.neededUnitsPerKey).toBeCloseTo(8000 / 300 / 10);
    expect(writes.secondsAtPartitionLimit).toBeCloseTo(0.8);
  });

  it('finds the default 100,000-row approval within the partition limit on each of its intermediary\'s keys', () => {
    // 100,000 x 9 = 900,000 units; 8 batches x 25 items / 30 ms = 6,667 a second asked of the table, over one partition's 1,000.
    // The busiest key takes 1.15 / 16 = 0.071875 of it: 479 a second; 64,687.5 units, 64.7 s at 1,000 a second.
    const writes = approvalWrites(100_000, DEFAULT_INPUTS);
    expect(writes.units).toBe(900_000);
    expect(writes.attemptedUnitsPerSecond).toBeCloseTo(6666.67, 1);
    expect(writes.attemptedUnitsPerKey).toBeCloseTo(479.17, 1);
    expect(writes.secondsAtPartitionLimit).toBeCloseTo(64.6875);
    const contracts = hotPartitions(DEFAULT_INPUTS, routeRates(ROUTES, DEFAULT_INPUTS)).filter((p) => p.table === 'contracts' && p.limit === 'dynamoPartitionWrites');
    expect(contracts.map((p) => withinLimit({ value: p.unitsPerSecond, limit: p.limit }))).toEqual([true, true]);
    // One key holding every line, as before the re-keying, puts the same approval over the limit.
    const oneKey = approvalWrites(100_000, { ...DEFAULT_INPUTS, shardSkew: CONTRACT_SHARDS });
    expect(withinLimit({ value: oneKey.attemptedUnitsPerKey, limit: 'dynamoPartitionWrites' })).toBe(false);
    expect(oneKey.secondsAtPartitionLimit).toBe(900);
  });

  it('reads a report page as one Query of each key for its share of the page and a quarter more', () => {
    // 500 rows x 5/4 / 16 keys = 39.06, so 40 rows a key; 40 x 700 B = 28,000 B = 6.8 blocks of 4 KB -> 7, halved -> 3.5 units.
    // 16 Queries a page: 56 units, against 43 for one Query of 500 rows on one key.
    expect(reportPageReads(small)).toEqual({ perKey: 3.5, total: 56 });
    // The report route's calls: 10 brokers x 6 pages = 60 pages, 3,360 units.
    const units = tableUnits([route('GET', '/reports/{reportname}', [{ name: 'contracts' }])], small);
    expect(units.find((t) => t.table === 'contracts')!.readUnitsPerHour).toBe(3360);
  });

  it('gives each route its calls from the demand table, and a route it does not know one call a session', () => {
    // 10 brokers x 2 files x 0.5 of the day in the hour = 10 files; POST /api/fileimports is one call a file.
    // An unknown route: one call per session, 10 sessions. Peak: 10 / 3600 x 3.
    const [known, unknown] = routeRates([route('POST', '/api/fileimports'), route('GET', '/api/new-thing')], small);
    expect(known.callsPerHour).toBe(10);
    expect(unknown.callsPerHour).toBe(10);
    expect(unknown.reason).toMatch(/no demand written/);
    expect(known.peakPerSecond).toBeCloseTo(10 / 1200);
    // POST /api/fileimports runs 0.3 s a call.
    expect(known.concurrency).toBeCloseTo((10 / 1200) * 0.3);
  });

  it('charges a route\'s calls to the tables it names, a write to the table and each of its indexes', () => {
    // 10 calls reading users (1 KB: half a unit each) = 5; 10 writes of a 6,000 B import item (6 units) x 4 copies (bySource, inPipeline and byStatus indexes, a sparse index counted in full) = 240,
    // plus the pipeline: 11 imports (10 files and the approval) x 4 import writes x 6 units x 4 copies = 1,056.
    const units = tableUnits([route('POST', '/api/fileimports', [{ name: 'users' }, { name: 'fileimports', write: true }])], small);
    const byTable = Object.fromEntries(units.map((t) => [t.table, t]));
    expect(byTable.users.readUnitsPerHour).toBe(5);
    expect(byTable.fileimports.writeUnitsPerHour).toBe(240 + 1056);
    // Rows: 10 files x 100 + 1,000 = 2,000, each 8 items (a contract line, 3 commission lines, 4 to find saved records) = 16,000 units,
    // and each contract line's copy in the end-date index: 2,000.
    expect(byTable.contracts.writeUnitsPerHour).toBe(16_000 + 2000);
  });

  it('pages a payload by bytes', () => {
    // 1,000 rows x 1,500 B = 1.5 MB, exactly one page; one more row starts a second.
    expect(payloadPages(1000, small)).toBe(1);
    expect(payloadPages(1001, small)).toBe(2);
  });

  it('sizes the per-address rate limit from an office\'s calls in the five-minute window', () => {
    // 120 calls a broker-hour x 3 (peak) x 300/3600 x 2 brokers an address = 60, x 5 headroom = 300.
    const rates = [{ route: 'GET /x', callsPerHour: 1200, peakPerSecond: 1, concurrency: 0, seconds: 0, reason: '' }];
    expect(wafRateLimit(small, rates)).toBe(300);
    // Rounded up to whole hundreds, and never below WAF's least limit of 10.
    expect(wafRateLimit(small, [{ ...rates[0], callsPerHour: 1 }])).toBe(100);
    expect(wafRateLimit(small, [{ ...rates[0], callsPerHour: 0 }])).toBe(10);
  });

  it('prices the WAF whatever the traffic, and the rest by use', () => {
    const idle = monthlyCost(ROUTES, { ...DEFAULT_INPUTS, devShare: 0 }, 'dev');
    // A web ACL and five rules: $5 + 5 x $1.
    expect(totalUsd(idle)).toBeCloseTo(PRICES.wafWebAclMonth.usd + 5 * PRICES.wafRuleMonth.usd);
    expect(totalUsd(monthlyCost(ROUTES, DEFAULT_INPUTS, 'prod'))).toBeGreaterThan(totalUsd(monthlyCost(ROUTES, DEFAULT_INPUTS, 'test')));
  });
});

describe('throttles sized by the model', () => {
  const rates = [
    { route: 'GET /busy', callsPerHour: 0, peakPerSecond: 40.2, concurrency: 0, seconds: 0, reason: '' },
    { route: 'GET /quiet', callsPerHour: 0, peakPerSecond: 0.1, concurrency: 0, seconds: 0, reason: '' },
  ];

  it('asks of each route its peak rounded up, a bucket of burstSeconds, and never less than a screen\'s calls', () => {
    // 40.2 -> 41 a second, burst 2 s x 41 = 82; the quiet route takes the floor of 5 and 10.
    expect(requiredThrottles(rates, DEFAULT_INPUTS, 1)).toEqual({ 'GET /busy': { rateLimit: 41, burstLimit: 82 }, 'GET /quiet': { rateLimit: 5, burstLimit: 10 } });
    // A tenth of the traffic: 4.02 -> 5 (the floor).
    expect(requiredThrottles(rates, DEFAULT_INPUTS, 0.1)['GET /busy']).toEqual({ rateLimit: 5, burstLimit: 10 });
  });

  it('names each route a stage throttles below its need, and the default the routes without a setting need', () => {
    const required = requiredThrottles(rates, DEFAULT_INPUTS, 1);
    expect(throttleShortfalls({ rateLimit: 10, burstLimit: 20 }, required)).toEqual([expect.stringMatching(/^GET \/busy: rate 10\/s and burst 20 are under the 41\/s and 82/)]);
    expect(throttleShortfalls({ rateLimit: 10, burstLimit: 20, routes: { 'GET /busy': { rateLimit: 50, burstLimit: 100 } } }, required)).toEqual([]);
    expect(requiredDefault({ routes: { 'GET /busy': { rateLimit: 50, burstLimit: 100 } } }, required)).toEqual({ rateLimit: 5, burstLimit: 10 });
    expect(requiredDefault({}, required)).toEqual({ rateLimit: 41, burstLimit: 82 });
  });
});
