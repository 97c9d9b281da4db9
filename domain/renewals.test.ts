import { addDays, contractEndDate, renewalCustomer, renewalDescription, renewalImportId, renewalStartDate } from './renewals';
import { sampleImport } from '../test/support/sample-rows';

describe('renewals', () => {
  it('ends a contract the day before the same day of the month its term later', () => {
    expect(contractEndDate('2026-04-01', 12)).toBe('2027-03-31');
    expect(contractEndDate('2026-01-15', 36)).toBe('2029-01-14');
    expect(contractEndDate('2026-12-01', 1)).toBe('2026-12-31');
  });

  it('ends a contract from a day the end month lacks on the last day of that month', () => {
    expect(contractEndDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(contractEndDate('2027-01-31', 13)).toBe('2028-02-29');
    expect(contractEndDate('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('starts a renewal the day after its contract ends, across months and years', () => {
    expect(renewalStartDate('2027-02-28')).toBe('2027-03-01');
    expect(renewalStartDate('2026-12-31')).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-29', 90)).toBe('2027-02-27');
  });

  it('names one renewal per intermediary, customer and end date, always the same', () => {
    const id = renewalImportId(101, 'abc:1', '2027-02-28');
    expect(id).toBe(renewalImportId(101, 'abc:1', '2027-02-28'));
    expect(id).toMatch(/^renewal-2027-02-28-[0-9a-f]{16}$/);
    expect(new Set([id, renewalImportId(102, 'abc:1', '2027-02-28'), renewalImportId(101, 'abc:2', '2027-02-28'), renewalImportId(101, 'abc:1', '2027-03-01')]).size).toBe(4);
    expect(renewalDescription('Harbour Cafe Ltd', '2027-02-28')).toBe('Renewal: Harbour Cafe Ltd, contract ending 28/02/2027');
  });

  it("keeps only the customer's meter points that end, with their contract starting the day after and prices carried over", () => {
    const [customer] = sampleImport(6, { seed: 7 }).customers;
    const [site] = customer.sites;
    const electricity = site.products.find((product) => product.utilityid === 1)!;
    const mpan = String(electricity.elecmeterpoints![0].mpancore);
    const renewed = renewalCustomer(customer, new Set([mpan]), '2027-04-01')!;
    expect(renewed.sites).toHaveLength(1);
    expect(renewed.sites[0].products).toHaveLength(1);
    expect(renewed.sites[0].products[0].elecmeterpoints!.map((meterpoint) => meterpoint.mpancore)).toEqual([electricity.elecmeterpoints![0].mpancore]);
    expect(renewed.sites[0].products[0].elecmeterpoints![0].prices).toEqual(electricity.elecmeterpoints![0].prices);
    expect(renewed.contracts[0]).toEqual({ ...customer.contracts[0], startdate: '2027-04-01' });
    expect(renewed.accounts).toEqual(customer.accounts);
    expect(renewed.contacts).toEqual(customer.contacts);
    expect(renewalCustomer(customer, new Set(['1299999999999']), '2027-04-01')).toBeUndefined();
  });
});
