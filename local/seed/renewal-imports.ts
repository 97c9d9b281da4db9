import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ImportCustomer, ImportIssue } from '../../domain/import';
import { SOURCE_TYPE } from '../../domain/import/source';
import { sampleImport } from '../../test/support/sample-rows';
import type { FileImportItem } from '../../lambdas/contract-import/store/file-import';
import { payloadObjects } from '../../lambdas/contract-import/store/payload-store';

/**
 * Two renewals (source type 3) of intermediary 101 awaiting verification (status 4), so the import
 * screen can send them for e-sign and process them once signed. Their meter points come from
 * sample seeds no test uses, so they never clash with a test's file. Added only when missing, so
 * what a person did to them survives a restart.
 */
const RENEWALS = [
  { id: 'demo-renewal-1', seed: 91, rows: 4, description: 'Renewal: Customer 1 and 2 Ltd' },
  { id: 'demo-renewal-2', seed: 92, rows: 2, description: 'Renewal: Customer 1 Ltd' },
] as const;

const SIGNER = { esigndata: { firstname: 'Jane', lastname: 'Smith', jobtitle: 'Director', phonenumber: '01179 496000', email: 'jane@example.com' }, accountmanager: { firstname: 'Bea', lastname: 'Broker' } };

function renewalCustomers(seed: number, count: number) {
  const result = sampleImport(count, { seed, renewal: true });
  if (result.failures.length) throw new Error(`Demo renewal ${seed} does not validate: ${result.failures[0].message}`);
  return { ...result, customers: result.customers.map((customer): ImportCustomer => ({ ...customer, ...SIGNER })) };
}

export interface RenewalImport {
  readonly id: string;
  readonly description: string;
  readonly customers: readonly ImportCustomer[];
  readonly warnings?: readonly ImportIssue[];
}

/**
 * Writes a renewal as the supplier's side makes it: its payload, then the import in Awaiting
 * Verification, unless one of that id exists. Brokers cannot create renewals through the API.
 */
export async function writeRenewalImport(documents: DynamoDBDocumentClient, table: string, s3: S3Client, bucket: string, renewal: RenewalImport): Promise<void> {
  const customers = [...renewal.customers];
  const meterpoints = customers.flatMap((customer) =>
    customer.sites.flatMap((site) => site.products.flatMap((product) => [
      ...(product.elecmeterpoints ?? []).map((meterpoint) => ({ utilityid: 1 as const, mpxn: String(meterpoint.mpancore) })),
      ...(product.gasmeterpoints ?? []).map((meterpoint) => ({ utilityid: 2 as const, mpxn: String(meterpoint.mprn) })),
    ])),
  );
  const payloadversion = '1-demo';
  const objects = payloadObjects(renewal.id, payloadversion, { kind: 'structured', customers, failures: [], warnings: [...(renewal.warnings ?? [])], meterpoints });
  await Promise.all(objects.map(({ key, body }) => s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/json' }))));
  const at = new Date().toISOString();
  const item: FileImportItem = {
    id: renewal.id,
    importdatetime: at,
    importstatus: 4,
    fileformat: 1,
    productdefinition: 1,
    sourcetype: SOURCE_TYPE.renewal,
    sourceid: 101,
    userid: 'seed',
    username: 'Demo seed',
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
    audit: [{ at, userid: 'seed', username: 'Demo seed', action: 'validate', to: 4 }],
  };
  try {
    await documents.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

export async function seedRenewalImports(documents: DynamoDBDocumentClient, table: string, s3: S3Client, bucket: string): Promise<void> {
  for (const renewal of RENEWALS) {
    const { customers, warnings } = renewalCustomers(renewal.seed, renewal.rows);
    await writeRenewalImport(documents, table, s3, bucket, { id: renewal.id, description: renewal.description, customers, warnings });
  }
}
