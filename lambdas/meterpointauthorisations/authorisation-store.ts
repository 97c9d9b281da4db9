import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { HomeAddress, InitialPaymentLine, MeterPointAuthorisation } from '../../domain/preauthorisation/types';
import { documentClient } from '../shared/dynamodb';
import { queryPage } from '../shared/query-page';

/** A stored authorisation: the list row plus the person's details and, once requested, the payment. */
export interface StoredAuthorisation extends MeterPointAuthorisation, HomeAddress {
  readonly firstname?: string;
  readonly surname?: string;
  readonly dateofbirth?: string;
  readonly addressidentifier?: string;
  readonly paymentid?: string;
  readonly initialpaymentlines?: readonly InitialPaymentLine[];
}

/** Most rows a list page answers; the screen shows them 20 at a time and asks for older pages. */
export const LIST_LIMIT = 1000;

export async function putAuthorisation(table: string, row: StoredAuthorisation): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: table, Item: row, ConditionExpression: 'attribute_not_exists(id)' }));
}

export async function getAuthorisation(table: string, id: string): Promise<StoredAuthorisation | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: table, Key: { id } }));
  return Item as StoredAuthorisation | undefined;
}

/** Where a list page of the byIntermediary index starts after: the last row's table and index keys. */
export interface ListKey {
  readonly id: string;
  readonly tpiid: number;
  readonly datetime: string;
}

/**
 * An intermediary's authorisations since a date, newest first: one Query on the byIntermediary index,
 * reading at most a page of rows, and the key to start the next page after when the window holds more.
 */
export const listAuthorisations = (table: string, tpiid: number, from: string, after?: ListKey) =>
  queryPage<StoredAuthorisation, ListKey>(
    {
      TableName: table,
      IndexName: 'byIntermediary',
      KeyConditionExpression: 'tpiid = :tpiid AND #datetime >= :from',
      ExpressionAttributeNames: { '#datetime': 'datetime' },
      ExpressionAttributeValues: { ':tpiid': tpiid, ':from': from },
      ScanIndexForward: false,
    },
    LIST_LIMIT,
    after,
  );

/**
 * Claims a row for a payment request: only if no request has been made for it. A second request,
 * or two racing ones, fails the condition (409) instead of asking the customer to pay twice.
 */
export async function claimForPayment(table: string, id: string, linkedTo: string | undefined, paymentstatus: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: table,
      Key: { id },
      ConditionExpression: 'attribute_exists(id) AND attribute_not_exists(initialpaymentstatus) AND attribute_not_exists(linkedtpiauthorisationid)',
      UpdateExpression: linkedTo
        ? 'SET initialpaymentstatus = :requested, paymentstatus = :status, linkedtpiauthorisationid = :linked'
        : 'SET initialpaymentstatus = :requested, paymentstatus = :status',
      ExpressionAttributeValues: { ':requested': 1, ':status': paymentstatus, ...(linkedTo ? { ':linked': linkedTo } : {}) },
    }),
  );
}

/** Undoes a claim when the provider refused the request, so it can be made again. */
export async function releaseClaim(table: string, id: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({ TableName: table, Key: { id }, UpdateExpression: 'REMOVE initialpaymentstatus, paymentstatus, linkedtpiauthorisationid' }),
  );
}

export interface RequestedPayment {
  readonly paymentstatus: string;
  readonly initialpayment: number;
  readonly commission: number;
  readonly paymentid?: string;
  readonly initialpaymentlines?: readonly InitialPaymentLine[];
}

/** Records what was requested: the amount and commission per row, the provider's id and the lines on the first row. */
export async function recordPaymentRequested(table: string, id: string, payment: RequestedPayment): Promise<void> {
  const values: Record<string, unknown> = {
    ':status': payment.paymentstatus,
    ':amount': payment.initialpayment,
    ':commission': payment.commission,
  };
  let expression = 'SET paymentstatus = :status, initialpayment = :amount, commission = :commission';
  if (payment.paymentid) {
    expression += ', paymentid = :paymentid, initialpaymentlines = :lines';
    values[':paymentid'] = payment.paymentid;
    values[':lines'] = payment.initialpaymentlines ?? [];
  }
  await documentClient.send(new UpdateCommand({ TableName: table, Key: { id }, UpdateExpression: expression, ExpressionAttributeValues: values }));
}

export type PaymentOutcome = 'paid' | 'declined';

/**
 * The provider's word that a payment was paid or declined, applied to the row it was requested for
 * and every row linked to it. The same word again rewrites the same values, so a repeated delivery
 * changes nothing and completes one that stopped part way; the other word for a settled row fails
 * the condition (409). The client is a parameter: the payment webhook passes the Lambda's.
 */
export async function settlePayment(client: DynamoDBDocumentClient, table: string, id: string, outcome: PaymentOutcome): Promise<string[]> {
  const { Item } = await client.send(new GetCommand({ TableName: table, Key: { id } }));
  const row = Item as StoredAuthorisation | undefined;
  if (!row?.paymentid) throw new Error(`No payment has been requested for authorisation ${id}`);
  const ids = [...new Set([id, ...(row.initialpaymentlines ?? []).map((line) => line.id)])];
  for (const rowId of ids) {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { id: rowId },
        ConditionExpression: 'initialpaymentstatus IN (:requested, :status)',
        UpdateExpression: 'SET initialpaymentstatus = :status, paymentstatus = :words',
        ExpressionAttributeValues: { ':requested': 1, ':status': outcome === 'paid' ? 2 : 3, ':words': outcome === 'paid' ? 'Paid' : 'Declined' },
      }),
    );
  }
  return ids;
}
