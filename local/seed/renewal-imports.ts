import type { ImportCustomer } from '../../domain/import';
import { sampleImport } from '../../test/support/sample-rows';
import { writeRenewalImport, type RenewalStore } from '../../lambdas/renewals/renewal-store';

/**
 * Two renewals (source type 3) of intermediary 101 awaiting verification (status 4), written as the
 * renewals job writes one, so tests find fixed ids to send for e-sign and process once signed. Their
 * meter points come from sample seeds no test uses, so they never clash with a test's file. Added
 * only when missing, so what a person did to them survives a restart.
 */
const RENEWALS = [
  { id: 'demo-renewal-1', seed: 91, rows: 4, description: 'Renewal: Customer 1 and 2 Ltd' },
  { id: 'demo-renewal-2', seed: 92, rows: 2, description: 'Renewal: Customer 1 Ltd' },
] as const;

const SIGNER = { esigndata: { firstname: 'Jane', lastname: 'Smith', jobtitle: 'Director', phonenumber: '01179 496000', email: 'jane@example.com' }, accountmanager: { firstname: 'Bea', lastname: 'Broker' } };

/** Who wrote a renewal that no contract's end made. */
export const SEED_ACTOR = { userid: 'seed', username: 'Demo seed' };

function renewalCustomers(seed: number, count: number) {
  const result = sampleImport(count, { seed, renewal: true });
  if (result.failures.length) throw new Error(`Demo renewal ${seed} does not validate: ${result.failures[0].message}`);
  return { ...result, customers: result.customers.map((customer): ImportCustomer => ({ ...customer, ...SIGNER })) };
}

export async function seedRenewalImports(store: Pick<RenewalStore, 'documents' | 's3' | 'fileimports' | 'importsBucket'>): Promise<void> {
  for (const renewal of RENEWALS) {
    const { customers, warnings } = renewalCustomers(renewal.seed, renewal.rows);
    await writeRenewalImport(store, { id: renewal.id, sourceid: 101, productdefinition: 1, description: renewal.description, customers, warnings, actor: SEED_ACTOR });
  }
}
