import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { MeterPointRef } from '../domain/import';
import type { FileImportItem } from '../lambdas/contract-import/store/file-import';
import { batchWrite } from '../lambdas/shared/batch-write';
import { TABLE_SCHEMAS } from '../lambdas/shared/resources';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName, physicalTableName } from '../local/names';
import type { TestStack } from '../test/support/local-stack';
import { bareParse } from './bare-parse';

/**
 * The least any pipeline run must do with a file, timed against the same emulators as the run:
 * the floor each import phase is divided by. Writes go through the pipeline's own batch loop
 * (lambdas/shared/batch-write.ts), so they are at its batch size and concurrency.
 */

/** A bucket of the same s3rver that no Lambda is notified of, so the floor's puts start no run. */
const FLOOR_BUCKET = 'bench-floor';

export interface ValidationFloor {
  readonly parse: number;
  readonly meterPointWrites: number;
  /** Not in the floor: the register's claim must read each entry before writing it. */
  readonly meterPointReads: number;
  readonly puts: number;
  readonly meterPoints: number;
  readonly bytes: number;
}

export interface ProcessingFloor {
  readonly writes: number;
  readonly items: number;
}

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** Clients of the stack's DynamoDB and S3, configured as the pipeline's (undefined values dropped, path-style S3). */
export async function floorClients(stack: TestStack) {
  const endpoints = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ ...endpoints, endpoint: stack.stack.dynamoUrl }), { marshallOptions: { removeUndefinedValues: true } });
  const s3 = new S3Client({ ...endpoints, endpoint: stack.stack.s3Url, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  await s3.send(new CreateBucketCommand({ Bucket: FLOOR_BUCKET }));
  return { documents, s3, destroy: () => (documents.destroy(), s3.destroy()) };
}

type FloorClients = Awaited<ReturnType<typeof floorClients>>;

async function importItem({ documents }: FloorClients, id: string): Promise<FileImportItem> {
  const { Item } = await documents.send(new GetCommand({ TableName: physicalTableName('fileimports'), Key: { [TABLE_SCHEMAS.fileimports.partitionKey.name]: id } }));
  if (!Item) throw new Error(`Import ${id} is not in the table`);
  return Item as FileImportItem;
}

/** Every object the import's validation wrote under its payload folder (payload-store.ts), with its text. */
async function payloadObjects({ s3 }: FloorClients, id: string): Promise<{ key: string; body: string }[]> {
  const Bucket = physicalBucketName('imports');
  const listed = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: `payloads/${id}/` }));
  return Promise.all(
    (listed.Contents ?? []).map(async ({ Key }) => ({ key: Key!, body: await (await s3.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToString() })),
  );
}

/**
 * Bare papaparse over the file, then as many meter-point items as the file has meter points
 * written with BatchWriteItem and read back consistently with the claim's own BatchGetItem loop,
 * then the file and its payload's objects put to S3 (the payload all at once, as the import Lambda
 * writes it). Run once validation has stored the import.
 */
export async function validationFloor(clients: FloorClients, csv: Buffer, id: string): Promise<ValidationFloor> {
  const item = await importItem(clients, id);
  const objects = await payloadObjects(clients, id);
  const meterPointList = objects.find(({ key }) => key.endsWith('/meterpoints.json'));
  if (!meterPointList) throw new Error(`Import ${id} has no meter-point list in its payload`);
  const meterpoints = JSON.parse(meterPointList.body) as MeterPointRef[];
  // Keys of their own, so each is a new item as a first claim is; shaped as the register's entries.
  const updatedat = new Date().toISOString();
  const keyName = TABLE_SCHEMAS.meterpoints.partitionKey.name;
  const keyOf = (meterpoint: MeterPointRef) => ({ [keyName]: `floor#${meterpoint.mpxn}` });
  const requests = meterpoints.map((meterpoint) => ({
    PutRequest: { Item: { ...meterpoint, ...keyOf(meterpoint), tpiid: item.sourceid, openimportid: id, updatedat } },
  }));
  const put = (key: string, body: string | Buffer) => clients.s3.send(new PutObjectCommand({ Bucket: FLOOR_BUCKET, Key: key, Body: body }));
  const parse = await seconds(() => bareParse('csv', csv));
  const meterPointWrites = await seconds(() => batchWrite(clients.documents, physicalTableName('meterpoints'), requests));
  // Loaded now, as processingFloor's: its client reads the stack's endpoint from the environment when created.
  const { batchGet } = await import('../lambdas/shared/batch-get');
  const meterPointReads = await seconds(() => batchGet(physicalTableName('meterpoints'), meterpoints.map(keyOf), undefined, true));
  const puts = await seconds(async () => {
    await put(`${id}/file.csv`, csv);
    await Promise.all(objects.map(({ key, body }) => put(key, body)));
  });
  const bytes = csv.length + objects.reduce((total, { body }) => total + Buffer.byteLength(body), 0);
  return { parse, meterPointWrites, meterPointReads, puts, meterPoints: meterpoints.length, bytes };
}

const FLOOR_NUMBERS = 10_000_000;

/**
 * Every item processing wrote (contract and commission lines, and the items saved records are
 * found by), made again by the processing Lambda's own code under another import id (so each is a
 * new item, as processing's were) and written with BatchWriteItem to the same table. Run once
 * processing has completed the import.
 */
export async function processingFloor(clients: FloorClients, id: string): Promise<ProcessingFloor> {
  // Loaded now: its SDK clients read the stack's endpoints from the environment when created.
  const { customersOf, importLines, writtenItems } = await import('../lambdas/contract-import/process/import-lines');
  const item = await importItem(clients, id);
  // Numbered far from the import's own references too, so no line's key is one processing wrote.
  const numbers = item.referencenumbers!;
  const apart = { ...numbers, pages: numbers.pages.map(({ customer, site, contract }) => ({ customer: customer + FLOOR_NUMBERS, site: site + FLOOR_NUMBERS, contract: contract + FLOOR_NUMBERS })) };
  const lines = importLines({ ...item, id: `${id}-floor`, referencenumbers: apart }, await customersOf(physicalBucketName('imports'), item));
  const requests = writtenItems(lines).map((Item) => ({ PutRequest: { Item } }));
  const writes = await seconds(() => batchWrite(clients.documents, physicalTableName('contracts'), requests));
  return { writes, items: requests.length };
}
