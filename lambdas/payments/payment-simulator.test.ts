import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { outboxResends, paymentSimulator, type OutboxEmail } from './payment-simulator';

describe('the payment provider simulator', () => {
  it('answers a payment id and writes the customer’s email to the outbox', async () => {
    const outbox = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const order = { reference: 'PA1', firstname: 'Ann', lastname: 'Baker', email: 'ann@example.com', amount: 1234.5, lines: [{ mpxn: '1312345678907', contractterm: '36', amount: 1234.5 }] };
    const receipt = await paymentSimulator(outbox).request(order);
    expect(receipt.paymentstatus).toBe('Awaiting payment');
    expect(await readdir(outbox)).toEqual([`${receipt.paymentid}.json`]);
    const email = JSON.parse(await readFile(path.join(outbox, `${receipt.paymentid}.json`), 'utf8')) as OutboxEmail;
    expect(email).toMatchObject({ to: 'ann@example.com', subject: 'Your initial payment of £1,234.50', order });
    expect(email.text).toContain('1312345678907 (36 months): £1,234.50');
  });

  it('resends a payment email into the outbox, and refuses for a customer id ending in 9', async () => {
    const outbox = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const simulator = paymentSimulator(outbox);
    expect(await simulator.resendEmail({ tpiid: 101, customerid: 'C101-0001', customername: 'Harbour Cafe Ltd' })).toBe(true);
    expect(await simulator.resendEmail({ tpiid: 101, customerid: 'C101-0009', customername: 'Refused Ltd' })).toBe(false);
    expect(await outboxResends(outbox)).toEqual([expect.objectContaining({ tpiid: 101, customerid: 'C101-0001', customername: 'Harbour Cafe Ltd' })]);
  });
});
