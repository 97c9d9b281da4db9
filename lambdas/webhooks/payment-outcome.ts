import * as z from 'zod/mini';
import { getAuthorisation, settlePayment } from '../meterpointauthorisations/authorisation-store';
import { documentClient } from '../shared/dynamodb';
import { NotFoundError } from '../shared/errors';
import { providerHandler } from '../shared/provider-handler';

const body = z.object({
  /** The provider's payment id, answered when the payment was requested. */
  paymentid: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The order's reference: the authorisation the payment was requested for. */
  reference: z.string().check(z.minLength(1), z.maxLength(40)),
  outcome: z.enum(['paid', 'declined']),
});

/**
 * `POST /webhooks/payments`: the payment provider's signed callback that a customer paid or
 * declined. The reference finds the authorisation without a Scan, and the payment id must be the
 * one requested for it (404 otherwise); the settlement is the local tool's, and the same outcome
 * delivered again leaves every row as it is.
 */
export const handler = providerHandler('POST /webhooks/payments', { body, deliveryKey: ['reference', 'paymentid'] }, async ({ body: delivery, config }) => {
  const table = config.table('authorisations');
  const row = await getAuthorisation(table, delivery.reference);
  if (!row?.paymentid || row.paymentid !== delivery.paymentid) throw new NotFoundError('No payment with this id');
  const settled = await settlePayment(documentClient, table, row.id, delivery.outcome);
  return { paymentid: delivery.paymentid, outcome: delivery.outcome, settled };
});
