import type { RouteDefinition } from '../../lambdas/routes';
import { hourLoad } from './demand';
import type { CapacityInputs } from './inputs';
import { pipelineLoad, routeRates, s3Requests, tableUnits } from './model';
import { PRICES } from './prices';

export const STAGES = ['dev', 'test', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

/** The share of production's traffic each stage carries. */
export const stageShare = (stage: Stage, i: CapacityInputs) => ({ dev: i.devShare, test: i.testShare, prod: 1 })[stage];

export interface CostLine {
  readonly item: string;
  readonly usd: number;
}

const BYTES_PER_GB = 1e9;

/**
 * A stage's month: the busiest hour's use times the month's hours at peak (an input), times the
 * stage's share of production's traffic, at the published unit prices; storage of the stage's
 * share of the contract lines; the web ACL's fixed monthly price whatever the traffic.
 */
export function monthlyCost(routes: readonly RouteDefinition[], i: CapacityInputs, stage: Stage): CostLine[] {
  const hours = i.monthHoursAtPeak * stageShare(stage, i);
  const rates = routeRates(routes, i);
  const apiCalls = rates.reduce((sum, r) => sum + r.callsPerHour, 0) * hours;
  const apiGbSeconds = rates.reduce((sum, r) => sum + r.callsPerHour * r.seconds, 0) * i.apiLambdaGb * hours;
  const pipeline = pipelineLoad(i);
  const tables = tableUnits(routes, i);
  const readUnits = tables.reduce((sum, t) => sum + t.readUnitsPerHour, 0) * hours;
  const writeUnits = tables.reduce((sum, t) => sum + t.writeUnitsPerHour, 0) * hours;
  const storedGb = (i.contractLines * i.contractLineBytes * stageShare(stage, i)) / BYTES_PER_GB;
  const s3 = s3Requests(routes, i);
  const payloadGb = (hourLoad(i).files * i.rowsPerFile * i.payloadRowBytes * hours) / BYTES_PER_GB;
  const edgeRequests = apiCalls + hourLoad(i).sessions * i.assetRequestsPerSession * hours;
  return [
    { item: 'API Gateway HTTP API requests', usd: apiCalls * PRICES.httpApiRequest.usd },
    { item: 'Lambda invocations', usd: (apiCalls + pipeline.invocationsPerHour * hours) * PRICES.lambdaRequest.usd },
    { item: 'Lambda compute (arm64)', usd: (apiGbSeconds + pipeline.gbSecondsPerHour * hours) * PRICES.lambdaArmGbSecond.usd },
    { item: 'DynamoDB write units', usd: writeUnits * PRICES.dynamoWriteUnit.usd },
    { item: 'DynamoDB read units', usd: readUnits * PRICES.dynamoReadUnit.usd },
    { item: 'DynamoDB storage and point-in-time recovery', usd: storedGb * (PRICES.dynamoStorageGbMonth.usd + PRICES.dynamoBackupGbMonth.usd) },
    { item: 'S3 requests', usd: (s3.putsPerHour * PRICES.s3PutRequest.usd + s3.getsPerHour * PRICES.s3GetRequest.usd) * hours },
    { item: 'S3 storage of a month\'s payload pages', usd: payloadGb * PRICES.s3StorageGbMonth.usd },
    { item: 'CloudFront HTTPS requests', usd: edgeRequests * PRICES.cloudFrontHttpsRequest.usd },
    { item: 'WAF web ACL and rules', usd: PRICES.wafWebAclMonth.usd + i.wafRules * PRICES.wafRuleMonth.usd },
    { item: 'WAF requests inspected', usd: edgeRequests * PRICES.wafRequest.usd },
  ];
}

export const totalUsd = (lines: readonly CostLine[]) => lines.reduce((sum, line) => sum + line.usd, 0);
