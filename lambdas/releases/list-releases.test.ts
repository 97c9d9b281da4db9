import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { RELEASES } from '../../domain/reference-data';
import { apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';

const dynamo = mockClient(DynamoDBDocumentClient);
setRouteEnvironment('GET /api/releases');
const handler = loadHandler('releases/list-releases');

const later = { ...RELEASES[0], version: '2020.10.0', status: 'Live', releasedate: '2020-10-01', notes: [] };

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
  dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'RELEASE' } }).resolves({ Items: [...RELEASES, later].map((value) => ({ value })) });
});

describe('GET /api/releases', () => {
  it('answers every release, newest first, with its notes', async () => {
    const result = await invoke(handler, apiEvent('GET /api/releases'));
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual([
      later,
      {
        version: '2020.3.1',
        application: 'Broker Signing Tool',
        status: 'Test',
        releasetype: 'Major',
        releasedate: '2020-03-27',
        notes: [expect.stringContaining('commission uplift')],
      },
    ]);
  });
});
