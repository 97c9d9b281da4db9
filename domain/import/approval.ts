import { formatCount } from '../quantities';
import { importName } from './list';
import type { ImportCustomer } from './types';
import type { FileImportView } from './wire';

/** Processing writes one contract line per meter point, with its commission lines (lambdas/contract-import/process/contract-lines.ts). */
export const meterPointCount = (customers: readonly ImportCustomer[]) =>
  customers
    .flatMap((customer) => customer.sites ?? [])
    .flatMap((site) => site.products ?? [])
    .reduce((count, product) => count + ((product.utilityid === 2 ? product.gasmeterpoints : product.elecmeterpoints)?.length ?? 0), 0);

/**
 * What approving an import creates. Its meter points are counted when the one page read holds its whole payload;
 * a longer import is counted by its file's rows, one meter point each.
 */
export const approvalCounts = (view: FileImportView) => ({
  customers: view.customercount,
  contracts: view.pagecount > 1 ? view.rowcount : meterPointCount(view.structureddata),
});

const contracts = (count: number) => formatCount(count, count === 1 ? 'contract' : 'contracts');
const customers = (count: number) => formatCount(count, count === 1 ? 'customer' : 'customers');

/** The confirmation Approve asks, shown to users exactly as written here. */
export const APPROVE_MESSAGES = {
  confirmHeader: (view: FileImportView) => `Approve ${importName(view)}?`,
  confirmBody: ({ contracts: contractCount, customers: customerCount }: ReturnType<typeof approvalCounts>) =>
    `This creates ${contracts(contractCount)} for ${customers(customerCount)} and their commission lines; they cannot be edited here afterwards.`,
  confirmButton: 'Approve',
  approving: 'Approving',
} as const;
