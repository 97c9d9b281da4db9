import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { PAYMENT_MESSAGES, paymentLine } from '../../domain/preauthorisation/payment-request';
import { apiEvent, invoke, loadHandler, physicalName, setRouteEnvironment, usersTableReply } from '../../test/support/handler-tests';
import type { StoredAuthorisation } from './authorisation-store';

const dynamo = mockClient(DynamoDBDocumentClient);
const ROUTE = 'POST /api/meterpointauthorisations/{id}/requestinitialpayment';
setRouteEnvironment(ROUTE);
const handler = loadHandler('meterpointauthorisations/request-initial-payment');

const prices = [{ name: 'Unit Rate', value: 25.9 }, { name: 'Standing Charge', value: 52 }];
const meterpoints = [{ utilityid: 1 as const, mpxn: '1312345678907' }, { utilityid: 1 as const, mpxn: '2012345678385' }];
/** Two meter points checked together in request PQ1. */
const stored = (id: string, mpxn: string): StoredAuthorisation => ({
  id, tpiauthorisationid: 'PQ1', tpiid: 101, datetime: '2026-01-15T10:00:00.000Z', username: 'broker Tester', name: 'Harbour Bakery Ltd', product: 3,
  utilityid: 1, mpxn, contractterm: '36', contractterms: ['36'], limitedcompany: true, authorisationstatus: 1, creditcheckstatus: 1,
  paymentcalculationstatus: 1, annualconsumption: 20000, initialpayment: 1, commission: 1.5, tariffprices: prices, termprices: { '36': prices }, meterpoints,
});
const rows = [stored('A', '1312345678907'), stored('B', '2012345678385')];
const intermediary = { pk: 'intermediary', sk: '101', value: { id: 101, name: 'Test Broker', products: { 3: { fileformats: [], contractterms: ['36'], showthirdpartycosts: true, editthirdpartycosts: true, requestpaymentonprequalification: true } } } };

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand, { TableName: physicalName('users') }).callsFake(usersTableReply);
  dynamo.on(GetCommand, { TableName: physicalName('authorisations') }).callsFake((input: { Key: { id: string } }) => ({ Item: rows.find((row) => row.id === input.Key.id) }));
  dynamo.on(BatchGetCommand).resolves({ Responses: { [physicalName('reference')]: [intermediary] } });
  dynamo.on(UpdateCommand).resolves({});
});

const requestPayment = (ids: string[]) =>
  invoke(handler, apiEvent(ROUTE, {
    pathParameters: { id: ids[0] },
    body: { firstname: 'Ann', lastname: 'Baker', email: 'ann@example.com', paymentrequesttype: 'multi', initialpaymentdata: ids.map((id) => paymentLine(rows.find((row) => row.id === id)!)) },
  }));

describe(ROUTE, () => {
  it('refuses a multi meter request carrying one meter point, saying what to do, and claims nothing', async () => {
    const answer = await requestPayment(['A']);
    expect(answer.statusCode).toBe(422);
    expect(answer.json).toEqual([PAYMENT_MESSAGES.multiMeterOne]);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses one that holds two meter points but leaves out one checked in the same request', async () => {
    rows.push({ ...stored('C', '1412345678900'), tpiauthorisationid: 'PQ2', meterpoints: [{ utilityid: 1, mpxn: '1412345678900' }] });
    const answer = await requestPayment(['A', 'C']);
    rows.pop();
    expect(answer.statusCode).toBe(422);
    expect(answer.json).toEqual([PAYMENT_MESSAGES.multiMeterMissing('2012345678385')]);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
