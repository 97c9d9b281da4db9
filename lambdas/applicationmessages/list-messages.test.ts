import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { APPLICATION_MESSAGES } from '../../domain/reference-data';
import { apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';

const dynamo = mockClient(DynamoDBDocumentClient);
setRouteEnvironment('GET /api/applicationmessages');
const handler = loadHandler('applicationmessages/list-messages');

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
  // Stored out of order, to prove the handler sorts by message order.
  dynamo.on(QueryCommand).resolves({ Items: [...APPLICATION_MESSAGES].reverse().map((value) => ({ value })) });
});

const list = (query?: Record<string, string>) => invoke(handler, apiEvent('GET /api/applicationmessages', { query }));

describe('GET /api/applicationmessages', () => {
  it("answers the application's banners in message order", async () => {
    const result = await list({ applicationid: '2' });
    expect(result.statusCode).toBe(200);
    expect((result.json as { messageorder: number; header: string }[]).map((m) => [m.messageorder, m.header])).toEqual([
      [1, 'Planned maintenance'],
      [2, 'Industry data delays'],
    ]);
    expect(dynamo.commandCalls(QueryCommand)[0].args[0].input.ExpressionAttributeValues).toEqual({ ':pk': 'MESSAGE#2' });
  });

  it('needs the application id', async () => {
    const result = await list();
    expect(result.statusCode).toBe(400);
    expect((result.json as { errors: string[] }).errors).toHaveLength(1);
    expect((result.json as { errors: string[] }).errors[0]).toMatch(/^applicationid: /);
  });
});
