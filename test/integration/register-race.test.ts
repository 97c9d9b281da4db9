import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_MESSAGES } from '../../domain/import';
import type { FileImportView } from '../../domain/import/wire';
import { PROCESSING_LEASE_MS, VALIDATION_LEASE_MS } from '../../domain/import/runs';
import { formatCell } from '../../domain/reports/format';
import type { RegisterEntry } from '../../lambdas/contract-import/register/meter-point-register';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName, physicalTableName } from '../../local/names';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import type { TestStack } from '../support/local-stack';
import type { ImportsStack } from './imports-support';

type BatchGetModule = typeof import('../../lambdas/shared/batch-get');
// The handlers the local stack runs in this process read the register through this module, so a claim's read can be held.
// esbuild does not hoist jest.mock: what loads the module (the stack, whose seed rebuilds the register) is loaded after it.
jest.mock('../../lambdas/shared/batch-get', () => {
  const actual = jest.requireActual<BatchGetModule>('../../lambdas/shared/batch-get');
  return { ...actual, batchGet: jest.fn(actual.batchGet) };
});
const { batchGet } = jest.requireMock<{ batchGet: jest.MockedFunction<BatchGetModule['batchGet']> }>('../../lambdas/shared/batch-get');
const { importsStackPerFile, toCsv } = jest.requireActual<typeof import('./imports-support')>('./imports-support');
const { rebuildRegister } = jest.requireActual<typeof import('../../ops/register/rebuild-register')>('../../ops/register/rebuild-register');

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
afterEach(() => jest.useRealTimers());

const table = physicalTableName('meterpoints');
/** Longer than any lease the pipeline has: the stalled writer comes back to a world that has moved on. */
const STALL_MS = Math.max(VALIDATION_LEASE_MS, PROCESSING_LEASE_MS) + 60_000;
const UPLOADED_OR_VALIDATING = [1, 2];

/**
 * Holds the first consistent read of the register with any of `keys` in it (a claim reads its
 * entries so before writing them) once it has read, until `resume`; every other read goes straight through.
 */
function stallFirstClaimRead(keys: readonly string[]) {
  const { batchGet: read } = jest.requireActual<BatchGetModule>('../../lambdas/shared/batch-get');
  let resume: () => void = () => undefined;
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  let stalled = false;
  batchGet.mockImplementation((async (readTable: string, readKeys: readonly Record<string, unknown>[], projection?: string, consistent?: boolean) => {
    const found = await read(readTable, readKeys, projection, consistent);
    if (readTable === table && consistent && !stalled && readKeys.some((key) => keys.includes(key.id as string))) {
      stalled = true;
      await resumed;
    }
    return found;
  }) as BatchGetModule['batchGet']);
  return { stalled: () => stalled, resume };
}

/** Creates the import of an uploaded file as the import screen does, without waiting for its validation. */
async function createImport(key: string): Promise<string> {
  const created = await stack.api<FileImportView>('POST', '/api/fileimports', {
    token: await helpers.token(),
    body: { importdatetime: new Date().toISOString(), s3key: key, s3bucket: 'imports', fileformat: 1, productdefinition: 1, importstatus: 1, sourcetype: 1, sourceid: 101, manualverification: true },
  });
  expect(created.status).toBe(200);
  return created.data.id;
}

const view = async (id: string) => (await helpers.getImport(id)).data;

const settled = (candidate: FileImportView) => !UPLOADED_OR_VALIDATING.includes(candidate.importstatus);

/** The imports as they are once `enough` says so, read again every tenth of a second. */
async function viewsOnce(ids: readonly string[], enough: (views: FileImportView[]) => boolean): Promise<FileImportView[]> {
  for (;;) {
    const views = await Promise.all(ids.map(view));
    if (enough(views)) return views;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Who holds each of the meter points' entries that holds anything, without when or by which write. */
async function holds(mpxns: readonly string[]) {
  const { Items = [] } = await documents.send(new ScanCommand({ TableName: table }));
  return (Items as RegisterEntry[])
    .filter((entry) => mpxns.includes(entry.mpxn) && (entry.openimportid || entry.contractimportid))
    .map(({ id, openimportid, contractimportid }) => ({ id, openimportid, contractimportid }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

const mpxnOf = (row: readonly string[]) => row[SAMPLE_HEADING.indexOf('MPAN Core')] || row[SAMPLE_HEADING.indexOf('MPRN')];

describe('two imports racing for meter points', () => {
  it('gives each shared meter point to one import, though the other stalls between reading and writing its claim past every lease', async () => {
    // Two customers' four meter points in both files, and a meter point of its own in each.
    const rows = sampleRows(6, { seed: 401 });
    const shared = rows.slice(0, 4);
    const files = [
      { name: 'race-1.csv', rows: [...shared, rows[4]] },
      { name: 'race-2.csv', rows: [...shared, rows[5]] },
    ];
    for (const file of files) await helpers.putFile(`101/tests/${file.name}`, toCsv(SAMPLE_HEADING, file.rows));

    const stall = stallFirstClaimRead(shared.map((row) => `101#${mpxnOf(row)}`));
    const ids = await Promise.all(files.map((file) => createImport(`101/tests/${file.name}`)));
    await viewsOnce(ids, (views) => stall.stalled() || views.every(settled));
    if (!stall.stalled()) throw new Error('Neither claim was held: the register no longer reads its entries through batchGet');
    jest.useFakeTimers({
      now: Date.now() + STALL_MS,
      advanceTimers: true,
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    await viewsOnce(ids, (views) => views.some(settled));
    stall.resume();
    await stack.stack.s3EventsIdle();
    jest.useRealTimers();

    const views = await Promise.all(ids.map(view));
    expect(views.map((candidate) => candidate.importstatus).sort()).toEqual([3, 4]);
    const [winner, loser] = views[0].importstatus === 4 ? views : [views[1], views[0]];
    const winnerFile = views[0].importstatus === 4 ? files[0] : files[1];
    expect(winner.validationfailures).toEqual([]);
    const holder = `${winnerFile.name}, imported ${formatCell(winner.importdatetime, 'datetime')}`;
    // Which shared rows the loser reports depends on when it looked: a claim the stalled import made
    // before the time jump looks like a dead run's (validating past its lease) and may be passed over.
    // It reports at least one, each by its row, naming the import that holds it; never a row of its own.
    const reported = loser.validationfailures.map(({ row, message }) => ({ row, message }));
    expect(reported.length).toBeGreaterThan(0);
    expect(shared.map((row, i) => ({ row: i + 2, message: IMPORT_MESSAGES.inOpenImport(mpxnOf(row), holder) }))).toEqual(expect.arrayContaining(reported));

    const mpxns = rows.map(mpxnOf);
    const held = await holds(mpxns);
    const winnerHolds = winnerFile.rows.map((row) => ({ id: `101#${mpxnOf(row)}`, openimportid: winner.id, contractimportid: undefined }));
    // The loser holds nothing, not even the meter point only its file has.
    expect(held).toEqual(winnerHolds.sort((a, b) => a.id.localeCompare(b.id)));

    await rebuildRegister({
      documents, s3,
      fileimports: physicalTableName('fileimports'), contracts: physicalTableName('contracts'), meterpoints: table, importsBucket: physicalBucketName('imports'),
    });
    expect(await holds(mpxns)).toEqual(held);
  }, 120_000);
});
