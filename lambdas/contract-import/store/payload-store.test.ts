import { fileRow } from '../../../domain/import';
import { sampleImport } from '../../../test/support/sample-rows';
import { PAGE_BYTES, payloadObjects, type PayloadPage } from './payload-store';

const pagesOf = (objects: { key: string; body: string }[]) =>
  objects.filter(({ key }) => key.includes('/page-')).map(({ key, body }) => ({ key, page: JSON.parse(body) as PayloadPage, bytes: body.length }));

describe('payloadObjects', () => {
  it('writes customers built one at a time into pages under the page size, each customer once and in order, issues on their own page', () => {
    const imported = sampleImport(12_000);
    const customers = imported.customers;
    let built = 0;
    function* oneAtATime() {
      for (const customer of imported.eachCustomer()) {
        built++;
        yield customer;
      }
    }
    const last = customers.length;
    const warnings = [
      { message: 'of the file', line: 0, row: 1 },
      { message: 'of the last customer', line: last, row: 99, path: '' },
    ];
    const objects = payloadObjects('import-1', '2-abc', { kind: 'structured', customers: oneAtATime(), failures: [], warnings, meterpoints: imported.meterpoints });
    const pages = pagesOf(objects);
    expect(built).toBe(customers.length);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map(({ key }) => key)).toEqual(pages.map((_, i) => `payloads/import-1/2-abc/page-${i + 1}.json`));
    for (const { bytes } of pages) expect(bytes).toBeLessThan(PAGE_BYTES + 1000);
    expect(pages.flatMap(({ page }) => page.structureddata)).toEqual(customers);
    let line = 1;
    for (const { page } of pages) {
      expect(page.firstline).toBe(line);
      line += page.structureddata!.length;
    }
    expect(pages[0].page.warnings).toEqual([warnings[0]]);
    expect(pages.at(-1)!.page.warnings).toEqual([warnings[1]]);
    expect(JSON.parse(objects.at(-1)!.body)).toEqual(imported.meterpoints);
  });

  it('writes raw rows with the file row of each page\'s first and the failures of its rows', () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => [`Customer ${i}`, 'x'.repeat(60)]);
    const failures = [{ message: 'bad', line: 30_001, row: fileRow(29_999), column: 'Customer Name' }];
    const pages = pagesOf(payloadObjects('import-1', '1-abc', { kind: 'raw', heading: ['Customer Name', 'Notes'], rows, failures, warnings: [] }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flatMap(({ page }) => page.rawdata)).toEqual(rows);
    let index = 0;
    for (const { page } of pages) {
      expect(page.firstrow).toBe(fileRow(index));
      index += page.rawdata!.length;
    }
    expect(pages.every(({ page }) => page.rawheading!.length === 2)).toBe(true);
    expect(pages.at(-1)!.page.validationfailures).toEqual(failures);
    expect(pages[0].page.validationfailures).toEqual([]);
  });

  it('writes one empty page for no customers', () => {
    const pages = pagesOf(payloadObjects('import-1', '1-abc', { kind: 'structured', customers: [], failures: [], warnings: [], meterpoints: [] }));
    expect(pages.map(({ page }) => page)).toEqual([{ page: 1, firstline: 1, validationfailures: [], warnings: [], structureddata: [] }]);
  });
});
