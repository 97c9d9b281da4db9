import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatPounds } from '../../domain/preauthorisation/initial-payment';
import type { PaymentEmailRequest, PaymentProvider, PaymentRequestOrder } from './payment-port';

/**
 * SIMULATOR of the payment provider, for the local stack and tests; it is not a live service and
 * takes no money. Its rules:
 * - every payment request is accepted with a new payment id `SIM-<uuid>`, status 'Awaiting payment',
 *   and the email the customer would receive is written to `<outbox>/<paymentid>.json`;
 *   `local/settle-payment.ts` reports a simulated payment paid or declined to the signed payments webhook;
 * - a payment email resend is refused for a customer id ending in 9 (so the failure can be seen);
 *   any other is written to `<outbox>/resend-<customerid>-<time>.json`.
 */

export const AWAITING_PAYMENT = 'Awaiting payment';

/** Where the simulator writes its emails: PAYMENT_SIMULATOR_OUTBOX (the local stack sets `.local/outbox`), else the temp directory. */
export const simulatorOutbox = (env: NodeJS.ProcessEnv = process.env) =>
  env.PAYMENT_SIMULATOR_OUTBOX || path.join(os.tmpdir(), 'broker-portal-outbox');

export interface OutboxEmail {
  readonly paymentid: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly order: PaymentRequestOrder;
}

export interface OutboxResend extends PaymentEmailRequest {
  readonly sentAt: string;
}

export function paymentEmail(paymentid: string, order: PaymentRequestOrder): OutboxEmail {
  const lines = order.lines.map((line) => `  ${line.mpxn} (${line.contractterm} months): ${formatPounds(line.amount)}`);
  return {
    paymentid,
    to: order.email,
    subject: `Your initial payment of ${formatPounds(order.amount)}`,
    text: [
      `Dear ${order.firstname} ${order.lastname},`,
      '',
      `Please pay your initial payment of ${formatPounds(order.amount)} for:`,
      ...lines,
      '',
      `Payment reference ${paymentid} (simulated: no money is taken).`,
    ].join('\n'),
    order,
  };
}

async function writeToOutbox(outbox: string, name: string, content: unknown): Promise<void> {
  await mkdir(outbox, { recursive: true });
  await writeFile(path.join(outbox, name), `${JSON.stringify(content, null, 2)}\n`);
}

export function paymentSimulator(outbox: string): PaymentProvider {
  return {
    async request(order) {
      const paymentid = `SIM-${randomUUID()}`;
      await writeToOutbox(outbox, `${paymentid}.json`, paymentEmail(paymentid, order));
      return { paymentid, paymentstatus: AWAITING_PAYMENT };
    },
    async resendEmail(request) {
      if (request.customerid.endsWith('9')) return false;
      const sent: OutboxResend = { ...request, sentAt: new Date().toISOString() };
      await writeToOutbox(outbox, `resend-${request.customerid}-${Date.now()}.json`, sent);
      return true;
    },
  };
}

/** The resends in an outbox, oldest first (for tests and people reading the local outbox). */
export async function outboxResends(outbox: string): Promise<OutboxResend[]> {
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.startsWith('resend-'));
  const resends = await Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as OutboxResend));
  return resends.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}
