import type { TestStack } from './local-stack';
import { putItems } from './local-tables';

const DAY = 86_400_000;

/** The customer name of the i-th old request; the last is the oldest. */
export const oldCustomerName = (i: number) => `Old Customer ${i}`;

/**
 * Pre-authorisation requests of an intermediary made 400 days ago and earlier, an hour apart, newest
 * first, written straight to the table: the checks route stamps every request with today.
 */
export async function writeOldAuthorisations(stack: TestStack, tpiid: number, count: number): Promise<void> {
  const start = Date.now() - 400 * DAY;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `old-${tpiid}-${String(i).padStart(5, '0')}`, tpiauthorisationid: `old-request-${tpiid}-${i}`, tpiid, datetime: new Date(start - i * 3_600_000).toISOString(),
    username: 'Bea Broker', name: oldCustomerName(i), product: 1, utilityid: 1, mpxn: '1200000000000', contractterm: '36', contractterms: ['36'], limitedcompany: false,
  }));
  await putItems(stack, 'authorisations', rows);
}
