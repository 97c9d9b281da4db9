import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { S3Event, SQSEvent } from 'aws-lambda';
import type { FileImportView } from '../../domain/import/wire';
import { PROCESSING_LEASE_MS } from '../../domain/import/runs';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import { requestKey } from '../../lambdas/contract-import/store/pipeline-requests';
import { physicalTableName } from '../../local/names';
import { failureMessage } from '../../local/s3-event-bridge';
import { faultsStackPerFile, handlerClients, pipelineHandler, redeliveredEvent, type Fault, type FaultsStack } from './faults-support';
import { toCsv } from './imports-support';

let helpers: FaultsStack['helpers'];
let faults: FaultsStack['faults'];
faultsStackPerFile((started) => ({ helpers, faults } = started));

/** Contract writes that fail on every attempt, every retry: processing cannot finish until they are cleared. */
const contractWritesDown = (everyNth = 1): Fault => ({ service: 'dynamodb', command: /^BatchWrite/, kind: 'fail', everyNth, attempts: Infinity });

const linesOf = async (id: string) => (await helpers.contractLines(101)).filter((line) => line.importid === id);
const contractsOf = async (id: string) => (await linesOf(id)).filter((line) => String(line.sk).startsWith('CONTRACT#'));

async function verified(name: string, rows: number, seed: number): Promise<FileImportView> {
  const view = await helpers.importFile(name, toCsv(SAMPLE_HEADING, sampleRows(rows, { seed })));
  expect(view).toMatchObject({ importstatus: 4, validationfailures: [] });
  return view;
}

describe('processing that fails for good', () => {
  it('ends in Processing Failed with the error in the audit trail, and Retry through the API completes it with the right lines', async () => {
    const view = await verified('fails-then-retried.csv', 6, 301);
    faults.set(contractWritesDown());
    expect((await helpers.put(view.id, { version: view.version, importstatus: 7 })).status).toBe(200);
    const failed = (await helpers.getImport(view.id)).data;
    expect(failed.importstatus).toBe(13);
    expect(failed.audit.at(-1)).toMatchObject({ action: 'fail', from: 8, to: 13, userid: 'system' });
    expect(failed.audit.at(-1)?.reason).toMatch(/^Processing failed after 3 attempts: InternalServerError: Injected: internal server error$/);
    expect(failed.audit.filter((entry) => entry.action === 'process')).toHaveLength(1);

    faults.clear();
    const retried = await helpers.put(view.id, { version: failed.version, importstatus: 7 });
    expect(retried.status).toBe(200);
    expect(retried.data).toMatchObject({ importstatus: 7 });
    const done = (await helpers.getImport(view.id)).data;
    expect(done.importstatus).toBe(9);
    expect(done.audit.map((entry) => entry.action).slice(-4)).toEqual(['fail', 'retry', 'process', 'complete']);
    const contracts = await contractsOf(view.id);
    expect(contracts).toHaveLength(6);
    // The approval time, not the retry's, is in every line's key: one set of lines, no strays.
    const approval = done.audit.find((entry) => entry.action === 'approve') as { at?: string } | undefined;
    expect(new Set(contracts.map((line) => line.receiveddate))).toEqual(new Set([approval?.at]));
  }, 90_000);

  it('ends in Processing Failed saying the database was too busy when its contract writes stay unprocessed, and Retry completes it', async () => {
    const view = await verified('busy-database.csv', 6, 305);
    const contracts = physicalTableName('contracts');
    faults.set({ service: 'dynamodb', command: /^BatchWrite/, when: (input) => contracts in (input.RequestItems as object), kind: 'unprocessed', attempts: Infinity });
    expect((await helpers.put(view.id, { version: view.version, importstatus: 7 })).status).toBe(200);
    expect(faults.injected().dynamodb).toBeGreaterThan(0);
    const failed = (await helpers.getImport(view.id)).data;
    expect(failed.importstatus).toBe(13);
    expect(failed.audit.at(-1)).toMatchObject({ action: 'fail', from: 8, to: 13, reason: 'Processing failed after 3 attempts: the database was too busy to save the import; retry it' });

    faults.clear();
    expect((await helpers.put(view.id, { version: failed.version, importstatus: 7 })).status).toBe(200);
    expect((await helpers.getImport(view.id)).data.importstatus).toBe(9);
    expect(await contractsOf(view.id)).toHaveLength(6);
  }, 120_000);

  it('removes the lines a failed run wrote when the import is rejected from Processing Failed', async () => {
    const view = await verified('fails-then-rejected.csv', 12, 302);
    // The first batch of each run is written, the second fails: a run that leaves lines behind.
    faults.set(contractWritesDown(2));
    await helpers.put(view.id, { version: view.version, importstatus: 7 });
    faults.clear();
    const failed = (await helpers.getImport(view.id)).data;
    expect(failed.importstatus).toBe(13);
    expect((await linesOf(view.id)).length).toBeGreaterThanOrEqual(25);

    const rejected = await helpers.put(view.id, { version: failed.version, importstatus: 10, rejectionreason: 4 });
    expect(rejected.status).toBe(200);
    expect(rejected.data).toMatchObject({ importstatus: 10, rejectionreason: 4 });
    expect(await linesOf(view.id)).toEqual([]);
  }, 90_000);

  it('leaves a completed import and its lines as they are when its processing event or failure is delivered again', async () => {
    const view = await verified('duplicated.csv', 4, 303);
    await helpers.put(view.id, { version: view.version, importstatus: 7 });
    const done = (await helpers.getImport(view.id)).data;
    expect(done.importstatus).toBe(9);
    const before = await linesOf(view.id);

    const event = redeliveredEvent(requestKey('processing', view.id));
    await Promise.all([pipelineHandler<S3Event>('contract-import/process/process-import')(event), pipelineHandler<S3Event>('contract-import/process/process-import')(event)]);
    await pipelineHandler<SQSEvent>('contract-import/import-failed')(failureMessage('contract-import/process/process-import', event, new Error('late'), 3));
    const after = (await helpers.getImport(view.id)).data;
    expect(after).toMatchObject({ importstatus: 9, version: done.version });
    expect((await linesOf(view.id)).map((line) => line.sk).sort()).toEqual(before.map((line) => line.sk).sort());
  }, 90_000);

  it('retries an Approved import whose processing request was never written once its run is overdue, and refuses Retry where nothing is owed', async () => {
    const view = await verified('overdue.csv', 3, 304);
    // The approval stored, its processing request never written: the import waits in 7.
    faults.set({ service: 's3', command: /^PutObject/, when: (input) => String(input.Key).startsWith('processing-requests/'), kind: 'fail', attempts: Infinity });
    expect((await helpers.put(view.id, { version: view.version, importstatus: 7 })).status).toBeGreaterThanOrEqual(500);
    faults.clear();
    const waiting = (await helpers.getImport(view.id)).data;
    expect(waiting.importstatus).toBe(7);

    const documents = handlerClients().dynamodb;
    const last = waiting.audit.length - 1;
    await documents.send(
      new UpdateCommand({
        TableName: physicalTableName('fileimports'),
        Key: { id: view.id },
        UpdateExpression: `SET audit[${last}].#at = :at`,
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':at': new Date(Date.now() - PROCESSING_LEASE_MS - 1_000).toISOString() },
      }),
    );
    const retried = await helpers.put(view.id, { version: waiting.version, importstatus: 7 });
    expect(retried.status).toBe(200);
    const done = (await helpers.getImport(view.id)).data;
    expect(done.importstatus).toBe(9);
    expect(done.audit.map((entry) => entry.action).slice(-3)).toEqual(['retry', 'process', 'complete']);
    expect(await contractsOf(view.id)).toHaveLength(3);
    const refused = await helpers.put(view.id, { version: done.version, importstatus: 7 });
    expect(refused.status).toBe(422);
  }, 90_000);
});
