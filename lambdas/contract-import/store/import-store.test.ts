import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { ImportStatus } from '../../../domain/import/status';
import { PIPELINE, type FileImportItem } from './file-import';
import { changeImport } from './import-store';

const dynamo = mockClient(DynamoDBDocumentClient);

const item = (importstatus: ImportStatus): FileImportItem => ({
  id: 'import-1', importdatetime: '2026-01-01T00:00:00.000Z', importstatus, fileformat: 1, productdefinition: 1, sourcetype: 1, sourceid: 101,
  userid: 'broker', username: 'broker Tester', manualverification: true, customercount: 1, rowcount: 2, failurecount: 0, warningcount: 0,
  version: 3, pagecount: 1, audit: [],
});

/** The update's expression with its names put back, so the test reads what DynamoDB would do. */
async function updateFor(from: ImportStatus, to: ImportStatus, action: 'validate' | 'process' | 'approve' | 'complete') {
  dynamo.reset();
  dynamo.on(UpdateCommand).resolves({ Attributes: {} });
  await changeImport('imports', item(from), { to, action, actor: PIPELINE });
  const input = dynamo.commandCalls(UpdateCommand)[0].args[0].input;
  const names = input.ExpressionAttributeNames ?? {};
  return Object.entries(names).reduce((expression, [name, field]) => expression.split(name).join(field), input.UpdateExpression ?? '');
}

describe('changeImport keeps the sparse in-pipeline index to the imports the pipeline is running', () => {
  it('gives an import entering Validating or Processing its pipeline status', async () => {
    expect(await updateFor(1, 2, 'validate')).toMatch(/SET .*pipelinestatus = :to/);
    expect(await updateFor(7, 8, 'process')).toMatch(/SET .*pipelinestatus = :to/);
  });

  it('takes it away from an import leaving them, and never gives it to another status', async () => {
    for (const [from, to, action] of [[2, 4, 'validate'], [8, 9, 'complete'], [4, 7, 'approve']] as const) {
      const expression = await updateFor(from, to, action);
      expect(expression).toMatch(/REMOVE .*pipelinestatus/);
      expect(expression).not.toMatch(/pipelinestatus = /);
    }
  });
});
