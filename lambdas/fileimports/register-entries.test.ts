import { BatchGetCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { MeterPointRef } from '../../domain/import';
import { changeEntries, type DecideEntries, type EntryDecision, type RegisterEntry } from './register-entries';

const dynamo = mockClient(DynamoDBDocumentClient);
const conditionFailed = Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

const meterpoints: MeterPointRef[] = [{ mpxn: '1900000000001', utilityid: 1 }, { mpxn: '1900000000002', utilityid: 1 }];
const entry = (mpxn: string, holders: Partial<RegisterEntry>): RegisterEntry => ({ id: `101#${mpxn}`, tpiid: 101, mpxn, utilityid: 1, updatedat: '2026-11-01T00:00:00.000Z', ...holders });

/** Claims every meter point for `importid` unless another import holds it. */
const claimFor = (importid: string): DecideEntries => async (entries, chunk) =>
  new Map(chunk.map((meterpoint): [string, EntryDecision] => {
    const found = entries.get(meterpoint.mpxn);
    return [meterpoint.mpxn, found?.openimportid && found.openimportid !== importid ? 'lost' : { openimportid: importid }];
  }));

const conditionOf = (input: { ConditionExpression?: string; ExpressionAttributeNames?: Record<string, string> }) =>
  Object.entries(input.ExpressionAttributeNames ?? {}).reduce((condition, [name, field]) => condition.split(name).join(field), input.ConditionExpression ?? '');

beforeEach(() => dynamo.reset());

describe('changeEntries', () => {
  it('writes each entry on condition that it is still as read: absent, or at the revision read', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { meterpoints: [entry(meterpoints[1].mpxn, { contractimportid: 'done', revision: 'r1' })] } });
    dynamo.on(PutCommand).resolves({});
    const outcome = await changeEntries('meterpoints', 101, meterpoints, claimFor('new'));
    expect(outcome).toEqual({ written: meterpoints, lost: [] });
    const puts = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(puts.map(conditionOf)).toEqual(['attribute_not_exists(revision)', 'revision = :seen']);
    expect(puts[1].ExpressionAttributeValues).toEqual({ ':seen': 'r1' });
    expect(new Set(puts.map((put) => (put.Item as RegisterEntry).revision)).size).toBe(2);
  });

  it('reads an entry again when another writer came first, and loses a claim it now finds held', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { meterpoints: [] } });
    dynamo.on(PutCommand, { Item: { id: `101#${meterpoints[0].mpxn}` } }).rejects(conditionFailed);
    dynamo.on(PutCommand, { Item: { id: `101#${meterpoints[1].mpxn}` } }).resolves({});
    dynamo.on(GetCommand).resolves({ Item: entry(meterpoints[0].mpxn, { openimportid: 'first', revision: 'r2' }) });
    const outcome = await changeEntries('meterpoints', 101, meterpoints, claimFor('late'));
    expect(outcome).toEqual({ written: [meterpoints[1]], lost: [meterpoints[0].mpxn] });
    expect(dynamo.commandCalls(GetCommand)[0].args[0].input).toMatchObject({ ConsistentRead: true });
  });

  it('writes nothing of a chunk with a meter point lost when read', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { meterpoints: [entry(meterpoints[0].mpxn, { openimportid: 'first', revision: 'r1' })] } });
    expect(await changeEntries('meterpoints', 101, meterpoints, claimFor('late'))).toEqual({ written: [], lost: [meterpoints[0].mpxn] });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('deletes an entry left holding nothing, at the revision read, and leaves an absent one absent', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { meterpoints: [entry(meterpoints[0].mpxn, { openimportid: 'gone', revision: 'r1' })] } });
    dynamo.on(DeleteCommand).resolves({});
    await changeEntries('meterpoints', 101, meterpoints, async (_entries, chunk) => new Map(chunk.map((meterpoint) => [meterpoint.mpxn, {}])));
    const deletes = dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input);
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatchObject({ Key: { id: `101#${meterpoints[0].mpxn}` }, ExpressionAttributeValues: { ':seen': 'r1' } });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
