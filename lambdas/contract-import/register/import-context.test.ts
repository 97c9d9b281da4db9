import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { ImportContext } from '../../../domain/import';
import { SOURCE_TYPE } from '../../../domain/import/source';
import type { FileImportItem } from '../store/file-import';
import { validateAgainstRegister } from './import-context';

const dynamo = mockClient(DynamoDBDocumentClient);
const resources = { fileimports: 'imports', reference: 'reference', imports: 'bucket', meterpoints: 'register' };
const item = (sourcetype: number): FileImportItem => ({
  id: 'import-1', importdatetime: '2026-01-01T00:00:00.000Z', importstatus: 2, fileformat: 1, productdefinition: 1, sourcetype, sourceid: 101,
  userid: 'broker', username: 'broker Tester', manualverification: true, customercount: 1, rowcount: 1, failurecount: 0, warningcount: 0,
  version: 3, pagecount: 1, audit: [],
});
const meterpoints = [{ utilityid: 1 as const, mpxn: '1200000000001' }];
const registerReads = () => dynamo.commandCalls(BatchGetCommand).filter((call) => call.args[0].input.RequestItems?.register);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(BatchGetCommand).resolves({ Responses: {} });
});

describe('validateAgainstRegister', () => {
  it('answers an optimistic clean result without reading the register: the claim reads the entries once, under the lock', async () => {
    const validate = jest.fn((_context: ImportContext) => ({ meterpoints, failures: [] }));
    const checked = await validateAgainstRegister(resources, item(SOURCE_TYPE.intermediary), validate, true);
    expect(registerReads()).toHaveLength(0);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(checked.held.size).toBe(0);
  });

  it('reads the register for a result with failures, so the broker sees a meter point held elsewhere with the rest', async () => {
    await validateAgainstRegister(resources, item(SOURCE_TYPE.intermediary), () => ({ meterpoints, failures: ['a bad post code'] }), true);
    expect(registerReads()).toHaveLength(1);
  });

  it('reads the register for a renewal, which must find its meter points under contract, and when not optimistic', async () => {
    await validateAgainstRegister(resources, item(SOURCE_TYPE.renewal), () => ({ meterpoints, failures: [] }), true);
    await validateAgainstRegister(resources, item(SOURCE_TYPE.intermediary), () => ({ meterpoints, failures: [] }), false);
    expect(registerReads()).toHaveLength(2);
  });
});
