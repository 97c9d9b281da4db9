import type { ImportCustomer } from '../../domain/import';
import type { FileImportView } from '../../domain/import/wire';
import { referenceKey } from '../../domain/reference-data/keys';
import { DEMO_INTERMEDIARIES } from '../../local/seed/demo-data';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import { putItems } from '../support/local-tables';
import type { TestStack } from '../support/local-stack';
import { importsStackPerFile, toCsv, type ImportsStack } from './imports-support';

/**
 * Commission (the uplift and commission structure) as intermediary 101's products decide it, by
 * every path a broker has: a file, a save through the API, and what the API answers.
 * Product 1 lets its brokers set it; product 2 lets only the supplier set it.
 */
let stack: TestStack;
let helpers: ImportsStack['helpers'];
importsStackPerFile((started) => ({ stack, helpers } = started));

const SUPPLIER_SETS = 2;
const uplift = SAMPLE_HEADING.indexOf('Uplift p/kWh');
const withoutUplift = (rows: string[][]) => rows.map((row) => row.map((cell, column) => (column === uplift ? '' : cell)));
const meterPointOf = (customers: readonly ImportCustomer[]) => customers[0].sites[0].products[0].elecmeterpoints![0];
const withUplift = (customers: readonly ImportCustomer[], value: string | undefined): ImportCustomer[] =>
  customers.map((customer, i) =>
    i > 0 ? customer : {
      ...customer,
      sites: customer.sites.map((site, s) => (s > 0 ? site : {
        ...site,
        products: site.products.map((product, p) => (p > 0 ? product : {
          ...product,
          elecmeterpoints: product.elecmeterpoints!.map((meterpoint, m) => {
            if (m > 0) return meterpoint;
            const { upliftvalue: _left, ...rest } = meterpoint;
            return value === undefined ? { ...rest, prices: meterpoint.prices } : { ...meterpoint, upliftvalue: value };
          }),
        })),
      })),
    },
  );

/** Sets intermediary 101's product 2 as given, as the supplier would, for the tests that need another configuration. */
async function configureProduct2(change: { showthirdpartycosts: boolean; editthirdpartycosts: boolean }) {
  const acme = DEMO_INTERMEDIARIES.find((intermediary) => intermediary.id === 101)!;
  const value = { ...acme, products: { ...acme.products, 2: { ...acme.products[2], ...change } } };
  await putItems(stack, 'reference', [{ pk: referenceKey.intermediary, sk: '101', value }]);
}

describe('third-party costs decided on the server', () => {
  it('fails each file row that sets an uplift where the supplier sets it, naming the row and column, and takes the file without them', async () => {
    const refused = await helpers.importFile('tpc-uplift.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 601 })), { productdefinition: SUPPLIER_SETS });
    expect(refused.importstatus).toBe(3);
    expect(refused.validationfailures.map((failure) => [failure.row, failure.column, failure.message])).toEqual([
      [2, 'Uplift p/kWh', 'Uplift p/kWh is set by the supplier for this product: leave it empty'],
      [3, 'Uplift p/kWh', 'Uplift p/kWh is set by the supplier for this product: leave it empty'],
    ]);
    const taken = await helpers.importFile('tpc-blank.csv', toCsv(SAMPLE_HEADING, withoutUplift(sampleRows(2, { seed: 602 }))), { productdefinition: SUPPLIER_SETS });
    expect(taken).toMatchObject({ importstatus: 4, failurecount: 0 });
  }, 60_000);

  it('refuses a save that changes the uplift the supplier set, storing nothing, and keeps it where the save leaves it out', async () => {
    // The uplift is stored while the product lets the broker set it; then the supplier makes it theirs.
    await configureProduct2({ showthirdpartycosts: true, editthirdpartycosts: true });
    try {
      const view = await helpers.importFile('tpc-save-2.csv', toCsv(SAMPLE_HEADING, sampleRows(1, { seed: 604 })), { productdefinition: SUPPLIER_SETS });
      expect(view.importstatus).toBe(4);
      expect(meterPointOf(view.structureddata).upliftvalue).toBe('1.500');
      await configureProduct2({ showthirdpartycosts: true, editthirdpartycosts: false });

      const changed = await helpers.put(view.id, { version: view.version, structureddata: JSON.stringify(withUplift(view.structureddata, '9.999')) });
      expect(changed.status).toBe(400);
      expect(changed.data).toMatchObject({
        errors: [`Line 1: Uplift (p/kWh) of meter point ${String(meterPointOf(view.structureddata).mpancore)} is set by the supplier for this product and cannot be changed`],
      });
      const unchanged = (await helpers.getImport(view.id)).data;
      expect(unchanged.version).toBe(view.version);
      expect(meterPointOf(unchanged.structureddata).upliftvalue).toBe('1.500');

      const renamed = withUplift(view.structureddata, undefined).map((customer) => ({ ...customer, name: 'Renamed Ltd' }));
      const saved = await helpers.put(view.id, { version: view.version, structureddata: JSON.stringify(renamed) });
      expect(saved.status).toBe(200);
      const after = (await helpers.getImport(view.id)).data;
      expect(after.structureddata[0].name).toBe('Renamed Ltd');
      expect(meterPointOf(after.structureddata).upliftvalue).toBe('1.500');

      // A product that hides commission: the API never hands it over, and a save still keeps it.
      await configureProduct2({ showthirdpartycosts: false, editthirdpartycosts: false });
      const hidden: FileImportView = (await helpers.getImport(view.id)).data;
      expect(JSON.stringify(hidden.structureddata)).not.toMatch(/upliftvalue|commissionstructureid/);
      expect((await helpers.put(view.id, { version: hidden.version, structureddata: JSON.stringify(hidden.structureddata) })).status).toBe(200);
      await configureProduct2({ showthirdpartycosts: true, editthirdpartycosts: false });
      expect(meterPointOf((await helpers.getImport(view.id)).data.structureddata).upliftvalue).toBe('1.500');
    } finally {
      await configureProduct2({ showthirdpartycosts: true, editthirdpartycosts: false });
    }
  }, 90_000);
});
