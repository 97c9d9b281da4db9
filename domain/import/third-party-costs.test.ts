import { FILE_FORMATS } from '../reference-data/file-formats';
import { thirdPartyCostAccess } from '../intermediary';
import { SAMPLE_HEADING, sampleImport, sampleRows } from '../../test/support/sample-rows';
import { RowImporter } from './row-importer';
import { keepStoredThirdPartyCosts, withoutThirdPartyCosts } from './third-party-costs';
import type { ImportContext, ImportCustomer } from './types';

const fixed: ImportContext = {
  contractterms: ['12', '24', '36'],
  openImportMeterPoints: new Map(),
  liveContractMeterPoints: new Set(),
  renewal: false,
  thirdPartyCosts: { show: true, edit: false },
};

const stored = (): ImportCustomer[] => sampleImport(2, { seed: 3 }).customers;
const firstMeterPoint = (customers: readonly ImportCustomer[]) => customers[0].sites[0].products[0].elecmeterpoints![0];
/** The customers with the first meter point's uplift set as given (or left out, for undefined). */
function withUplift(customers: readonly ImportCustomer[], uplift: string | undefined): ImportCustomer[] {
  const [first, ...rest] = customers;
  const site = first.sites[0];
  const product = site.products[0];
  const { upliftvalue: _dropped, ...meterpoint } = product.elecmeterpoints![0];
  const changed = uplift === undefined ? meterpoint : { ...meterpoint, upliftvalue: uplift };
  const products = [{ ...product, elecmeterpoints: [changed, ...product.elecmeterpoints!.slice(1)] }, ...site.products.slice(1)];
  return [{ ...first, sites: [{ ...site, products }, ...first.sites.slice(1)] }, ...rest];
}

describe('third-party costs by product configuration', () => {
  it('lets a broker set only what the product shows and lets them edit', () => {
    expect(thirdPartyCostAccess({ showthirdpartycosts: true, editthirdpartycosts: true })).toEqual({ show: true, edit: true });
    expect(thirdPartyCostAccess({ showthirdpartycosts: true, editthirdpartycosts: false })).toEqual({ show: true, edit: false });
    expect(thirdPartyCostAccess({ showthirdpartycosts: false, editthirdpartycosts: true })).toEqual({ show: false, edit: false });
    expect(thirdPartyCostAccess(undefined)).toEqual({ show: false, edit: false });
  });

  it('refuses a file row that sets an uplift where the supplier sets them, naming the row and column', () => {
    const importer = new RowImporter(FILE_FORMATS[0], SAMPLE_HEADING, fixed);
    sampleRows(2).forEach((row, i) => importer.addRow(row, i + 2));
    const failures = importer.finish().failures.filter((failure) => failure.column === 'Uplift p/kWh');
    expect(failures.map((failure) => [failure.row, failure.message])).toEqual([
      [2, 'Uplift p/kWh is set by the supplier for this product: leave it empty'],
      [3, 'Uplift p/kWh is set by the supplier for this product: leave it empty'],
    ]);
  });

  it('takes a file whose uplift column is empty where the supplier sets them', () => {
    const uplift = SAMPLE_HEADING.indexOf('Uplift p/kWh');
    const importer = new RowImporter(FILE_FORMATS[0], SAMPLE_HEADING, fixed);
    sampleRows(2).forEach((row, i) => importer.addRow(row.map((cell, column) => (column === uplift ? '' : cell)), i + 2));
    expect(importer.finish().failures).toEqual([]);
  });

  it('hides the uplift and commission structure from a broker whose product does not show them', () => {
    const customers = stored().map((customer) => ({ ...customer, contracts: customer.contracts.map((contract) => ({ ...contract, commissionstructureid: 4 })) }));
    const hidden = withoutThirdPartyCosts(customers);
    expect(JSON.stringify(hidden)).not.toMatch(/upliftvalue|commissionstructureid/);
    expect(firstMeterPoint(hidden).mpancore).toBe(firstMeterPoint(customers).mpancore);
    expect(JSON.stringify(customers)).toMatch(/upliftvalue/);
  });

  it('keeps the stored cost where an edit leaves it out, and takes the same value however written', () => {
    const before = stored();
    expect(firstMeterPoint(before).upliftvalue).toBe('1.500');
    const kept = keepStoredThirdPartyCosts(before, withUplift(before, undefined));
    expect(kept.refusals).toEqual([]);
    expect(firstMeterPoint(kept.customers).upliftvalue).toBe('1.500');
    expect(keepStoredThirdPartyCosts(before, withUplift(before, '1.5')).refusals).toEqual([]);
  });

  it('refuses an edit that changes or clears a stored cost, naming the line, field and meter point', () => {
    const before = stored();
    const mpan = firstMeterPoint(before).mpancore;
    expect(keepStoredThirdPartyCosts(before, withUplift(before, '9.999'), 7).refusals).toEqual([
      `Line 7: Uplift (p/kWh) of meter point ${mpan} is set by the supplier for this product and cannot be changed`,
    ]);
    expect(keepStoredThirdPartyCosts(before, withUplift(before, '')).refusals).toHaveLength(1);
  });

  it('refuses a cost entered on a new record, and a commission structure on a new contract', () => {
    const [customer] = sampleImport(1, { seed: 5 }).customers;
    const entered = [{ ...customer, contracts: customer.contracts.map((contract) => ({ ...contract, commissionstructureid: 2 })) }];
    expect(keepStoredThirdPartyCosts([], entered).refusals).toEqual([
      'Line 1: Commission Structure is set by the supplier for this product: leave it empty',
      `Line 1: Uplift (p/kWh) of meter point ${String(firstMeterPoint(entered).mpancore)} is set by the supplier for this product: leave it empty`,
    ]);
  });
});
