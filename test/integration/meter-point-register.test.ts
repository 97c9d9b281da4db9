import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { S3Event } from 'aws-lambda';
import type { FileImportView } from '../../domain/import/wire';
import { IMPORT_MESSAGES } from '../../domain/import';
import { formatCell } from '../../domain/reports/format';
import { SAMPLE_HEADING, sampleImport, sampleRows } from '../support/sample-rows';
import type { RegisterEntry } from '../../lambdas/contract-import/register/meter-point-register';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName, physicalTableName } from '../../local/names';
import { rebuildRegister } from '../../ops/register/rebuild-register';
import type { TestStack } from '../support/local-stack';
import { pipelineHandler, redeliveredEvent } from './faults-support';
import { importsStackPerFile, sampleCustomers, toCsv, type ImportsStack } from './imports-support';

let stack: TestStack;
let helpers: ImportsStack['helpers'];
let documents: DynamoDBDocumentClient;
let s3: S3Client;
importsStackPerFile((started) => {
  ({ stack, helpers } = started);
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  documents = DynamoDBDocumentClient.from(new DynamoDBClient({ ...common, endpoint: stack.stack.dynamoUrl }));
  s3 = new S3Client({ ...common, endpoint: stack.stack.s3Url, forcePathStyle: true });
});
afterAll(() => {
  documents?.destroy();
  s3?.destroy();
});

const table = physicalTableName('meterpoints');
const mpxnsOf = (seed: number, rows: number) => sampleImport(rows, { seed }).meterpoints.map((meterpoint) => meterpoint.mpxn);
const messages = (view: FileImportView) => view.validationfailures.map((failure) => failure.message).sort();

async function register(): Promise<RegisterEntry[]> {
  const { Items } = await documents.send(new ScanCommand({ TableName: table }));
  return ((Items ?? []) as RegisterEntry[]).sort((a, b) => a.id.localeCompare(b.id));
}

/** What each entry says, without when it was written; entries that hold nothing say nothing. */
const holds = (entries: readonly RegisterEntry[]) =>
  entries.filter((entry) => entry.openimportid || entry.contractimportid).map(({ id, tpiid, mpxn, utilityid, openimportid, contractimportid }) => ({ id, tpiid, mpxn, utilityid, openimportid, contractimportid }));

async function entriesFor(mpxns: readonly string[]) {
  const all = await register();
  return mpxns.map((mpxn) => all.find((entry) => entry.id === `101#${mpxn}`));
}

async function approveToComplete(view: FileImportView) {
  expect((await helpers.put(view.id, { version: view.version, importstatus: 7 })).status).toBe(200);
  const done = (await helpers.getImport(view.id)).data;
  expect(done.importstatus).toBe(9);
  return done;
}

describe('the meter-point register', () => {
  it('still finds a meter point in another open import and one under a live contract, with the exact messages', async () => {
    const open = sampleRows(2, { seed: 201 });
    const first = await helpers.importFile('register-open-1.csv', toCsv(SAMPLE_HEADING, open));
    expect(first).toMatchObject({ importstatus: 4, validationfailures: [] });
    expect((await entriesFor(mpxnsOf(201, 2))).map((entry) => entry?.openimportid)).toEqual([first.id, first.id]);
    const second = await helpers.importFile('register-open-2.csv', toCsv(SAMPLE_HEADING, open));
    expect(second.importstatus).toBe(3);
    expect(messages(second)).toEqual(mpxnsOf(201, 2).map((mpxn) => IMPORT_MESSAGES.inOpenImport(mpxn, `register-open-1.csv, imported ${formatCell(first.importdatetime, 'datetime')}`)).sort());

    const live = sampleRows(2, { seed: 202 });
    const completed = await approveToComplete(await helpers.importFile('register-live-1.csv', toCsv(SAMPLE_HEADING, live)));
    const held = await entriesFor(mpxnsOf(202, 2));
    expect(held.map((entry) => [entry?.contractimportid, entry?.openimportid])).toEqual([[completed.id, undefined], [completed.id, undefined]]);
    const again = await helpers.importFile('register-live-2.csv', toCsv(SAMPLE_HEADING, live));
    expect(again.importstatus).toBe(3);
    expect(messages(again)).toEqual(mpxnsOf(202, 2).map(IMPORT_MESSAGES.underContract).sort());
  }, 60_000);

  it('frees a rejected import\'s meter points, so a new import of them validates clean', async () => {
    const rows = sampleRows(2, { seed: 203 });
    const first = await helpers.importFile('register-reject-1.csv', toCsv(SAMPLE_HEADING, rows));
    expect((await helpers.put(first.id, { version: first.version, importstatus: 10, rejectionreason: 1 })).status).toBe(200);
    expect((await entriesFor(mpxnsOf(203, 2))).map((entry) => entry?.openimportid)).toEqual([undefined, undefined]);
    const second = await helpers.importFile('register-reject-2.csv', toCsv(SAMPLE_HEADING, rows));
    expect(second).toMatchObject({ importstatus: 4, validationfailures: [] });
    expect((await entriesFor(mpxnsOf(203, 2))).map((entry) => entry?.openimportid)).toEqual([second.id, second.id]);
  }, 60_000);

  it('lets a renewal replace its contract\'s hold once the renewal completes', async () => {
    const original = await approveToComplete(await helpers.importFile('register-renewed.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 204 }))));
    const renewal = await helpers.createRenewal('register-renewal', sampleCustomers(2, 204));
    expect((await entriesFor(mpxnsOf(204, 2))).map((entry) => entry?.contractimportid)).toEqual([original.id, original.id]);
    await approveToComplete(renewal);
    expect((await entriesFor(mpxnsOf(204, 2))).map((entry) => [entry?.contractimportid, entry?.openimportid])).toEqual([[renewal.id, undefined], [renewal.id, undefined]]);
  }, 60_000);

  it('is left right by a duplicated upload event, and by a late one after the import moved on', async () => {
    const view = await helpers.importFile('register-late.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 205 })));
    const validate = pipelineHandler<S3Event>('contract-import/validate/import-file');
    const before = await register();
    await validate(redeliveredEvent('101/tests/register-late.csv'));
    expect(await register()).toEqual(before);
    expect((await helpers.getImport(view.id)).data.version).toBe(view.version);

    expect((await helpers.put(view.id, { version: view.version, importstatus: 10, rejectionreason: 1 })).status).toBe(200);
    const rejected = await register();
    await validate(redeliveredEvent('101/tests/register-late.csv'));
    expect(await register()).toEqual(rejected);
    expect((await entriesFor(mpxnsOf(205, 2))).map((entry) => entry?.openimportid)).toEqual([undefined, undefined]);
  }, 60_000);

  it('is rebuilt from the imports and contract lines to what the transitions left', async () => {
    const kept = holds(await register());
    expect(kept.length).toBeGreaterThan(8);
    const [lost, changed] = kept;
    await documents.send(new DeleteCommand({ TableName: table, Key: { id: lost.id } }));
    await documents.send(new PutCommand({ TableName: table, Item: { ...changed, openimportid: 'no-such-import', updatedat: new Date().toISOString() } }));
    await documents.send(new PutCommand({ TableName: table, Item: { id: '101#0000000000000', tpiid: 101, mpxn: '0000000000000', utilityid: 1, openimportid: 'stray', updatedat: new Date().toISOString() } }));
    expect(holds(await register())).not.toEqual(kept);

    await rebuildRegister({
      documents, s3,
      fileimports: physicalTableName('fileimports'), contracts: physicalTableName('contracts'), meterpoints: table, importsBucket: physicalBucketName('imports'),
    });
    expect(holds(await register())).toEqual(kept);
  }, 60_000);
});
