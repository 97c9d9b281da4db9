import { logger } from '../shared/logger';
import { postJson, serviceUrl } from '../shared/providers';
import type { PaymentProvider, PaymentRequestReceipt } from './payment-port';

/**
 * The live payment provider's API, key in `x-api-key`:
 * - `POST {base}/paymentrequests` with the order, answering the receipt;
 * - `POST {base}/customers/{customerid}/paymentemail` with the intermediary; 2xx is accepted.
 */
export const httpPayment = (base: string, apiKey: () => Promise<string>): PaymentProvider => ({
  request: (order) => postJson<PaymentRequestReceipt>('payment', serviceUrl(base, 'paymentrequests'), apiKey, order),
  async resendEmail(request) {
    try {
      await postJson('payment', serviceUrl(base, `customers/${encodeURIComponent(request.customerid)}/paymentemail`), apiKey, { tpiid: request.tpiid });
      return true;
    } catch (error) {
      logger.warn('Payment email resend failed', { error: (error as Error).message });
      return false;
    }
  },
});
