/**
 * The logical DynamoDB tables and S3 buckets, with their key schemas. CDK (lib/data.ts,
 * lib/storage.ts) and the local stack (local/) both build from this one description, so the
 * emulated tables always have the deployed keys and indexes.
 */

export const TABLE_NAMES = ['users', 'reference', 'fileimports', 'authorisations', 'contracts', 'meterpoints', 'idempotency'] as const;
export type TableName = (typeof TABLE_NAMES)[number];

export const BUCKET_NAMES = ['imports', 'documents'] as const;
export type BucketName = (typeof BUCKET_NAMES)[number];

interface KeyAttribute {
  readonly name: string;
  readonly type: 'S' | 'N';
}

export interface TableSchema {
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
  readonly indexes: readonly { readonly name: string; readonly partitionKey: KeyAttribute; readonly sortKey?: KeyAttribute }[];
  /** The attribute (epoch seconds) past which DynamoDB deletes an item on its own. */
  readonly timeToLive?: string;
}

export const TABLE_SCHEMAS: Record<TableName, TableSchema> = {
  /** Users' profiles, keyed by the Cognito `sub`. */
  users: { partitionKey: { name: 'id', type: 'S' }, indexes: [] },
  /** Lookups, intermediaries, application messages and release notes: `pk` names the kind. */
  reference: { partitionKey: { name: 'pk', type: 'S' }, sortKey: { name: 'sk', type: 'S' }, indexes: [] },
  /** Imports; listed per intermediary (sourceid) newest first, and those the pipeline is running for the stuck-import check. */
  fileimports: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      { name: 'bySource', partitionKey: { name: 'sourceid', type: 'N' }, sortKey: { name: 'importdatetime', type: 'S' } },
      // Sparse: only an import the pipeline is running (Validating or Processing) has `pipelinestatus`, so the index holds a handful of items and no status's key grows hot.
      { name: 'inPipeline', partitionKey: { name: 'pipelinestatus', type: 'N' }, sortKey: { name: 'importdatetime', type: 'S' } },
      // `sourcestatus` is `${sourceid}#${importstatus}`: an intermediary's imports in one status, which Home counts and the list shows.
      { name: 'byStatus', partitionKey: { name: 'sourcestatus', type: 'S' }, sortKey: { name: 'importdatetime', type: 'S' } },
    ],
  },
  /** Meter point pre-authorisations; listed per intermediary by date. */
  authorisations: {
    partitionKey: { name: 'id', type: 'S' },
    indexes: [{ name: 'byIntermediary', partitionKey: { name: 'tpiid', type: 'N' }, sortKey: { name: 'datetime', type: 'S' } }],
  },
  /** Contract and commission lines, each intermediary's over its shards (`${tpiid}#${shard}`, domain/contract-lines.ts), sorted by date then id. */
  contracts: {
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    // Sparse: only contract lines carry `endkey` (their end month and shard), which the renewals job reads by end date.
    indexes: [{ name: 'byEndDate', partitionKey: { name: 'endkey', type: 'S' }, sortKey: { name: 'enddate', type: 'S' } }],
  },
  /** The meter-point register: `${tpiid}#${mpxn}` names the open import claiming it and the completed import holding it. */
  meterpoints: { partitionKey: { name: 'id', type: 'S' }, indexes: [] },
  /** Powertools Idempotency's records of provider deliveries already applied, with the answer each got (decision 21). */
  idempotency: { partitionKey: { name: 'id', type: 'S' }, indexes: [], timeToLive: 'expiration' },
};

/** The environment variable a Lambda reads a resource's physical name from. */
export const tableEnvName = (table: TableName) => `TABLE_${table.toUpperCase()}`;
export const bucketEnvName = (bucket: BucketName) => `BUCKET_${bucket.toUpperCase()}`;
