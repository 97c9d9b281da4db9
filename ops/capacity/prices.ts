/**
 * Published on-demand unit prices in Europe (London), eu-west-2, in US dollars, as data with where
 * each comes from and when it was read. The cost figures of the capacity model are these times the
 * modelled use; re-read the pages and change `READ_ON` before quoting a cost to anyone.
 */
export const REGION = 'eu-west-2';
export const READ_ON = '2025-06-01';

export interface UnitPrice {
  readonly usd: number;
  readonly per: string;
  readonly source: string;
}

const API_GATEWAY = 'https://aws.amazon.com/api-gateway/pricing/';
const LAMBDA = 'https://aws.amazon.com/lambda/pricing/';
const DYNAMODB = 'https://aws.amazon.com/dynamodb/pricing/on-demand/';
const S3 = 'https://aws.amazon.com/s3/pricing/';
const CLOUDFRONT = 'https://aws.amazon.com/cloudfront/pricing/';
const WAF = 'https://aws.amazon.com/waf/pricing/';

export const PRICES = {
  httpApiRequest: { usd: 1.04 / 1e6, per: 'HTTP API request (first 300 million a month)', source: API_GATEWAY },
  lambdaRequest: { usd: 0.2 / 1e6, per: 'Lambda invocation', source: LAMBDA },
  lambdaArmGbSecond: { usd: 0.0000133334, per: 'GB-second of an arm64 Lambda', source: LAMBDA },
  dynamoWriteUnit: { usd: 0.7425 / 1e6, per: 'on-demand write request unit', source: DYNAMODB },
  dynamoReadUnit: { usd: 0.1485 / 1e6, per: 'on-demand read request unit', source: DYNAMODB },
  dynamoStorageGbMonth: { usd: 0.2975, per: 'GB-month of table storage (Standard class)', source: DYNAMODB },
  dynamoBackupGbMonth: { usd: 0.238, per: 'GB-month of point-in-time recovery', source: DYNAMODB },
  s3PutRequest: { usd: 0.0053 / 1000, per: 'S3 Standard PUT, COPY, POST or LIST request', source: S3 },
  s3GetRequest: { usd: 0.00042 / 1000, per: 'S3 Standard GET request', source: S3 },
  s3StorageGbMonth: { usd: 0.024, per: 'GB-month of S3 Standard (first 50 TB)', source: S3 },
  cloudFrontHttpsRequest: { usd: 0.012 / 10_000, per: 'CloudFront HTTPS request (Europe)', source: CLOUDFRONT },
  wafWebAclMonth: { usd: 5, per: 'web ACL a month', source: WAF },
  wafRuleMonth: { usd: 1, per: 'rule or managed rule group in a web ACL a month', source: WAF },
  wafRequest: { usd: 0.6 / 1e6, per: 'request the web ACL inspects', source: WAF },
} as const satisfies Record<string, UnitPrice>;

export type PriceName = keyof typeof PRICES;
