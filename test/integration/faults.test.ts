import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FileImportView } from '../../domain/import/wire';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from '../../local/names';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import type { TestStack } from '../support/local-stack';
import { faultsStackPerFile, pipelineHandler, redeliveredEvent, type Fault, type FaultsStack } from './faults-support';
import { toCsv } from './imports-support';

let stack: TestStack;
let helpers: FaultsStack['helpers'];
let faults: FaultsStack['faults'];
faultsStackPerFile((started) => ({ stack, helpers, faults } = started));

/** The broker's upload as the import screen does it: sign, PUT the file, create the import. */
async function upload(name: string, csv: string) {
  const token = await helpers.token();
  const signed = await stack.api<{ url: string; key: string }>('PUT', `/storage/imports/101/faults/${name}`, { token, query: { size: Buffer.byteLength(csv), contenttype: 'text/csv' } });
  if (signed.status !== 200) return { step: 'sign', status: signed.status, data: signed.data as unknown };
  const put = await fetch(signed.data.url, { method: 'PUT', body: csv, headers: { 'content-type': 'text/csv' } });
  expect(put.status).toBe(200);
  const created = await stack.api<FileImportView & { message?: string }>('POST', '/api/fileimports', {
    token,
    body: { s3key: signed.data.key, s3bucket: 'imports', fileformat: 1, productdefinition: 1, importstatus: 1, sourcetype: 1, sourceid: 101, manualverification: true },
  });
  await stack.stack.s3EventsIdle();
  return { step: 'create', status: created.status, data: created.data, key: signed.data.key };
}

const rename = (view: FileImportView, name: string) => JSON.stringify(view.structureddata.map((customer, i) => (i === 0 ? { ...customer, name } : customer)));
/** The import's last change an hour ago, as if its pipeline run had gone quiet since. */
async function backdateLastChange(id: string, entry: number) {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  try {
    const at = new Date(Date.now() - 3_600_000).toISOString();
    await client.send(new UpdateCommand({ TableName: physicalTableName('fileimports'), Key: { id }, UpdateExpression: `SET audit[${entry}].#at = :at`, ExpressionAttributeNames: { '#at': 'at' }, ExpressionAttributeValues: { ':at': at } }));
  } finally {
    client.destroy();
  }
}
const linesOf = async (id: string) => (await helpers.contractLines(101)).filter((line) => line.importid === id && String(line.sk).startsWith('CONTRACT#'));

describe('faults in DynamoDB and S3', () => {
  it('uploads, saves, approves and processes while requests are throttled or fail part of the time, within the SDK retries', async () => {
    const partTime: Fault[] = [
      { service: 'dynamodb', kind: 'throttle', everyNth: 3, attempts: 2 },
      { service: 's3', kind: 'throttle', everyNth: 2, attempts: 1 },
      { service: 's3', kind: 'fail', everyNth: 3, attempts: 1 },
    ];
    faults.set(...partTime);
    const uploaded = await upload('throttled.csv', toCsv(SAMPLE_HEADING, sampleRows(6, { seed: 101 })));
    expect(uploaded.status).toBe(200);
    const view = (await helpers.getImport((uploaded.data as FileImportView).id)).data;
    expect(view).toMatchObject({ importstatus: 4, rowcount: 6, validationfailures: [] });
    const saved = await helpers.put(view.id, { version: view.version, page: 1, structureddata: rename(view, 'Throttled Ltd') });
    expect(saved.status).toBe(200);
    const approved = await helpers.put(view.id, { version: saved.data.version, importstatus: 7 });
    expect(approved.status).toBe(200);
    const injected = faults.injected();
    expect(injected.dynamodb).toBeGreaterThan(0);
    expect(injected.s3).toBeGreaterThan(0);

    faults.clear();
    const done = (await helpers.getImport(view.id)).data;
    expect(done.importstatus).toBe(9);
    expect(done.structureddata[0].name).toBe('Throttled Ltd');
    expect(await linesOf(view.id)).toHaveLength(6);
  }, 60_000);

  it('answers a save throttled past the SDK retries with 503 and a clear message, stores nothing, and the same save then succeeds', async () => {
    const view = (await helpers.getImport(((await upload('busy.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 102 })))).data as FileImportView).id)).data;
    faults.set({ service: 'dynamodb', command: /^Update/, kind: 'throttle', attempts: Infinity });
    const body = { version: view.version, page: 1, structureddata: rename(view, 'Busy Ltd') };
    const refused = await helpers.put(view.id, body);
    expect(refused.status).toBe(503);
    expect(refused.data.message).toBe('The service is busy; please try again in a moment');
    faults.clear();
    const unchanged = (await helpers.getImport(view.id)).data;
    expect(unchanged.version).toBe(view.version);
    expect(unchanged.structureddata[0].name).toBe(view.structureddata[0].name);
    const retried = await helpers.put(view.id, body);
    expect(retried.status).toBe(200);
    expect((await helpers.getImport(view.id)).data.structureddata[0].name).toBe('Busy Ltd');
  }, 60_000);

  it('answers an upload whose import cannot be stored with 500, and the retried upload creates one import that validates', async () => {
    const csv = toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 103 }));
    faults.set({ service: 'dynamodb', command: /^Put/, kind: 'fail', attempts: Infinity, maxRequests: 1 });
    const failed = await upload('unstored.csv', csv);
    expect(failed.status).toBe(500);
    expect(failed.data).toEqual({ message: 'Internal error' });
    faults.clear();
    const retried = await upload('unstored.csv', csv);
    expect(retried.status).toBe(200);
    expect((await helpers.getImport((retried.data as FileImportView).id)).data).toMatchObject({ importstatus: 4, rowcount: 2 });
  }, 60_000);

  it('lets a retried upload ask again for validation when the first could not, instead of leaving the import in Uploaded', async () => {
    const csv = toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 104 }));
    faults.set({ service: 's3', command: /^PutObject/, when: (input) => String(input.Key).startsWith('validation-requests/'), kind: 'fail', attempts: Infinity });
    const failed = await upload('unrequested.csv', csv);
    expect(failed.status).toBe(500);
    faults.clear();
    // The re-asked validation and the re-uploaded file's event race for the import; the loser is told to retry later.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const retried = await upload('unrequested.csv', csv);
    logged.mockRestore();
    expect(retried.status).toBe(200);
    const view = (await helpers.getImport((retried.data as FileImportView).id)).data;
    expect(view).toMatchObject({ importstatus: 4, rowcount: 2 });
    const list = await stack.api<{ id: string; s3key?: string }[]>('GET', '/api/fileimports/0', { token: await helpers.token(), query: { sourceid: 101, importdatetime: '2020-01-01T00:00:00Z' } });
    expect(list.data.filter((item) => item.s3key === retried.key)).toHaveLength(1);
  }, 60_000);

  it('refuses a second approval of an import whose processing request failed, and retries it once its run is overdue', async () => {
    const view = (await helpers.getImport(((await upload('unprocessed.csv', toCsv(SAMPLE_HEADING, sampleRows(3, { seed: 105 })))).data as FileImportView).id)).data;
    faults.set({ service: 's3', command: /^PutObject/, when: (input) => String(input.Key).startsWith('processing-requests/'), kind: 'throttle', attempts: Infinity });
    const failed = await helpers.put(view.id, { version: view.version, importstatus: 7 });
    expect(failed.status).toBe(503);
    faults.clear();
    const approved = (await helpers.getImport(view.id)).data;
    expect(approved.importstatus).toBe(7);
    // The screen offers no Approve in Approved, so neither does the API; Retry comes once the run is overdue.
    expect((await helpers.put(view.id, { version: approved.version, importstatus: 7 })).status).toBe(422);
    await backdateLastChange(view.id, approved.audit.length - 1);
    const again = await helpers.put(view.id, { version: approved.version, importstatus: 7 });
    expect(again.status).toBe(200);
    expect((await helpers.getImport(view.id)).data.importstatus).toBe(9);
    expect(await linesOf(view.id)).toHaveLength(3);
  }, 60_000);

  it('completes an import whose validation crashed at the first payload write on the retried delivery', async () => {
    const logged = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    faults.set({ service: 's3', command: /^PutObject/, when: (input) => String(input.Key).startsWith('payloads/'), kind: 'fail', attempts: Infinity, maxRequests: 1 });
    const uploaded = await upload('crash.csv', toCsv(SAMPLE_HEADING, sampleRows(4, { seed: 106 })));
    faults.clear();
    // The bridge logs the failed attempt and retries it, as Lambda's asynchronous invocation does.
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('contract-import/validate/import-file failed'));
    logged.mockRestore();
    expect(uploaded.status).toBe(200);
    const id = (uploaded.data as FileImportView).id;
    expect((await helpers.getImport(id)).data).toMatchObject({ importstatus: 4, rowcount: 4, validationfailures: [] });
  }, 60_000);

  it('completes an import whose processing crashed half-way through its lines on the retried delivery, without duplicates', async () => {
    const view = (await helpers.getImport(((await upload('halfway.csv', toCsv(SAMPLE_HEADING, sampleRows(30, { seed: 107 })))).data as FileImportView).id)).data;
    const logged = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // 30 contract lines and their commission lines: the second batch of 25 fails for good.
    faults.set({ service: 'dynamodb', command: /^BatchWrite/, everyNth: 2, kind: 'fail', attempts: Infinity, maxRequests: 1 });
    expect((await helpers.put(view.id, { version: view.version, importstatus: 7 })).status).toBe(200);
    faults.clear();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('contract-import/process/process-import failed'));
    logged.mockRestore();
    expect((await helpers.getImport(view.id)).data.importstatus).toBe(9);
    await pipelineHandler('contract-import/process/process-import')(redeliveredEvent(`processing-requests/${view.id}.request`));
    expect((await helpers.getImport(view.id)).data.importstatus).toBe(9);
    expect(await linesOf(view.id)).toHaveLength(30);
  }, 60_000);
});
