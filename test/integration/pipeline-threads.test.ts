import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BULK_WORK_PRIORITY } from '../../local/local-process';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from '../../local/names';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import { startTestStack, type TestStack } from '../support/local-stack';
import { importsHelpers, toCsv } from './imports-support';

/** Each thread's nice value, the 17th field after the name in /proc's stat line (Linux only). */
const threadPriorities = () =>
  readdirSync(`/proc/${process.pid}/task`).map((thread) => Number(readFileSync(`/proc/${process.pid}/task/${thread}/stat`, 'utf8').split(') ')[1].split(' ')[16]));

/** The pipeline Lambdas in threads of their own, as `npm start` and the bench's load run have them. */
describe('the local stack with the pipeline in threads', () => {
  let stack: TestStack;
  let helpers: ReturnType<typeof importsHelpers>;
  let documents: DynamoDBDocumentClient;
  beforeAll(async () => {
    stack = await startTestStack({ pipelineThreads: true });
    helpers = importsHelpers(stack);
    documents = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.stack.dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }));
  }, 60_000);
  afterAll(async () => {
    documents.destroy();
    helpers.destroy();
    await stack.stop();
  });

  it('validates an upload and processes its approval in the threads, writing its contract lines', async () => {
    const view = await helpers.importFile('threaded.csv', toCsv(SAMPLE_HEADING, sampleRows(3, { seed: 140 })));
    expect(view).toMatchObject({ importstatus: 4, rowcount: 3, validationfailures: [] });
    expect((await helpers.put(view.id, { version: view.version, importstatus: 7 })).status).toBe(200);
    expect((await helpers.getImport(view.id)).data.importstatus).toBe(9);
    expect((await helpers.contractLines(101)).filter((line) => line.importid === view.id && line.sk.startsWith('CONTRACT#'))).toHaveLength(3);
  }, 60_000);

  it('retries a run that throws in its thread and then hands it to the failure handler, with the error it threw', async () => {
    const view = await helpers.importFile('leased.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 141 })));
    // Another run's fresh validation lease: every attempt of this one throws.
    await documents.send(new UpdateCommand({ TableName: physicalTableName('fileimports'), Key: { id: view.id }, UpdateExpression: 'SET importstatus = :validating, validationstartedat = :now', ExpressionAttributeValues: { ':validating': 2, ':now': new Date().toISOString() } }));
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await helpers.putFile(`validation-requests/${view.id}.request`, '');
    await stack.stack.s3EventsIdle();
    for (const attempt of [1, 2]) expect(warned).toHaveBeenCalledWith(`[s3-events] contract-import/validate/import-file failed for validation-requests/${view.id}.request (attempt ${attempt}: Import ${view.id} is being validated by another run; retry later); retrying`);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`contract-import/validate/import-file failed for validation-requests/${view.id}.request after 3 attempts`), expect.objectContaining({ message: `Import ${view.id} is being validated by another run; retry later` }));
    warned.mockRestore();
    logged.mockRestore();
  }, 60_000);

  (process.platform === 'linux' ? it : it.skip)('runs the pipeline threads below the priority of the thread serving the API, as deployed they never take its CPU', () => {
    expect(getPriority(process.pid)).toBe(0);
    expect(threadPriorities()).toContain(BULK_WORK_PRIORITY);
  });
});
