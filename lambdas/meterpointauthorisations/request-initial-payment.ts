import * as z from 'zod/mini';
import { PAYMENT_MESSAGES } from '../../domain/preauthorisation/payment-request';
import { apiHandler, ApiResponse } from '../shared/api-handler';
import { statusOf } from '../shared/errors';
import { logger } from '../shared/logger';
import { getIntermediaries } from '../shared/stores/reference-store';
import { claimForPayment, getAuthorisation, recordPaymentRequested, releaseClaim, type StoredAuthorisation } from './authorisation-store';
import { amountsByRow, planPayment } from './payment-plan';
import { paymentProvider } from '../outside-services';

const line = z.object({
  id: z.string().check(z.maxLength(40)),
  tpiauthorisationid: z.string().check(z.maxLength(40)),
  mpxn: z.string().check(z.maxLength(30)),
  contractterm: z.string().check(z.maxLength(2)),
  commission: z.number(),
  // A typed override is normalised by the rules (non-numeric or negative becomes 0), so text is accepted.
  commissionoverride: z.optional(z.union([z.number(), z.string().check(z.maxLength(20))])),
  initialpayment: z.number(),
});

const body = z.object({
  firstname: z.string().check(z.maxLength(100)),
  lastname: z.string().check(z.maxLength(100)),
  email: z.string().check(z.maxLength(254)),
  paymentrequesttype: z.enum(['single', 'multi']),
  initialpaymentdata: z.array(line).check(z.maxLength(50)),
});

const params = z.object({ id: z.string().check(z.maxLength(40)) });

export interface RequestInitialPaymentResponse {
  readonly id: string;
  readonly paymentid: string;
  readonly initialpayment: number;
  readonly initialpaymentstatus: 1;
}

/** Spec 7: anything but 200 answers a list of failure messages, which the dialog shows under 'Payment request failed'. */
const failed = (status: number, messages: readonly string[]) => new ApiResponse(status, messages);

/**
 * `POST /api/meterpointauthorisations/{id}/requestinitialpayment`: re-prices the lines from the
 * stored rows, claims each row (so a payment is never requested twice), asks the payment provider,
 * and records the request; the other rows are linked to this one.
 */
export const handler = apiHandler(
  'POST /api/meterpointauthorisations/{id}/requestinitialpayment',
  { body, params },
  async ({ body: request, params: { id }, caller, config }) => {
    const table = config.table('authorisations');
    const own = await getAuthorisation(table, id);
    caller.requireOwnRecord(own?.tpiid);
    const tpiid = own!.tpiid;
    const rows = new Map<string, StoredAuthorisation>();
    for (const lineId of new Set(request.initialpaymentdata.map((entry) => entry.id))) {
      const row = lineId === id ? own : await getAuthorisation(table, lineId);
      if (row) rows.set(lineId, row);
    }
    const [intermediary] = await getIntermediaries(config.table('reference'), [tpiid]);
    const plan = planPayment(id, request, rows, tpiid, intermediary?.products ?? {});
    if (plan.failures.length) return failed(422, plan.failures);

    const amounts = amountsByRow(plan.lines);
    const claimed: string[] = [];
    const releaseAll = () => Promise.all(claimed.map((rowId) => releaseClaim(table, rowId)));
    for (const rowId of amounts.keys()) {
      try {
        await claimForPayment(table, rowId, rowId === id ? undefined : id, 'Requesting');
        claimed.push(rowId);
      } catch (error) {
        await releaseAll();
        if (statusOf(error) === 409) return failed(409, [PAYMENT_MESSAGES.alreadyRequested(rows.get(rowId)?.mpxn ?? rowId)]);
        throw error;
      }
    }

    let receipt;
    try {
      receipt = await paymentProvider(config).request({
        reference: id,
        firstname: request.firstname.trim(),
        lastname: request.lastname.trim(),
        email: request.email.trim(),
        amount: plan.total,
        lines: plan.lines.map((entry) => ({ mpxn: entry.mpxn, contractterm: entry.contractterm, amount: entry.initialpayment })),
      });
    } catch (error) {
      logger.warn('Payment request not taken', { id, status: statusOf(error) });
      await releaseAll();
      return failed(502, ['The payment provider could not take the request; please try again']);
    }
    for (const [rowId, amount] of amounts) {
      const first = rowId === id;
      await recordPaymentRequested(table, rowId, {
        paymentstatus: receipt.paymentstatus,
        ...amount,
        paymentid: first ? receipt.paymentid : undefined,
        initialpaymentlines: first ? plan.lines : undefined,
      });
    }
    const response: RequestInitialPaymentResponse = { id, paymentid: receipt.paymentid, initialpayment: plan.total, initialpaymentstatus: 1 };
    return response;
  },
);
