import { readdir, readFile, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PaymentOutcome } from '../lambdas/meterpointauthorisations/authorisation-store';
import type { OutboxEmail } from '../lambdas/payments/payment-simulator';
import { LOCAL_WEBHOOK_SECRETS } from './environment';
import { ENDPOINTS_FILE, type LocalEndpoints } from './names';
import { sendProviderCallback } from './provider-callback';

/**
 * The payment SIMULATOR's stand-in for the customer paying or declining: finds the payment it
 * took for an authorisation in its outbox and tells the API, as the live provider would, with a
 * signed callback to `POST /webhooks/payments`; the API marks the payment's rows paid or declined.
 *
 *   npm exec -- tsx local/settle-payment.ts <authorisation id> paid|declined
 *
 * Tests call `settleSimulatedPayment` with their running stack.
 */
export interface PaymentSimulatorStack {
  readonly webUrl: string;
  /** Where the simulator wrote the payment emails (local/stack.ts `outboxDir`). */
  readonly outboxDir: string;
}

/** The newest payment the simulator took for this authorisation. */
async function paymentFor(outboxDir: string, reference: string): Promise<string> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.json') && !name.startsWith('resend-'));
  const payments = await Promise.all(
    names.map(async (name) => {
      const file = path.join(outboxDir, name);
      const email = JSON.parse(await readFile(file, 'utf8')) as OutboxEmail;
      return { email, written: (await stat(file)).mtimeMs };
    }),
  );
  const newest = payments.filter(({ email }) => email.order.reference === reference).sort((a, b) => b.written - a.written)[0];
  if (!newest) throw new Error(`The payment simulator took no payment for authorisation ${reference}`);
  return newest.email.paymentid;
}

/** The ids of the rows the API settled. */
export async function settleSimulatedPayment(stack: PaymentSimulatorStack, id: string, outcome: PaymentOutcome): Promise<string[]> {
  const paymentid = await paymentFor(stack.outboxDir, id);
  const answer = await sendProviderCallback<{ settled?: string[]; message?: string }>(stack.webUrl, '/webhooks/payments', LOCAL_WEBHOOK_SECRETS.PAYMENT_WEBHOOK_SECRET.value, {
    paymentid,
    reference: id,
    outcome,
  });
  if (answer.status !== 200 || !answer.data?.settled) throw new Error(`The API refused the payment callback (${answer.status}): ${answer.data?.message ?? 'no message'}`);
  return answer.data.settled;
}

async function main(args: string[]) {
  const [id, outcome] = args;
  if (!id || (outcome !== 'paid' && outcome !== 'declined')) {
    throw new Error('Usage: npm exec -- tsx local/settle-payment.ts <authorisation id> paid|declined');
  }
  const dataDir = path.join(__dirname, '..', '.local');
  const endpoints = JSON.parse(readFileSync(path.join(dataDir, ENDPOINTS_FILE), 'utf8')) as LocalEndpoints;
  const ids = await settleSimulatedPayment({ webUrl: endpoints.webUrl, outboxDir: path.join(dataDir, 'outbox') }, id, outcome);
  console.log(`Marked ${outcome}: ${ids.join(', ')}`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  });
}
