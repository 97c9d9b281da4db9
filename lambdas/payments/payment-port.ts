/**
 * The payment provider (docs/decisions/0008-outside-services-behind-ports.md): takes initial payment requests, emails the customer a
 * link to pay, and sends that email again on request. An HTTP adapter for the live service and a
 * local SIMULATOR; the stage chooses (`PAYMENT_ENDPOINT`, lambdas/outside-services.ts). The provider reports a payment paid or
 * declined to `POST /webhooks/payments` (`{ paymentid, reference, outcome }`, signed with the
 * stage's webhook secret; lambdas/webhooks/payment-outcome.ts).
 */

export interface PaymentRequestOrder {
  /** The authorisation the request is made for. */
  readonly reference: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  /** Pounds. */
  readonly amount: number;
  readonly lines: readonly { readonly mpxn: string; readonly contractterm: string; readonly amount: number }[];
}

export interface PaymentRequestReceipt {
  readonly paymentid: string;
  /** The provider's words for the payment's state. */
  readonly paymentstatus: string;
}

export interface PaymentEmailRequest {
  readonly tpiid: number;
  readonly customerid: string;
  readonly customername: string;
}

export interface PaymentProvider {
  request(order: PaymentRequestOrder): Promise<PaymentRequestReceipt>;
  /** Whether the provider accepted; the screen words the outcome. */
  resendEmail(request: PaymentEmailRequest): Promise<boolean>;
}
