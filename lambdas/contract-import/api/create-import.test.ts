import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchGetCommand, BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { sampleImport } from '../../../test/support/sample-rows';
import { apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../../test/support/handler-tests';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
setRouteEnvironment('POST /api/fileimports');
const handler = loadHandler('contract-import/api/create-import');

const product = (fileformats: number[], manualuploadformat?: number, editthirdpartycosts = true) => ({
  fileformats, contractterms: ['12', '24', '36'], manualuploadformat, showthirdpartycosts: true, editthirdpartycosts,
});
// Product 4 lets only the supplier set commission.
const acme = { id: 101, name: 'Acme Energy Brokers', products: { 1: product([1, 2], 3), 2: product([1, 2]), 4: product([1, 2], 3, false) } };

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
  dynamo.on(GetCommand, { TableName: physicalName('fileimports') }).resolves({});
  dynamo.on(BatchGetCommand).resolves({ Responses: { [physicalName('reference')]: [{ pk: 'TPI', sk: '101', value: acme }] } });
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
});

const upload = { s3key: '101/contracts.csv', fileformat: 1, productdefinition: 1, importstatus: 1, sourcetype: 1, sourceid: 101 };
const post = (body: Record<string, unknown>) => invoke(handler, apiEvent('POST /api/fileimports', { body }));

describe('POST /api/fileimports', () => {
  it('creates an uploaded file in status 1 with a pointer from its key, then asks for its validation', async () => {
    const result = await post(upload);
    expect(result.statusCode).toBe(200);
    const id = (result.json as { id: string }).id;
    const items = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(items).toEqual([{ id: 'S3KEY#101/contracts.csv', importid: id, at: expect.any(String) as unknown }, expect.objectContaining({ id, importstatus: 1, version: 1, s3key: '101/contracts.csv' })]);
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.Key)).toEqual([`validation-requests/${id}.request`]);
  });

  it('refuses a file whose import another request is writing this moment, and frees a file whose create died a minute ago', async () => {
    const pointer = (at: Date) => dynamo.on(GetCommand, { TableName: physicalName('fileimports'), Key: { id: 'S3KEY#101/contracts.csv' } }).resolves({ Item: { importid: 'being-written', at: at.toISOString() } });
    pointer(new Date(Date.now() - 1_000));
    const refused = await post(upload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json).toEqual({ message: 'This file is already being imported' });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    pointer(new Date(Date.now() - 61_000));
    expect((await post(upload)).statusCode).toBe(200);
    expect(dynamo.commandCalls(PutCommand)[0].args[0].input).toMatchObject({ ConditionExpression: 'importid = :earlier', ExpressionAttributeValues: { ':earlier': 'being-written' } });
  });

  it.each([['102/contracts.csv'], ['101/../102/contracts.csv'], ['101//contracts.csv'], [undefined]])("refuses the file key %s outside the intermediary's folder", async (s3key) => {
    const result = await post({ ...upload, s3key });
    expect(result.statusCode).toBe(400);
    expect(result.json).toMatchObject({ errors: ['s3key: must be a file under 101/'] });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("refuses a product the intermediary does not offer and a file format that is not the product's", async () => {
    expect((await post({ ...upload, productdefinition: 3 })).json).toMatchObject({ errors: ['productdefinition: not a product of this intermediary'] });
    expect((await post({ ...upload, fileformat: 3 })).json).toMatchObject({ errors: ['fileformat: not a file format of this product'] });
    expect((await post({ ...upload, importstatus: 4, productdefinition: 2, fileformat: 3 })).statusCode).toBe(400);
  });

  it('answers 403 for an intermediary the caller does not act for', async () => {
    expect((await post({ ...upload, sourceid: 102, s3key: '102/contracts.csv' })).statusCode).toBe(403);
  });

  it('refuses a status other than 1 or 4', async () => {
    expect((await post({ ...upload, importstatus: 7 })).statusCode).toBe(400);
  });

  it('stores valid manual entry in status 4 with its payload pages, and refuses an empty or invalid one', async () => {
    const manual = { fileformat: 3, productdefinition: 1, importstatus: 4, sourcetype: 1, sourceid: 101 };
    const valid = await post({ ...manual, structureddata: JSON.stringify(sampleImport(2, { seed: 40 }).customers) });
    expect(valid.statusCode).toBe(200);
    expect(valid.json).toMatchObject({ importstatus: 4, customercount: 1, pagecount: 1, payloadkind: 'structured', manualverification: true });
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.Key?.replace(/^payloads\/[^/]+\/[^/]+\//, ''))).toEqual(['page-1.json', 'meterpoints.json']);

    expect((await post({ ...manual, structureddata: '[]' })).json).toMatchObject({ errors: ['structureddata: at least one customer is required'] });
    expect((await post({ ...manual, structureddata: '{"not":"a list"}' })).json).toMatchObject({ errors: ['structureddata: must be a list of customers'] });
    const [customer] = sampleImport(1, { seed: 41 }).customers;
    const broken = { ...customer, name: '' };
    const invalid = await post({ ...manual, structureddata: [broken] });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json).toMatchObject({ message: 'Validation failed', errors: ['Line 1: customer name Required'] });
  });

  it('refuses a manual entry that sets commission where the product lets only the supplier set it, storing nothing', async () => {
    const manual = { fileformat: 3, productdefinition: 4, importstatus: 4, sourcetype: 1, sourceid: 101 };
    const [customer] = sampleImport(1, { seed: 42 }).customers;
    const refused = await post({ ...manual, structureddata: [customer] });
    expect(refused.statusCode).toBe(400);
    const mpan = String(customer.sites[0].products[0].elecmeterpoints![0].mpancore);
    expect(refused.json).toMatchObject({ errors: [`Line 1: Uplift (p/kWh) of meter point ${mpan} is set by the supplier for this product: leave it empty`] });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(s3.commandCalls(PutObjectCommand)).toEqual([]);
  });

  it.each([2, 3])('refuses source type %i: a broker creates the import screen\'s type 1, renewals come from the supplier', async (sourcetype) => {
    const refused = await post({ ...upload, sourcetype });
    expect(refused.statusCode).toBe(400);
    expect(refused.json).toMatchObject({ errors: ['sourcetype: an import made here is source type 1; renewals are made by the supplier'] });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
