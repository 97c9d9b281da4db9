import type { ImportCustomer } from '../../../domain/import';
import type { FileImportItem } from '../store/file-import';
import { contractLineKey } from '../../../domain/contract-lines';
import { pageReferences } from '../../../domain/references';
import { contractLinesOf } from './contract-lines';

const item = { id: 'IMP1', sourceid: 101, userid: 'u1', username: 'Bea Broker' } as FileImportItem;
const customer = (upliftvalue: string, eac: string, contractterm: string, startdate = '2026-04-01') =>
  ({
    name: 'Harbour Bakery Ltd',
    contracts: [{ startdate, contractterm }],
    sites: [{ name: 'Bakery', products: [{ utilityid: 1, elecmeterpoints: [{ mpancore: '1312345678907', eac, upliftvalue }] }] }],
  }) as unknown as ImportCustomer;

const FIRST = { customer: 42, site: 107, contract: 42 };
const linesOf = (approval: FileImportItem, customers: ImportCustomer[], product: string, received: string) =>
  contractLinesOf(approval, customers, pageReferences(approval.sourceid, customers, FIRST), product, received);

describe('contract store lines of an approved import', () => {
  it("names each line's customer, site and contract by reference, and its payments by the contract's", () => {
    const { contracts, commissions } = linesOf(item, [customer('0.5', '1001', '24')], 'Fixed', '2026-03-01');
    expect(contracts[0]).toMatchObject({ customerid: 'C101-0042', siteid: 'S101-0107', contractid: 'CT101-0042', customerline: 1, importid: 'IMP1' });
    expect(commissions.map((line) => [line.customerid, line.siteid, line.paymentid])).toEqual([
      ['C101-0042', 'S101-0107', 'CT101-0042:1312345678907:1'],
      ['C101-0042', 'S101-0107', 'CT101-0042:1312345678907:2'],
    ]);
  });

  it('writes commission amounts from the uplift and consumption as written, half a penny paid up', () => {
    // 0.1 p/kWh x 1,005 kWh is exactly 100.5p; the float product is 100.49999...p.
    const { contracts, commissions } = linesOf(item, [customer('0.1', '1005', '12')], 'Fixed', '2026-03-01');
    expect(commissions.map((line) => line.amount)).toEqual([1.01]);
    expect(contracts[0]).toMatchObject({ annualconsumption: 1005, uplift: 0.1, durationmonths: 12 });
  });

  it('reads an uplift and consumption kept as the broker typed them, as the file importer does', () => {
    const { contracts, commissions } = linesOf(item, [customer('1.5p', '12,500', '12')], 'Fixed', '2026-03-01');
    expect(commissions.map((line) => line.amount)).toEqual([187.5]);
    expect(contracts[0]).toMatchObject({ annualconsumption: 12500, uplift: 1.5 });
  });

  it('pays each contract year its share, the last year the remainder', () => {
    const { commissions } = linesOf(item, [customer('0.5', '1001', '36')], 'Fixed', '2026-03-01');
    // 0.5 x 1,001 x 3 = 1,501.5p, so 1,502p: 501p due in year one, 1,001p by year two, and the 501p left.
    expect(commissions.map((line) => [line.duedate, line.amount])).toEqual([['2026-04-01', 5.01], ['2027-04-01', 5], ['2028-04-01', 5.01]]);
  });

  it('reads a start date an older import kept as the broker typed it (01/04/2026) as its ISO day', () => {
    const { contracts, commissions } = linesOf(item, [customer('0.5', '1001', '24', '01/04/2026')], 'Fixed', '2026-03-01');
    expect(contracts[0].startdate).toBe('2026-04-01');
    expect(commissions.map((line) => line.duedate)).toEqual(['2026-04-01', '2027-04-01']);
  });

  it("names the broker who imported the contract, not their sign-in id, and keeps the lines' keys from run to run", () => {
    const first = linesOf(item, [customer('0.5', '1001', '24')], 'Fixed', '2026-03-01');
    const again = linesOf({ ...item, username: 'Bea Broker-Smith' }, [customer('0.5', '1001', '24')], 'Fixed', '2026-03-01');
    expect(first.contracts[0].employeeid).toBe('Bea Broker');
    expect(again.contracts.map(contractLineKey)).toEqual(first.contracts.map(contractLineKey));
  });
});
