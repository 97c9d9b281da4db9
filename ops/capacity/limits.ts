/**
 * The service limits the capacity model checks, each with its published value and where it is
 * published. Quotas marked adjustable can be raised by a quota request; the model still reports
 * against the default, which is what a new account has.
 */
export interface PublishedLimit {
  readonly value: number;
  readonly unit: string;
  readonly source: string;
}

export const LIMITS = {
  dynamoPartitionWrites: {
    value: 1000,
    unit: 'WCU/s per partition',
    source: 'DynamoDB Developer Guide, "Partitions and data distribution": a partition serves up to 1,000 write units a second',
  },
  dynamoPartitionReads: {
    value: 3000,
    unit: 'RCU/s per partition',
    source: 'DynamoDB Developer Guide, "Partitions and data distribution": a partition serves up to 3,000 read units a second',
  },
  dynamoOnDemandTableWrites: {
    value: 40_000,
    unit: 'WRU/s per on-demand table',
    source: 'DynamoDB Developer Guide, "Service quotas": table-level write throughput, on-demand (adjustable)',
  },
  dynamoOnDemandTableReads: {
    value: 40_000,
    unit: 'RRU/s per on-demand table',
    source: 'DynamoDB Developer Guide, "Service quotas": table-level read throughput, on-demand (adjustable)',
  },
  lambdaConcurrency: {
    value: 1000,
    unit: 'concurrent executions per Region',
    source: 'Lambda Developer Guide, "Lambda quotas": concurrent executions (adjustable)',
  },
  apiAccountRate: {
    value: 10_000,
    unit: 'requests/s per account and Region',
    source: 'API Gateway Developer Guide, "Quotas": throttle quota per account, per Region across HTTP, REST and WebSocket APIs (adjustable)',
  },
  apiAccountBurst: {
    value: 5000,
    unit: 'requests per account and Region',
    source: 'API Gateway Developer Guide, "Quotas": burst quota per account, per Region',
  },
  s3PrefixWrites: {
    value: 3500,
    unit: 'PUT/COPY/POST/DELETE per second per prefix',
    source: 'S3 User Guide, "Best practices design patterns: optimizing Amazon S3 performance"',
  },
  s3PrefixReads: {
    value: 5500,
    unit: 'GET/HEAD per second per prefix',
    source: 'S3 User Guide, "Best practices design patterns: optimizing Amazon S3 performance"',
  },
  wafRateLimitMinimum: {
    value: 10,
    unit: 'requests per evaluation window (the least a rate-based rule accepts)',
    source: 'AWS WAF Developer Guide, "Rate-based rule statement"',
  },
  wafEvaluationWindow: {
    value: 300,
    unit: 'seconds a rate-based rule counts over (its default; 60, 120, 300 or 600)',
    source: 'AWS WAF Developer Guide, "Rate-based rule statement"',
  },
} as const satisfies Record<string, PublishedLimit>;

export type LimitName = keyof typeof LIMITS;
