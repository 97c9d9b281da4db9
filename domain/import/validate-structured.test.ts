import { sampleImport } from '../../test/support/sample-rows';
import type { ImportContext, ImportCustomer } from './types';
import { withCanonicalDates } from './canonical-dates';
import { validateStructuredData } from './validate-structured';

const context: ImportContext = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set(), renewal: false, thirdPartyCosts: { show: true, edit: true } };
const customers = () => sampleImport(6, { seed: 3 }).customers;

/** The import's tree with its readonly marks taken off, so a test can edit it in place. */
type Editable<T> = T extends readonly (infer Item)[] ? Editable<Item>[] : T extends object ? { -readonly [K in keyof T]: Editable<T[K]> } : T;

/** A deep copy of the sample with one change applied, as an edit on the screen would make it. */
function edited(change: (customers: Editable<ImportCustomer>[]) => void): ImportCustomer[] {
  const copy = JSON.parse(JSON.stringify(customers())) as Editable<ImportCustomer>[];
  change(copy);
  return copy;
}

const failuresOf = (data: readonly ImportCustomer[], ctx = context) => validateStructuredData(data, ctx).failures.map((f) => [f.line, f.entity, f.field, f.message]);

describe('validateStructuredData', () => {
  it('accepts what the file importer made of clean rows, and lists its meter points', () => {
    const result = validateStructuredData(customers(), context);
    expect(result.failures).toEqual([]);
    expect(result.meterpoints).toHaveLength(6);
    expect(result.meterpoints.map((m) => m.utilityid)).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it("leaves a customer's and an account's address optional, but checks one that is begun by the address rules", () => {
    expect(failuresOf(edited((c) => (c[0].postcode = 'BS1 4DJ')))).toEqual([
      [1, 'customer', 'buildingname', 'Either building name or number must be entered'],
      [1, 'customer', 'thoroughfare', 'Thoroughfare must be entered'],
      [1, 'customer', 'posttown', 'Town must be entered'],
    ]);
  });

  it('checks entity fields, unknown fields, meter points, terms and price names, each on the line of its customer', () => {
    const data = edited((c) => {
      c[0].name = '';
      c[1].favouritecolour = 'blue';
      c[1].sites[0].products[0].elecmeterpoints![0].mpancore = '1312345678900';
      c[2].contracts[0].contractterm = '18';
      c[2].sites[0].products[1].gasmeterpoints![0].prices[0].name = 'Day Rate';
    });
    expect(failuresOf(data)).toEqual([
      [1, 'customer', 'name', 'Required'],
      [2, 'customer', 'favouritecolour', 'Unknown field favouritecolour'],
      [2, 'elecmeterpoint', 'mpancore', 'MPAN Core check digit is not valid'],
      [3, 'price', 'name', 'Day Rate is not a price for this fuel'],
      [3, 'contract', 'contractterm', 'Term 18 months is not offered for this product: choose 12, 24 or 36 months'],
    ]);
    expect(validateStructuredData(data, context).failures[2].path).toBe('sites.0.products.0.elecmeterpoints.0');
  });

  it('reports a meter point repeated in the import, and customers without a site or a contract', () => {
    const repeated = customers()[0].sites[0].products[0].elecmeterpoints![0].mpancore;
    const data = edited((c) => {
      c[1].sites[0].products[0].elecmeterpoints![0].mpancore = repeated;
      c[2].sites = [];
      c[2].contracts = [];
    });
    expect(failuresOf(data)).toEqual([
      [2, 'elecmeterpoint', 'mpancore', 'MPAN on line 2 is a duplicate of line 1'],
      [3, 'customer', undefined, 'A customer needs at least one site'],
      [3, 'customer', undefined, 'A customer needs a contract'],
    ]);
  });

  it('gives a long building number the address rule\'s message in place of the field\'s generic one', () => {
    const data = edited((c) => {
      c[0].sites[0].buildingnumber = '12345';
      c[0].sites[0].buildingname = '';
    });
    expect(failuresOf(data)).toEqual([[1, 'site', 'buildingnumber', 'Building number cannot have more than 4 characters']]);
  });

  it('fails meter points claimed by an open import or, outside renewals, a live contract; a renewal only warns when one is not under contract', () => {
    const mpan = String(customers()[0].sites[0].products[0].elecmeterpoints![0].mpancore);
    // A holder whose import is not written yet has no name to give.
    expect(failuresOf(customers(), { ...context, openImportMeterPoints: new Map([[mpan, undefined]]) })).toEqual([[1, 'elecmeterpoint', 'mpancore', `Meter point ${mpan} is already in another open import`]]);
    expect(failuresOf(customers(), { ...context, liveContractMeterPoints: new Set([mpan]) })).toEqual([[1, 'elecmeterpoint', 'mpancore', `Meter point ${mpan} is already under a live contract`]]);
    const renewal = validateStructuredData(customers(), { ...context, renewal: true, liveContractMeterPoints: new Set([mpan]) });
    expect(renewal.failures).toEqual([]);
    expect(renewal.warnings).toHaveLength(5);
    expect(renewal.warnings.map((w) => w.message)).not.toContain(`Meter point ${mpan} is not under a live contract to renew`);
  });
});

describe('withCanonicalDates', () => {
  it('stores every form of a contract start date as its ISO day and leaves what is not a date for validation', () => {
    const data = edited((c) => {
      c[0].contracts[0].startdate = '01/12/2026';
      c[1].contracts[0].startdate = '2026-12-01';
      c[2].contracts[0].startdate = '31/02/2026';
    });
    const canonical = withCanonicalDates(data);
    expect(canonical.map((customer) => customer.contracts[0].startdate)).toEqual(['2026-12-01', '2026-12-01', '31/02/2026', ...data.slice(3).map((customer) => customer.contracts[0].startdate)]);
    expect(data[0].contracts[0].startdate).toBe('01/12/2026');
    expect(failuresOf(canonical)).toEqual([[3, 'contract', 'startdate', 'Must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026']]);
  });
});
