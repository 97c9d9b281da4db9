import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import type { FileImportItem } from './store/file-import';
import { bucketEnvName, tableEnvName } from '../shared/resources';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
process.env[tableEnvName('fileimports')] = 'test-fileimports';
process.env[bucketEnvName('imports')] = 'test-imports';
process.env.AWS_REGION ??= 'eu-west-2';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the table and bucket names are set above; an import would be hoisted before them
const { handler } = require('./import-failed') as { handler: (event: SQSEvent) => Promise<void> };

const item = (importstatus: number) => ({ id: 'import-1', importstatus, version: 2, sourceid: 101, audit: [] }) as unknown as FileImportItem;

/** What Lambda's on-failure destination puts in the queue for a failed S3 event. */
const failedEvent = (key: string): SQSEvent =>
  ({ Records: [{ body: JSON.stringify({ requestPayload: { Records: [{ s3: { object: { key } } }] } }) }] }) as unknown as SQSEvent;

function given(status: number) {
  dynamo.on(GetCommand, { Key: { id: 'S3KEY#101/contracts.csv' } }).resolves({ Item: { importid: 'import-1' } });
  dynamo.on(GetCommand, { Key: { id: 'import-1' } }).resolves({ Item: item(status) });
}

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(UpdateCommand).resolves({ Attributes: item(3) });
});

describe('import-failed, the reader of the failure queue', () => {
  it.each([1, 2])('ends an import left in status %i in 3 with the import error', async (status) => {
    given(status);
    await handler(failedEvent('101/contracts.csv'));
    const update = dynamo.commandCalls(UpdateCommand)[0].args[0].input;
    expect(update.ExpressionAttributeValues).toMatchObject({ ':from': status, ':to': 3 });
    const page = JSON.parse(String(s3.commandCalls(PutObjectCommand)[0].args[0].input.Body)) as { validationfailures: unknown };
    expect(page.validationfailures).toEqual([{ message: 'An error occurred importing the file', line: 0, row: 0 }]);
  });

  it('leaves an import that finished meanwhile as it is', async () => {
    given(4);
    await handler(failedEvent('101/contracts.csv'));
    await handler(failedEvent('processing-requests/import-1.request'));
    given(9);
    await handler(failedEvent('processing-requests/import-1.request'));
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it.each([7, 8])('moves an import whose processing failed every retry from %i to 13, naming the error in its audit entry', async (status) => {
    given(status);
    const body = { requestContext: { condition: 'RetriesExhausted', approximateInvokeCount: 3 }, requestPayload: { Records: [{ s3: { object: { key: 'processing-requests/import-1.request' } } }] }, responsePayload: { errorType: 'RangeError', errorMessage: 'Invalid time value' } };
    await handler({ Records: [{ body: JSON.stringify(body) }] } as unknown as SQSEvent);
    const update = dynamo.commandCalls(UpdateCommand)[0].args[0].input;
    expect(update.ExpressionAttributeValues).toMatchObject({ ':from': status, ':to': 13 });
    expect(update.ExpressionAttributeValues?.[':entry']).toEqual([
      expect.objectContaining({ action: 'fail', from: status, to: 13, reason: 'Processing failed after 3 attempts: RangeError: Invalid time value' }),
    ]);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('says a processing run that found the database too busy through every retry was no fault of the import', async () => {
    given(8);
    const body = { requestContext: { condition: 'RetriesExhausted', approximateInvokeCount: 3 }, requestPayload: { Records: [{ s3: { object: { key: 'processing-requests/import-1.request' } } }] }, responsePayload: { errorType: 'DatabaseBusyError', errorMessage: 'contracts left 25 items of a batch unprocessed after 5 attempts' } };
    await handler({ Records: [{ body: JSON.stringify(body) }] } as unknown as SQSEvent);
    const update = dynamo.commandCalls(UpdateCommand)[0].args[0].input;
    expect(update.ExpressionAttributeValues?.[':entry']).toEqual([
      expect.objectContaining({ action: 'fail', to: 13, reason: 'Processing failed after 3 attempts: the database was too busy to save the import; retry it' }),
    ]);
  });

  const runningSince = (status: number, msAgo: number) => {
    const running = { ...item(status), audit: [{ at: new Date(Date.now() - msAgo).toISOString(), userid: 'system', username: 'Import pipeline', action: 'validate', from: status - 1, to: status }] };
    dynamo.on(GetCommand, { Key: { id: 'S3KEY#101/contracts.csv' } }).resolves({ Item: { importid: 'import-1' } });
    dynamo.on(GetCommand, { Key: { id: 'import-1' } }).resolves({ Item: running });
  };

  it('leaves an import in Validating alone while another run holds it within its lease: the failure was a duplicate delivery', async () => {
    runningSince(2, 5_000);
    await handler(failedEvent('101/contracts.csv'));
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('still fails a processing run that failed within its lease, which leaves its import in Processing', async () => {
    runningSince(8, 5_000);
    await handler(failedEvent('processing-requests/import-1.request'));
    expect(dynamo.commandCalls(UpdateCommand)[0].args[0].input.ExpressionAttributeValues).toMatchObject({ ':from': 8, ':to': 13 });
  });

  it('takes a conflict with a run that finished at the same moment as done', async () => {
    given(2);
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('conditional'), { name: 'ConditionalCheckFailedException' }));
    await expect(handler(failedEvent('101/contracts.csv'))).resolves.toBeUndefined();
  });
});
