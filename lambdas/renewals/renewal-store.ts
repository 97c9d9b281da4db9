import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ImportCustomer, ImportIssue, MeterPointRef } from '../../domain/import';
import { SOURCE_TYPE } from '../../domain/import/source';
import { sourceStatusKey, type Actor, type FileImportItem } from '../contract-import/store/file-import';
import { pageKey, payloadObjects, type PayloadPage } from '../contract-import/store/payload-store';

/**
 * Where renewals are read from and written to. The clients are given, so the scheduled Lambda, the
 * operations command and the local stack run the same code against their own tables.
 */
export interface RenewalStore {
  readonly documents: DynamoDBDocumentClient;
  readonly s3: S3Client;
  readonly contracts: string;
  readonly fileimports: string;
  readonly importsBucket: string;
}

/** Who makes renewals, as the import's audit trail and list name them. */
export const RENEWALS_ACTOR: Actor = { userid: 'renewals', username: 'Renewals' };

export interface RenewalImport {
  readonly id: string;
  readonly sourceid: number;
  readonly productdefinition: number;
  readonly description: string;
  readonly customers: readonly ImportCustomer[];
  readonly warnings?: readonly ImportIssue[];
  /** The day the renewed contracts start; absent for a renewal not made from a contract's end. */
  readonly renewsfrom?: string;
  /** The reference of the customer renewed, which the renewal's customer keeps. */
  readonly customerreference?: string;
  readonly actor: Actor;
}

/** The meter points of structured customers, as a payload lists them for the register. */
export const meterPointsOf = (customers: readonly ImportCustomer[]): MeterPointRef[] =>
  customers.flatMap((customer) =>
    customer.sites.flatMap((site) => site.products.flatMap((product) => [
      ...(product.elecmeterpoints ?? []).map((meterpoint) => ({ utilityid: 1 as const, mpxn: String(meterpoint.mpancore) })),
      ...(product.gasmeterpoints ?? []).map((meterpoint) => ({ utilityid: 2 as const, mpxn: String(meterpoint.mprn) })),
    ])),
  );

export async function importExists(store: Pick<RenewalStore, 'documents' | 'fileimports'>, id: string): Promise<boolean> {
  const { Item } = await store.documents.send(new GetCommand({ TableName: store.fileimports, Key: { id }, ProjectionExpression: 'id', ConsistentRead: true }));
  return Item !== undefined;
}

export async function readImport(store: RenewalStore, id: string): Promise<FileImportItem | undefined> {
  const { Item } = await store.documents.send(new GetCommand({ TableName: store.fileimports, Key: { id }, ConsistentRead: true }));
  return Item as FileImportItem | undefined;
}

/** The customers of an import's structured payload, page by page. */
export async function readCustomerPages(store: RenewalStore, item: FileImportItem): Promise<ImportCustomer[][]> {
  if (item.payloadkind !== 'structured' || item.payloadversion === undefined) return [];
  return Promise.all(Array.from({ length: item.pagecount ?? 0 }, async (_, i) => {
    const { Body } = await store.s3.send(new GetObjectCommand({ Bucket: store.importsBucket, Key: pageKey(item.id, item.payloadversion!, i + 1) }));
    return [...((JSON.parse(await Body!.transformToString('utf8')) as PayloadPage).structureddata ?? [])];
  }));
}

/** The customers of an import's structured payload, every page. */
export const readCustomers = async (store: RenewalStore, item: FileImportItem): Promise<readonly ImportCustomer[]> => (await readCustomerPages(store, item)).flat();

/**
 * Writes a renewal as the supplier's side makes it: its payload, then the import in Awaiting
 * Verification, written only if no import has its id. The payload's folder is fixed by the id, so
 * a run that died between the two writes is finished by the next, and answers false when the
 * import was there already. Brokers cannot create renewals through the API.
 */
export async function writeRenewalImport(store: Pick<RenewalStore, 'documents' | 's3' | 'fileimports' | 'importsBucket'>, renewal: RenewalImport, at = new Date().toISOString()): Promise<boolean> {
  const customers = [...renewal.customers];
  const meterpoints = meterPointsOf(customers);
  const payloadversion = '1-renewal';
  const objects = payloadObjects(renewal.id, payloadversion, { kind: 'structured', customers, failures: [], warnings: [...(renewal.warnings ?? [])], meterpoints });
  await Promise.all(objects.map(({ key, body }) => store.s3.send(new PutObjectCommand({ Bucket: store.importsBucket, Key: key, Body: body, ContentType: 'application/json' }))));
  const item: FileImportItem = {
    id: renewal.id,
    importdatetime: at,
    importstatus: 4,
    sourcestatus: sourceStatusKey(renewal.sourceid, 4),
    fileformat: 1,
    productdefinition: renewal.productdefinition,
    sourcetype: SOURCE_TYPE.renewal,
    sourceid: renewal.sourceid,
    userid: renewal.actor.userid,
    username: renewal.actor.username,
    manualverification: true,
    description: renewal.description,
    customercount: customers.length,
    rowcount: meterpoints.length,
    failurecount: 0,
    warningcount: renewal.warnings?.length ?? 0,
    version: 1,
    payloadversion,
    pagecount: objects.filter(({ key }) => key.includes('/page-')).length,
    payloadkind: 'structured',
    ...(renewal.renewsfrom ? { renewsfrom: renewal.renewsfrom } : {}),
    ...(renewal.customerreference ? { customerreference: renewal.customerreference } : {}),
    audit: [{ at, userid: renewal.actor.userid, username: renewal.actor.username, action: 'validate', to: 4 }],
  };
  try {
    await store.documents.send(new PutCommand({ TableName: store.fileimports, Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
