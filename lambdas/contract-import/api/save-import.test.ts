import { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchGetCommand, BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sdkStreamMixin } from '@smithy/core/serde';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../../test/support/handler-tests';
import type { FileImportItem } from '../store/file-import';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
/** A stored object's body as the SDK hands it over. */
const objectBody = (text: string) => ({ Body: sdkStreamMixin(Readable.from([Buffer.from(text)])) });
setRouteEnvironment('PUT /api/fileimports/{id}');
const handler = loadHandler('contract-import/api/save-import');

const stored: FileImportItem = {
  id: 'import-1', importdatetime: '2026-01-01T00:00:00.000Z', importstatus: 4, fileformat: 1, productdefinition: 1, sourcetype: 1, sourceid: 101,
  userid: 'broker', username: 'broker Tester', manualverification: true, customercount: 1, rowcount: 2, failurecount: 0, warningcount: 0,
  version: 3, payloadversion: '3-abc', pagecount: 1, payloadkind: 'structured', audit: [],
};

function given(item: Partial<FileImportItem>) {
  dynamo.on(GetCommand, { TableName: physicalName('fileimports') }).resolves({ Item: { ...stored, ...item } });
}

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
  s3.on(GetObjectCommand).callsFake(() => objectBody('[]'));
  dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({ Attributes: { ...stored, importstatus: input.ExpressionAttributeValues[':to'] } }));
  given({});
});

const put = (body: Record<string, unknown>) => invoke(handler, apiEvent('PUT /api/fileimports/{id}', { pathParameters: { id: 'import-1' }, body }));

describe('PUT /api/fileimports/{id}', () => {
  it('refuses a stale version with 409 before writing anything', async () => {
    expect((await put({ version: 2, importstatus: 10, rejectionreason: 1 })).statusCode).toBe(409);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('rejects only with a known rejection reason, recording it', async () => {
    expect((await put({ version: 3, importstatus: 10 })).json).toMatchObject({ errors: ['rejectionreason: a rejection reason is required'] });
    expect((await put({ version: 3, importstatus: 10, rejectionreason: 99 })).statusCode).toBe(400);
    const rejected = await put({ version: 3, importstatus: 10, rejectionreason: 2 });
    expect(rejected.statusCode).toBe(200);
    const update = dynamo.commandCalls(UpdateCommand)[0].args[0].input;
    expect(update.ConditionExpression).toBe('#version = :version AND #status = :from');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':version': 3, ':next': 4, ':from': 4, ':to': 10 });
    expect(Object.values(update.ExpressionAttributeValues ?? {})).toContain(2);
  });

  it('lets go of the rejected import\'s meter-point claims after the status write, under the register lock, and only its own', async () => {
    const meterpoints = [{ utilityid: 1, mpxn: '1200000000001' }, { utilityid: 1, mpxn: '1200000000002' }, { utilityid: 2, mpxn: '1234567890' }];
    s3.on(GetObjectCommand).callsFake(() => objectBody(JSON.stringify(meterpoints)));
    const register = physicalName('meterpoints');
    const entry = (mpxn: string, holders: Record<string, string>) => ({ id: `101#${mpxn}`, tpiid: 101, mpxn, utilityid: 1, updatedat: '2026-01-01T00:00:00.000Z', ...holders });
    dynamo.on(BatchGetCommand).resolves({
      Responses: { [register]: [entry('1200000000001', { openimportid: 'import-1', contractimportid: 'import-0' }), entry('1200000000002', { openimportid: 'import-9' }), entry('1234567890', { openimportid: 'import-1' })] },
    });
    dynamo.on(PutCommand).resolves({});
    dynamo.on(DeleteCommand).resolves({});
    dynamo.on(BatchWriteCommand).resolves({});
    expect((await put({ version: 3, importstatus: 10, rejectionreason: 2 })).statusCode).toBe(200);
    const calls = dynamo.calls().map((call) => call.args[0] as { constructor: { name: string }; input: { Item?: { id: string }; Key?: { id: string } } }).filter((command) => command.constructor.name !== 'GetCommand');
    // The status write first; then, per lock shard, the lock taken, the entries read and written back, the lock given back.
    expect(calls[0].constructor.name).toBe('UpdateCommand');
    const held = new Set<string>();
    const taken: string[] = [];
    for (const command of calls.slice(1)) {
      const name = command.constructor.name;
      if (name === 'PutCommand') {
        taken.push(command.input.Item!.id);
        held.add(command.input.Item!.id);
      } else if (name === 'DeleteCommand') {
        expect(held.delete(command.input.Key!.id)).toBe(true);
      } else {
        expect(name).toMatch(/^Batch(Get|Write)Command$/);
        expect(held.size).toBeGreaterThan(0);
      }
    }
    expect(held.size).toBe(0);
    expect(new Set(taken).size).toBe(taken.length);
    for (const call of dynamo.commandCalls(PutCommand)) {
      expect(call.args[0].input).toMatchObject({ TableName: register, Item: { id: expect.stringMatching(/^LOCK#101#\d+$/) as unknown }, ConditionExpression: 'attribute_not_exists(id) OR expiresat < :now' });
    }
    const requests = dynamo.commandCalls(BatchWriteCommand).flatMap((call) => call.args[0].input.RequestItems?.[register] ?? []);
    // The contract hold stays; the entry held by nothing else goes; another import's claim is not touched.
    expect(requests.map((request) => [request.PutRequest ? 'put' : 'delete', String(request.PutRequest?.Item?.id ?? request.DeleteRequest?.Key?.id)])).toEqual([
      ['put', '101#1200000000001'],
      ['delete', '101#1234567890'],
    ]);
    expect(requests.find((request) => request.PutRequest)?.PutRequest?.Item).toMatchObject({ contractimportid: 'import-0' });
    expect(requests.find((request) => request.PutRequest)?.PutRequest?.Item).not.toHaveProperty('openimportid');
  });

  it('approves only an import without failures, and never together with edits', async () => {
    expect((await put({ version: 3, importstatus: 7, structureddata: '[]' })).statusCode).toBe(400);
    given({ failurecount: 2 });
    expect((await put({ version: 3, importstatus: 7 })).json).toMatchObject({ message: 'Validation failed', errors: ['Correct the failures before approving'] });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it.each([7, 8, 9, 10, 11, 12])('refuses to edit an import in status %i', async (importstatus) => {
    given({ importstatus: importstatus as FileImportItem['importstatus'] });
    const result = await put({ version: 3, page: 1, structureddata: '[]' });
    expect(result.statusCode).toBe(422);
    expect(result.json).toMatchObject({ message: `An import in status ${importstatus} cannot be edited` });
  });

  it("answers 404 for another intermediary's import and for none", async () => {
    given({ sourceid: 102 });
    expect((await put({ version: 3, importstatus: 10, rejectionreason: 1 })).statusCode).toBe(404);
    dynamo.on(GetCommand, { TableName: physicalName('fileimports') }).resolves({});
    expect((await put({ version: 3, importstatus: 10, rejectionreason: 1 })).statusCode).toBe(404);
  });

  it('answers 409 when the conditional write loses a race', async () => {
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('conditional'), { name: 'ConditionalCheckFailedException' }));
    expect((await put({ version: 3, importstatus: 10, rejectionreason: 1 })).statusCode).toBe(409);
  });

  it('refuses to reject an import already complete', async () => {
    given({ importstatus: 9 });
    expect((await put({ version: 3, importstatus: 10, rejectionreason: 1 })).statusCode).toBe(422);
  });
});
