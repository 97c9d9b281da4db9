import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { addressCountMessage, validateAddress } from '../../domain/address';
import { apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';
import type { FindAddressesResponse } from './find-addresses';

const dynamo = mockClient(DynamoDBDocumentClient);
setRouteEnvironment('GET /api/addresses/{postcode}', { POSTCODE_LOOKUP_ENDPOINT: 'simulator', POSTCODE_LOOKUP_SECRET: 'unused' });
const handler = loadHandler('addresses/find-addresses');

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
});

const find = (postcode: string) => invoke(handler, apiEvent('GET /api/addresses/{postcode}', { pathParameters: { postcode } }));

describe('GET /api/addresses/{postcode} on the simulator', () => {
  it('normalises the postcode and answers its one address in both shapes', async () => {
    const result = await find('bs14dj');
    expect(result.statusCode).toBe(200);
    const body = result.json as FindAddressesResponse;
    expect(body.postcode).toBe('BS1 4DJ');
    expect(addressCountMessage(body.addresses.length)).toBe('1 address found');
    expect(body.addresses[0]).toMatchObject({
      building_name: 'Harbour House',
      town_or_city: 'Bristol',
      formatted_address: expect.arrayContaining(['Harbour House', '12 Quay Street']) as unknown,
      buildingname: 'Harbour House',
      buildingnumber: '12',
      thoroughfare: 'Quay Street',
      posttown: 'Bristol',
      postcode: 'BS1 4DJ',
    });
  });

  it('answers addresses that pass the address rules', async () => {
    const body = (await find('M1%201AE')).json as FindAddressesResponse;
    expect(addressCountMessage(body.addresses.length)).toBe('6 addresses found');
    for (const address of body.addresses) expect(validateAddress(address)).toEqual([]);
  });

  it('identifies each address the same way on every lookup, and no two alike', async () => {
    const identifiers = async () => ((await find('LS1%204AP')).json as FindAddressesResponse).addresses.map((address) => address.addressidentifier);
    const first = await identifiers();
    expect(new Set(first).size).toBe(3);
    for (const identifier of first) expect(identifier).toMatch(/^[0-9a-f]{64}$/);
    expect(await identifiers()).toEqual(first);
  });

  it('answers no addresses for a valid postcode it does not know', async () => {
    const result = await find('SW1A 2AA');
    expect(result.statusCode).toBe(200);
    expect(result.json).toEqual({ postcode: 'SW1A 2AA', addresses: [] });
  });

  it('refuses an invalid postcode with 400', async () => {
    const result = await find('NOT A POSTCODE');
    expect(result.statusCode).toBe(400);
    expect(result.json).toEqual({ message: 'Invalid postcode', errors: ['postcode: Post code is not a valid UK post code'] });
  });
});
