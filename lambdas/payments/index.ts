import os from 'node:os';
import path from 'node:path';
import type { HandlerConfig } from '../shared/config';
import { chooseProvider } from '../shared/providers';
import { httpPaymentProvider } from './http-payment-provider';
import type { PaymentProvider } from './payment-provider';
import { paymentSimulator } from './payment-simulator';

export type { PaymentEmailRequest, PaymentProvider, PaymentRequestOrder, PaymentRequestReceipt } from './payment-provider';

/** Where the simulator writes its emails: PAYMENT_SIMULATOR_OUTBOX (the local stack sets `.local/outbox`), else the temp directory. */
export const simulatorOutbox = (env: NodeJS.ProcessEnv = process.env) =>
  env.PAYMENT_SIMULATOR_OUTBOX || path.join(os.tmpdir(), 'broker-portal-outbox');

let provider: PaymentProvider | undefined;

export const paymentProvider = (config: HandlerConfig): PaymentProvider =>
  (provider ??= chooseProvider(config, { endpoint: 'PAYMENT_ENDPOINT', secret: 'PAYMENT_SECRET' }, () => paymentSimulator(simulatorOutbox()), httpPaymentProvider));
