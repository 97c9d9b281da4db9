import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { paginateScan, type DynamoDBDocumentClient, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import type { MeterPointRef } from '../../domain/import';
import { OPEN_STATUSES, type FileImportItem } from '../../lambdas/contract-import/store/file-import';
import { isRegisterLock, type RegisterEntry } from '../../lambdas/contract-import/register/meter-point-register';
import { meterPointsKey } from '../../lambdas/contract-import/store/payload-store';
import { batchWrite } from '../../lambdas/shared/batch-write';
import { computeRegister, type RegisterSourceImport, type RegisterSourceLine } from './compute-register';

export interface RegisterStore {
  readonly documents: DynamoDBDocumentClient;
  readonly s3: S3Client;
  readonly fileimports: string;
  readonly contracts: string;
  readonly meterpoints: string;
  readonly importsBucket: string;
}

/** An operations scan: the rebuild is the one place that reads every item, by design. */
async function scanAll<T>(documents: DynamoDBDocumentClient, input: ScanCommandInput): Promise<T[]> {
  const items: T[] = [];
  for await (const page of paginateScan({ client: documents }, input)) items.push(...((page.Items ?? []) as T[]));
  return items;
}

async function readMeterPoints(store: RegisterStore, item: FileImportItem): Promise<MeterPointRef[]> {
  if (item.payloadkind !== 'structured' || item.payloadversion === undefined) return [];
  const { Body } = await store.s3.send(new GetObjectCommand({ Bucket: store.importsBucket, Key: meterPointsKey(item.id, item.payloadversion) }));
  return JSON.parse(await Body!.transformToString('utf8')) as MeterPointRef[];
}

/**
 * Recomputes the meter-point register from the imports (open and Complete) and the contract lines,
 * writes it, and deletes register items the store no longer implies. For after a fault, and the
 * first deployment over existing data; answers how many entries were written and deleted.
 */
export async function rebuildRegister(store: RegisterStore, now = new Date()): Promise<{ written: number; deleted: number }> {
  const statuses = [...OPEN_STATUSES, 9];
  const items = await scanAll<FileImportItem>(store.documents, {
    TableName: store.fileimports,
    FilterExpression: `importstatus IN (${statuses.map((_, i) => `:s${i}`).join(', ')})`,
    ExpressionAttributeValues: Object.fromEntries(statuses.map((status, i) => [`:s${i}`, status])),
  });
  const imports: RegisterSourceImport[] = await Promise.all(
    items.map(async (item) => ({ id: item.id, sourceid: item.sourceid, importstatus: item.importstatus, importdatetime: item.importdatetime, meterpoints: await readMeterPoints(store, item) })),
  );
  const lines = await scanAll<RegisterSourceLine>(store.documents, {
    TableName: store.contracts,
    FilterExpression: 'begins_with(sk, :contract)',
    ExpressionAttributeValues: { ':contract': 'CONTRACT#' },
    ProjectionExpression: 'tpiid, importid, meterpointreference, utilityid',
  });
  const register = computeRegister(imports, lines, now.toISOString());
  const wanted = new Set(register.map((entry) => entry.id));
  const existing = await scanAll<Pick<RegisterEntry, 'id'>>(store.documents, { TableName: store.meterpoints, ProjectionExpression: 'id' });
  const stale = existing.filter((entry) => !wanted.has(entry.id) && !isRegisterLock(entry.id));
  await batchWrite(store.documents, store.meterpoints, register.map((Item) => ({ PutRequest: { Item } })));
  await batchWrite(store.documents, store.meterpoints, stale.map(({ id }) => ({ DeleteRequest: { Key: { id } } })));
  return { written: register.length, deleted: stale.length };
}
