import { CONTRACT_SHARDS, shardQueryRows } from '../../domain/contract-lines';
import { PROCESSING_RUN_SECONDS, VALIDATION_RUN_SECONDS } from '../../domain/import/runs';
import type { RouteDefinition } from '../../lambdas/routes';
import { TABLE_NAMES, TABLE_SCHEMAS, type TableName } from '../../lambdas/shared/resources';
import { demandOf, hourLoad } from './demand';
import type { CapacityInputs } from './inputs';
import { LIMITS, type LimitName } from './limits';

/**
 * The capacity model's arithmetic: the busiest hour's calls per route, and from them Lambda
 * concurrency, DynamoDB units per table and per partition key, S3 requests, and each against the
 * published limit it must stay under. Pure: inputs in, figures out.
 */

const SECONDS_PER_HOUR = 3600;
/** DynamoDB bills a write per 1 KB of item and a read per 4 KB; an eventually consistent read costs half. */
const WRITE_UNIT_BYTES = 1024;
const READ_UNIT_BYTES = 4096;
/** The most items one BatchWriteItem takes. */
const BATCH_ITEMS = 25;
/** An item of the small tables (profiles, reference rows, register entries, authorisations). */
const SMALL_ITEM_BYTES = 1000;

export const writeUnits = (itemBytes: number) => Math.ceil(itemBytes / WRITE_UNIT_BYTES);
/** Eventually consistent, as every read of the portal is: half a unit per 4 KB read. */
export const readUnits = (bytes: number) => Math.ceil(bytes / READ_UNIT_BYTES) / 2;
/** The busiest second's rate of something that happens `perHour` times in the hour. */
export const peakPerSecond = (perHour: number, peakToMean: number) => (perHour / SECONDS_PER_HOUR) * peakToMean;

export interface RouteRate {
  readonly route: string;
  readonly callsPerHour: number;
  readonly peakPerSecond: number;
  /** Lambda executions running at once at the peak: arrivals a second times seconds each (Little's law). */
  readonly concurrency: number;
  /** How long the route's Lambda runs for one call. */
  readonly seconds: number;
  readonly reason: string;
}

export function routeRates(routes: readonly RouteDefinition[], i: CapacityInputs): RouteRate[] {
  const load = hourLoad(i);
  return routes.map((route) => {
    const key = `${route.method} ${route.path}`;
    const demand = demandOf(key);
    const callsPerHour = demand.calls(i, load);
    const peak = peakPerSecond(callsPerHour, i.peakToMean);
    return { route: key, callsPerHour, peakPerSecond: peak, concurrency: peak * demand.seconds, seconds: demand.seconds, reason: demand.reason };
  });
}

/** The share of an intermediary's lines its busiest partition key holds: CONTRACT_SHARDS keys, spread by a hash with some skew. */
export const busiestKeyShare = (i: CapacityInputs) => Math.min(1, i.shardSkew / CONTRACT_SHARDS);

/**
 * One pipeline run's writes to the contracts table, spread over its intermediary's keys
 * (domain/contract-lines.ts): a contract line, its commission lines and the items its saved records
 * are found by per row, and each contract line's copy in the byEndDate index.
 */
export function approvalWrites(rows: number, i: CapacityInputs) {
  const items = rows * (1 + i.commissionLinesPerContract + i.findItemsPerContract);
  const units = items * writeUnits(i.contractLineBytes);
  const indexUnits = rows * writeUnits(i.contractLineBytes);
  const attemptedItemsPerSecond = (i.batchesInFlight * BATCH_ITEMS) / (i.batchWriteMs / 1000);
  const attemptedUnitsPerSecond = attemptedItemsPerSecond * writeUnits(i.contractLineBytes);
  const neededUnitsPerSecond = units / PROCESSING_RUN_SECONDS;
  return {
    items,
    units,
    /** The contract lines' copies in the renewals' end-date index, spread over its keys as the lines are. */
    indexUnits,
    /** The rate processing asks of the table: its batches in flight, each taking BATCH_ITEMS. */
    attemptedUnitsPerSecond,
    /** What the table must take to finish inside the processing run's time limit. */
    neededUnitsPerSecond,
    /** The same two rates as asked of the busiest key. */
    attemptedUnitsPerKey: attemptedUnitsPerSecond * busiestKeyShare(i),
    neededUnitsPerKey: neededUnitsPerSecond * busiestKeyShare(i),
    /** How long the writes take when the busiest key's partition serves its published limit. */
    secondsAtPartitionLimit: (units * busiestKeyShare(i)) / LIMITS.dynamoPartitionWrites.value,
    secondsAttempted: items / attemptedItemsPerSecond,
  };
}

/** A report page reads each of the intermediary's keys once, for its share of the page (shardQueryRows); each Query is billed on its own. */
export function reportPageReads(i: CapacityInputs) {
  const perKey = readUnits(shardQueryRows(i.reportPageRows) * i.contractLineBytes);
  return { perKey, total: perKey * CONTRACT_SHARDS };
}

export interface PartitionFigure {
  readonly table: TableName;
  readonly key: string;
  readonly what: string;
  readonly unitsPerSecond: number;
  readonly limit: LimitName;
}

/** The hottest partition key of each table that has one worth naming, at the busiest second. */
export function hotPartitions(i: CapacityInputs, rates: readonly RouteRate[]): PartitionFigure[] {
  const load = hourLoad(i);
  const approval = approvalWrites(i.approvalRows, i);
  const brokersPerIntermediary = i.brokers / i.intermediaries;
  const filesPerIntermediary = load.files / i.intermediaries;
  const validationSeconds = Math.min(VALIDATION_RUN_SECONDS, i.approvalRows / i.validationRowsPerSecond);
  return [
    {
      table: 'contracts',
      key: CONTRACT_KEY,
      what: `processing a ${i.approvalRows}-row approval: ${approval.items} lines at ${i.batchesInFlight} batches in flight, the busiest key's share`,
      unitsPerSecond: approval.attemptedUnitsPerKey,
      limit: 'dynamoPartitionWrites',
    },
    {
      table: 'contracts',
      key: CONTRACT_KEY,
      what: `the same approval finished inside the ${PROCESSING_RUN_SECONDS} s processing run`,
      unitsPerSecond: approval.neededUnitsPerKey,
      limit: 'dynamoPartitionWrites',
    },
    {
      table: 'contracts',
      key: CONTRACT_KEY,
      what: `report pages read by the intermediary's ${brokersPerIntermediary} brokers, each page a Query of every key`,
      unitsPerSecond: peakPerSecond(brokersPerIntermediary * i.reportPagesPerBrokerHour, i.peakToMean) * reportPageReads(i).perKey,
      limit: 'dynamoPartitionReads',
    },
    {
      table: 'fileimports',
      key: 'sourceid (index bySource, one intermediary)',
      what: 'import item writes of the intermediary\'s uploads, copied to the index',
      unitsPerSecond: peakPerSecond(filesPerIntermediary * PIPELINE_IMPORT_WRITES, i.peakToMean) * writeUnits(i.importItemBytes),
      limit: 'dynamoPartitionWrites',
    },
    {
      table: 'fileimports',
      key: 'pipelinestatus (sparse index inPipeline, one of Validating and Processing)',
      what: 'import item writes of every upload, counted as if each were copied to the index (only those entering or leaving 2 and 8 are)',
      unitsPerSecond: peakPerSecond(load.files * PIPELINE_IMPORT_WRITES, i.peakToMean) * writeUnits(i.importItemBytes),
      limit: 'dynamoPartitionWrites',
    },
    {
      table: 'meterpoints',
      key: 'tpiid#mpxn (one meter point)',
      what: 'a meter point claimed at validation and held at completion: one write each, spread over the file\'s keys',
      unitsPerSecond: 2 / Math.max(1, validationSeconds),
      limit: 'dynamoPartitionWrites',
    },
    {
      table: 'users',
      key: 'id (one broker)',
      what: 'the profile read by every call of the busiest broker',
      unitsPerSecond: peakPerSecond(callsPerBrokerHour(i, rates), i.peakToMean) * readUnits(SMALL_ITEM_BYTES),
      limit: 'dynamoPartitionReads',
    },
  ];
}

const CONTRACT_KEY = `pk (tpiid#shard: the busiest of an intermediary's ${CONTRACT_SHARDS} keys)`;

/** Import item writes a file's pipeline runs make: claim and result of validation, start and end of processing. */
const PIPELINE_IMPORT_WRITES = 4;

/** API calls one broker makes in the busiest hour: every route's calls shared over the brokers. */
export const callsPerBrokerHour = (i: CapacityInputs, rates: readonly RouteRate[]) => rates.reduce((sum, r) => sum + r.callsPerHour, 0) / i.brokers;

export interface TableUnits {
  readonly table: TableName;
  readonly readUnitsPerHour: number;
  readonly writeUnitsPerHour: number;
  readonly peakReadsPerSecond: number;
  readonly peakWritesPerSecond: number;
}

const itemBytesOf = (table: TableName, i: CapacityInputs) =>
  table === 'contracts' ? i.contractLineBytes : table === 'fileimports' ? i.importItemBytes : SMALL_ITEM_BYTES;

/** Each write lands in the table and in every index (they project every attribute). */
const copiesOf = (table: TableName) => 1 + TABLE_SCHEMAS[table].indexes.length;

/**
 * Units per table in the busiest hour: every route call reads each table it names once and writes
 * each table it may write once (so a new route counts without being described), the report route
 * reads a page of lines from each of the intermediary's keys, and the pipeline's runs write lines,
 * register entries and import items.
 */
export function tableUnits(routes: readonly RouteDefinition[], i: CapacityInputs): TableUnits[] {
  const rates = routeRates(routes, i);
  const load = hourLoad(i);
  const reads: Record<TableName, number> = Object.fromEntries(TABLE_NAMES.map((t) => [t, 0])) as Record<TableName, number>;
  const writes = { ...reads };
  routes.forEach((route, n) => {
    const calls = rates[n].callsPerHour;
    for (const table of route.tables) {
      const reportPage = route.path.startsWith('/reports/') && table.name === 'contracts';
      reads[table.name] += calls * (reportPage ? reportPageReads(i).total : readUnits(itemBytesOf(table.name, i)));
      if ('write' in table && table.write) writes[table.name] += calls * writeUnits(itemBytesOf(table.name, i)) * copiesOf(table.name);
    }
  });
  const rowsProcessed = load.files * i.rowsPerFile + i.approvalRows;
  const processed = approvalWrites(rowsProcessed, i);
  writes.contracts += processed.units + processed.indexUnits;
  writes.meterpoints += rowsProcessed * 2 * writeUnits(SMALL_ITEM_BYTES);
  reads.meterpoints += rowsProcessed * readUnits(SMALL_ITEM_BYTES);
  writes.fileimports += (load.files + 1) * PIPELINE_IMPORT_WRITES * writeUnits(i.importItemBytes) * copiesOf('fileimports');
  return TABLE_NAMES.map((table) => ({
    table,
    readUnitsPerHour: reads[table],
    writeUnitsPerHour: writes[table],
    peakReadsPerSecond: peakPerSecond(reads[table], i.peakToMean),
    peakWritesPerSecond: peakPerSecond(writes[table], i.peakToMean),
  }));
}

export const payloadPages = (rows: number, i: CapacityInputs) => Math.ceil((rows * i.payloadRowBytes) / i.payloadPageBytes);

/** S3 requests in the busiest hour: uploads, pipeline requests and payload pages, and the screens' reads of them. */
export function s3Requests(routes: readonly RouteDefinition[], i: CapacityInputs) {
  const load = hourLoad(i);
  const calls = (key: string) => routeRates(routes, i).find((r) => r.route === key)?.callsPerHour ?? 0;
  const filePages = payloadPages(i.rowsPerFile, i);
  const approvalPages = payloadPages(i.approvalRows, i);
  // Per file: the upload, the validation request and its payload pages, then the processing request.
  const puts = load.files * (1 + 1 + filePages + 1) + 1 + calls('GET /storage/{bucket}') + calls('PUT /api/fileimports/{id}');
  // Per file: validation reads the upload, processing reads every page; the screens read a page per view.
  const gets =
    load.files * (1 + filePages) + approvalPages + calls('GET /api/fileimports/{id}') + calls('GET /api/customers/{id}') + calls('GET /api/sites/{id}') + calls('GET /api/accounts/{id}');
  return { putsPerHour: puts, getsPerHour: gets, peakPutsPerSecond: peakPerSecond(puts, i.peakToMean), peakGetsPerSecond: peakPerSecond(gets, i.peakToMean) };
}

/** The pipeline's Lambdas at the busiest second, and the GB-seconds they use in the hour. */
export function pipelineLoad(i: CapacityInputs) {
  const load = hourLoad(i);
  const validationSeconds = Math.min(VALIDATION_RUN_SECONDS, i.rowsPerFile / i.validationRowsPerSecond + 1);
  const fileProcessing = approvalWrites(i.rowsPerFile, i);
  const processingSeconds = Math.max(fileProcessing.secondsAttempted, fileProcessing.secondsAtPartitionLimit) + 1;
  const approval = approvalWrites(i.approvalRows, i);
  const approvalSeconds = Math.max(approval.secondsAttempted, approval.secondsAtPartitionLimit);
  const filesPerSecond = peakPerSecond(load.files, i.peakToMean);
  return {
    concurrency: filesPerSecond * (validationSeconds + processingSeconds) + 1,
    invocationsPerHour: load.files * 2 + 1,
    // import-file runs at 1 GB, process-import at 1.5 GB (lambdas/contract-import/functions.ts).
    gbSecondsPerHour: load.files * (validationSeconds * 1 + processingSeconds * 1.5) + approvalSeconds * 1.5,
  };
}

/**
 * The per-address limit of the edge's rate-based rule, which counts API calls only (the site's
 * files are cached at the edge): the busiest office's calls in one window, with headroom.
 */
export function wafRateLimit(i: CapacityInputs, rates: readonly RouteRate[]): number {
  const windowShare = LIMITS.wafEvaluationWindow.value / SECONDS_PER_HOUR;
  const officePerWindow = callsPerBrokerHour(i, rates) * i.peakToMean * windowShare * i.usersPerIp;
  return Math.max(LIMITS.wafRateLimitMinimum.value, Math.ceil((officePerWindow * i.wafHeadroom) / 100) * 100);
}

export interface LimitCheck {
  readonly what: string;
  readonly value: number;
  readonly limit: LimitName;
}

export const withinLimit = (check: Pick<LimitCheck, 'value' | 'limit'>) => check.value <= LIMITS[check.limit].value;

/** Every figure the model holds against a published limit. */
export function limitChecks(routes: readonly RouteDefinition[], i: CapacityInputs): LimitCheck[] {
  const rates = routeRates(routes, i);
  const apiRate = rates.reduce((sum, r) => sum + r.peakPerSecond, 0);
  const apiConcurrency = rates.reduce((sum, r) => sum + r.concurrency, 0);
  const tables = tableUnits(routes, i);
  const s3 = s3Requests(routes, i);
  return [
    ...hotPartitions(i, rates).map((p) => ({ what: `${p.table} ${p.key}: ${p.what}`, value: p.unitsPerSecond, limit: p.limit })),
    ...tables.flatMap((t) => [
      { what: `${t.table} table reads`, value: t.peakReadsPerSecond, limit: 'dynamoOnDemandTableReads' as const },
      { what: `${t.table} table writes`, value: t.peakWritesPerSecond, limit: 'dynamoOnDemandTableWrites' as const },
    ]),
    { what: 'Lambda executions at once (API and pipeline)', value: apiConcurrency + pipelineLoad(i).concurrency, limit: 'lambdaConcurrency' },
    { what: 'API requests a second, every route', value: apiRate, limit: 'apiAccountRate' },
    { what: 'S3 writes a second (as if on one prefix)', value: s3.peakPutsPerSecond, limit: 's3PrefixWrites' },
    { what: 'S3 reads a second (as if on one prefix)', value: s3.peakGetsPerSecond, limit: 's3PrefixReads' },
  ];
}
