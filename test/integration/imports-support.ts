import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ImportCustomer } from '../../domain/import';
import type { FileImportView } from '../../domain/import/wire';
import { sampleImport } from '../support/sample-rows';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName, physicalTableName } from '../../local/names';
import { SEED_ACTOR } from '../../local/seed/renewal-imports';
import { writeRenewalImport } from '../../lambdas/renewals/renewal-store';
import { intermediaryLines } from '../support/contract-lines';
import { startTestStack, type TestStack } from '../support/local-stack';

/** Files made by the tests, put straight into the local imports bucket, and imports created and read through the API. */

export const toCsv = (heading: readonly string[], rows: readonly (readonly string[])[]) => Papa.unparse([heading as string[], ...(rows as string[][])]);

export async function toXlsx(heading: readonly string[], rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contracts');
  sheet.addRow(heading as string[]);
  for (const row of rows) sheet.addRow(row as unknown[]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Valid structured data (as manual entry sends it), made from sample rows whose meter points no other test uses. */
export const sampleCustomers = (rows: number, seed: number): ImportCustomer[] => sampleImport(rows, { seed }).customers;

/** A contract or commission line as processing stores it: the key the tests sort by, the import it came from, the rest as read. */
export interface ContractLine {
  readonly sk: string;
  readonly importid: string;
  readonly [field: string]: unknown;
}

export function importsHelpers(stack: TestStack) {
  const s3 = new S3Client({ endpoint: stack.stack.s3Url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  const putFile = (key: string, body: string | Buffer) => s3.send(new PutObjectCommand({ Bucket: physicalBucketName('imports'), Key: key, Body: body }));
  const token = async (email = 'broker@example.com') => (await stack.tokensFor(email)).accessToken;

  async function getImport(id: string, email?: string, page?: number) {
    return stack.api<FileImportView>('GET', `/api/fileimports/${id}`, { token: await token(email), query: { page } });
  }

  /** Uploads a file, creates its import and waits for the S3 events to be handled. */
  async function importFile(name: string, body: string | Buffer, options: { fileformat?: number; manualverification?: boolean; productdefinition?: number } = {}) {
    const key = `101/tests/${name}`;
    await putFile(key, body);
    const created = await stack.api<FileImportView>('POST', '/api/fileimports', {
      token: await token(),
      body: {
        importdatetime: new Date().toISOString(),
        s3key: key,
        s3bucket: 'imports',
        fileformat: options.fileformat ?? 1,
        productdefinition: options.productdefinition ?? 1,
        importstatus: 1,
        sourcetype: 1,
        sourceid: 101,
        parameters: { tpiid: 101 },
        manualverification: options.manualverification ?? true,
      },
    });
    if (created.status !== 200) throw new Error(`POST /api/fileimports answered ${created.status}: ${JSON.stringify(created.data)}`);
    await stack.stack.s3EventsIdle();
    return (await getImport(created.data.id)).data;
  }

  async function put(id: string, body: Record<string, unknown>, email?: string) {
    const answer = await stack.api<FileImportView & { message?: string }>('PUT', `/api/fileimports/${id}`, { token: await token(email), body });
    await stack.stack.s3EventsIdle();
    return answer;
  }

  async function contractLines(tpiid: number): Promise<ContractLine[]> {
    return (await intermediaryLines(dynamo, tpiid)) as ContractLine[];
  }

  /** A renewal of these customers, made as the supplier's side makes one (brokers cannot create renewals). */
  async function createRenewal(id: string, customers: readonly ImportCustomer[]) {
    await writeRenewalImport({ documents: dynamo, s3, fileimports: physicalTableName('fileimports'), importsBucket: physicalBucketName('imports') }, { id, sourceid: 101, productdefinition: 1, description: `Renewal ${id}`, customers, actor: SEED_ACTOR });
    return (await getImport(id)).data;
  }

  return { putFile, token, getImport, importFile, put, contractLines, createRenewal, s3, destroy: () => (s3.destroy(), dynamo.destroy()) };
}

export interface ImportsStack {
  readonly stack: TestStack;
  readonly helpers: ReturnType<typeof importsHelpers>;
}

/**
 * One local stack and its import helpers for a test file: started before its tests, stopped after
 * them. `use` receives them once started.
 */
export function importsStackPerFile(use: (started: ImportsStack) => void): void {
  let started: ImportsStack | undefined;
  beforeAll(async () => {
    const stack = await startTestStack();
    started = { stack, helpers: importsHelpers(stack) };
    use(started);
  }, 60_000);
  afterAll(async () => {
    started?.helpers.destroy();
    await started?.stack.stop();
  });
}
