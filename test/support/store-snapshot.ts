import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { BUCKET_NAMES, TABLE_NAMES, TABLE_SCHEMAS, type TableName } from '../../lambdas/shared/resources';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName, physicalTableName } from '../../local/names';
import type { LocalStack } from '../../local/stack';

/**
 * Everything the local stack stores, for tests that prove a refused request changed nothing:
 * every item of every table (a Scan is fine in a test) and every object's key and ETag.
 */
export interface StoreSnapshot {
  readonly tables: Record<string, readonly Record<string, unknown>[]>;
  readonly buckets: Record<string, readonly { readonly key: string; readonly etag: string }[]>;
}

export interface StoredText {
  readonly where: string;
  /** The whole item or object body that holds the text. */
  readonly content: string;
}

export interface StoreReader {
  snapshot(): Promise<StoreSnapshot>;
  /** Where `text` occurs: items holding it, and objects new or changed since `before` whose body holds it. */
  findText(text: string, before: StoreSnapshot): Promise<StoredText[]>;
  close(): void;
}

const keyOf = (table: TableName, item: Record<string, unknown>) => {
  const { partitionKey, sortKey } = TABLE_SCHEMAS[table];
  return `${String(item[partitionKey.name])}|${sortKey ? String(item[sortKey.name]) : ''}`;
};

export function storeReader(stack: Pick<LocalStack, 'dynamoUrl' | 's3Url'>): StoreReader {
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamo = new DynamoDBClient({ ...common, endpoint: stack.dynamoUrl });
  const documents = DynamoDBDocumentClient.from(dynamo);
  const s3 = new S3Client({ ...common, endpoint: stack.s3Url, forcePathStyle: true });

  async function scan(table: TableName) {
    const items: Record<string, unknown>[] = [];
    for await (const page of paginateScan({ client: documents }, { TableName: physicalTableName(table) })) items.push(...(page.Items ?? []));
    return items.sort((a, b) => keyOf(table, a).localeCompare(keyOf(table, b)));
  }

  async function list(bucket: string) {
    const objects: { key: string; etag: string }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
      for (const object of page.Contents ?? []) objects.push({ key: object.Key ?? '', etag: object.ETag ?? '' });
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    return objects.sort((a, b) => a.key.localeCompare(b.key));
  }

  async function snapshot(): Promise<StoreSnapshot> {
    const tables = await Promise.all(TABLE_NAMES.map(async (table) => [table, await scan(table)] as const));
    const buckets = await Promise.all(BUCKET_NAMES.map(async (bucket) => [bucket, await list(physicalBucketName(bucket))] as const));
    return { tables: Object.fromEntries(tables), buckets: Object.fromEntries(buckets) };
  }

  async function findText(text: string, before: StoreSnapshot): Promise<StoredText[]> {
    const now = await snapshot();
    const found: StoredText[] = [];
    for (const table of TABLE_NAMES) {
      for (const item of now.tables[table]) {
        const content = JSON.stringify(item);
        if (content.includes(text)) found.push({ where: `${table} item ${keyOf(table, item)}`, content });
      }
    }
    for (const bucket of BUCKET_NAMES) {
      const known = new Set(before.buckets[bucket].map((object) => `${object.key}|${object.etag}`));
      for (const object of now.buckets[bucket].filter((candidate) => !known.has(`${candidate.key}|${candidate.etag}`))) {
        const { Body } = await s3.send(new GetObjectCommand({ Bucket: physicalBucketName(bucket), Key: object.key }));
        const content = (await Body?.transformToString()) ?? '';
        if (content.includes(text)) found.push({ where: `${bucket} object ${object.key}`, content });
      }
    }
    return found;
  }

  return {
    snapshot,
    findText,
    close: () => {
      dynamo.destroy();
      s3.destroy();
    },
  };
}
