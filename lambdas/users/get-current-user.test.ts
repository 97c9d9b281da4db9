import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { MULTI, apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';

const dynamo = mockClient(DynamoDBDocumentClient);
setRouteEnvironment('GET /api/users/{id}');
const handler = loadHandler('users/get-current-user');

const intermediary = (id: number, name: string) => ({ pk: 'TPI', sk: String(id), value: { id, name, products: {} } });

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
  dynamo.on(BatchGetCommand).resolves({
    Responses: {
      [physicalName('reference')]: [
        intermediary(103, 'Northern Power Partners'),
        intermediary(101, 'Acme Energy Brokers'),
        intermediary(102, 'Brightside Utilities Consulting'),
      ],
    },
  });
});

const get = (id: string) => invoke(handler, apiEvent('GET /api/users/{id}', { sub: MULTI.id, pathParameters: { id } }));

describe('GET /api/users/0', () => {
  it("answers the caller's profile with their intermediaries sorted by name, and no email", async () => {
    const result = await get('0');
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({
      id: MULTI.id,
      firstname: MULTI.firstname,
      lastname: MULTI.lastname,
      applications: [2],
      tpis: [
        { id: 101, name: 'Acme Energy Brokers', products: {} },
        { id: 102, name: 'Brightside Utilities Consulting', products: {} },
        { id: 103, name: 'Northern Power Partners', products: {} },
      ],
      reports: MULTI.reports,
    });
    const keys = dynamo.commandCalls(BatchGetCommand)[0].args[0].input.RequestItems?.[physicalName('reference')].Keys;
    expect(keys).toEqual([{ pk: 'TPI', sk: '103' }, { pk: 'TPI', sk: '101' }, { pk: 'TPI', sk: '102' }]);
  });

  it("serves only the caller's own profile (id 0)", async () => {
    expect((await get('another-user')).statusCode).toBe(400);
  });
});
