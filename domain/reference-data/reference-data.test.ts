import { ENTITIES } from '../entities';
import { headingKey } from '../import/columns';
import { CONTRACT_UPLOAD_COLUMNS, FILE_FORMATS, LOOKUP_NAMES, PRODUCT_DEFINITIONS, REFERENCE_ITEMS, referenceKey } from '.';

describe('reference data', () => {
  it('serves the six lookups', () => {
    expect(LOOKUP_NAMES).toEqual(['fileimportstatus', 'fileimportrejectionreason', 'marketingpreferencemethod', 'siccode', 'productdefinition', 'fileformat']);
  });

  it('writes every lookup entry, message and release once, under the reference store key shapes', () => {
    const keys = REFERENCE_ITEMS.map((item) => `${item.pk}|${item.sk}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(REFERENCE_ITEMS.filter((i) => i.pk === referenceKey.lookup('fileimportstatus'))).toHaveLength(13);
    expect(REFERENCE_ITEMS.filter((i) => i.pk === referenceKey.messages(2)).map((i) => i.sk)).toEqual(['0001', '0002']);
    expect(REFERENCE_ITEMS.find((i) => i.pk === referenceKey.release)).toMatchObject({
      sk: '2020.3.1',
      value: { status: 'Test', releasetype: 'Major', releasedate: '2020-03-27' },
    });
  });

  it('defines the three demo products with allowed terms only', () => {
    expect(PRODUCT_DEFINITIONS.map((p) => [p.id, p.requirepreauthorisation])).toEqual([[1, false], [2, false], [3, true]]);
    for (const p of PRODUCT_DEFINITIONS) for (const term of p.contractterms) expect(['12', '18', '24', '36']).toContain(term);
  });

  it('maps every upload column to a real entity field, with headings unique however a file spaces or cases them', () => {
    const names = CONTRACT_UPLOAD_COLUMNS.map((c) => headingKey(c.name));
    expect(new Set(names).size).toBe(names.length);
    for (const column of CONTRACT_UPLOAD_COLUMNS) {
      expect(ENTITIES[column.entity].fields).toHaveProperty(column.field);
    }
  });

  it('covers a customer with a site address, contact, contract, product, meter points and prices', () => {
    const covered = new Set(CONTRACT_UPLOAD_COLUMNS.map((c) => `${c.entity}.${c.field}`));
    for (const needed of [
      'customer.name', 'site.thoroughfare', 'site.posttown', 'site.postcode', 'contact.firstname', 'contract.startdate',
      'contract.contractterm', 'product.utilityid', 'elecmeterpoint.mpancore', 'gasmeterpoint.mprn', 'price.value',
    ]) {
      expect(covered).toContain(needed);
    }
  });

  it('offers a standard CSV, the Contract Upload v1 spreadsheet and the JSON manual upload', () => {
    expect(FILE_FORMATS.map((f) => [f.id, f.name, f.source, f.toplevelentity])).toEqual([
      [1, 'Standard CSV', 'csv', 'customer'],
      [2, 'Contract Upload v1', 'xlsx', 'customer'],
      [3, 'Manual Upload', 'JSON Upload', 'customer'],
    ]);
  });
});
