import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { NO_INTERMEDIARY, apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';

const dynamo = mockClient(DynamoDBDocumentClient);
setRouteEnvironment('GET /entities/{entity}');
const handler = loadHandler('entities/get-entity');

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
});

const get = (entity: string, sub?: string) => invoke(handler, apiEvent('GET /entities/{entity}', { pathParameters: { entity }, sub }));

describe('GET /entities/{entity}', () => {
  it('answers the metadata of an entity', async () => {
    const result = await get('elecmeterpoint');
    expect(result.statusCode).toBe(200);
    expect(result.json).toMatchObject({
      description: 'Electricity Meter Point',
      plural: 'Electricity Meter Points',
      displayfields: ['mpancore'],
      fields: { mpancore: { label: 'MPAN Core', type: 'varchar', length: 13, nullable: false } },
    });
  });

  it('answers 404 for an unknown entity', async () => {
    expect((await get('user')).statusCode).toBe(404);
  });

  it('refuses a user without intermediaries', async () => {
    expect((await get('site', NO_INTERMEDIARY.id)).statusCode).toBe(403);
  });
});
