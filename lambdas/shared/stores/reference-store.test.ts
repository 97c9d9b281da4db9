import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { listReference } from './reference-store';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => dynamo.reset());

describe('listReference', () => {
  it('reads every page DynamoDB splits a list into, each from where the one before ended', async () => {
    const firstPageEnd = { pk: 'RELEASE', sk: '2' };
    const startKeys: unknown[] = [];
    dynamo.on(QueryCommand).callsFake((input: { ExclusiveStartKey?: unknown }) => {
      startKeys.push(input.ExclusiveStartKey);
      return startKeys.length === 1 ? { Items: [{ value: 'a' }, { value: 'b' }], LastEvaluatedKey: firstPageEnd } : { Items: [{ value: 'c' }] };
    });
    expect(await listReference('reference', 'RELEASE')).toEqual(['a', 'b', 'c']);
    expect(startKeys).toEqual([undefined, firstPageEnd]);
  });
});
