import { APPROVE_MESSAGES, approvalCounts, meterPointCount } from './approval';
import type { ImportCustomer } from './types';
import type { FileImportView } from './wire';

const meterPoints = (count: number) => Array.from({ length: count }, () => ({ prices: [] }));
const customer = (elec: number, gas: number) =>
  ({ name: 'C', visible: true, accounts: [], contacts: [], contracts: [], sites: [{ products: [{ utilityid: 1, elecmeterpoints: meterPoints(elec) }, { utilityid: 2, gasmeterpoints: meterPoints(gas) }] }] }) as unknown as ImportCustomer;

const view = (change: Partial<FileImportView>) =>
  ({ s3key: '101/uploads/1/clean.csv', customercount: 2, rowcount: 0, pagecount: 1, structureddata: [customer(2, 1), customer(1, 0)], ...change }) as FileImportView;

describe('what approving creates', () => {
  it('counts one contract per meter point, electricity and gas', () => {
    expect(meterPointCount([customer(2, 1), customer(1, 0)])).toBe(4);
    expect(meterPointCount([])).toBe(0);
  });

  it("counts a one-page import's meter points, a manual entry's too, and a longer import by its rows", () => {
    expect(approvalCounts(view({}))).toEqual({ customers: 2, contracts: 4 });
    expect(approvalCounts(view({ pagecount: 3, rowcount: 1200, customercount: 40 }))).toEqual({ customers: 40, contracts: 1200 });
  });

  it('names the import and what it creates', () => {
    expect(APPROVE_MESSAGES.confirmHeader(view({ s3key: undefined, description: 'Renewal: Acme Ltd, contract ending 31/03/2026' }))).toBe('Approve Renewal: Acme Ltd, contract ending 31/03/2026?');
    expect(APPROVE_MESSAGES.confirmBody({ contracts: 1, customers: 1 })).toBe('This creates 1 contract for 1 customer and their commission lines; they cannot be edited here afterwards.');
    expect(APPROVE_MESSAGES.confirmBody({ contracts: 1200, customers: 40 })).toBe('This creates 1,200 contracts for 40 customers and their commission lines; they cannot be edited here afterwards.');
  });
});
