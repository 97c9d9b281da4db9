import type { FileImportView } from '../../domain/import/wire';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import { importsStackPerFile, type ImportsStack, toCsv } from './imports-support';

let helpers: ImportsStack['helpers'];
importsStackPerFile((started) => ({ helpers } = started));

const approvedUpload = async (name: string, rows: number, seed: number) => {
  const view = await helpers.importFile(name, toCsv(SAMPLE_HEADING, sampleRows(rows, { seed })));
  await helpers.put(view.id, { version: view.version, importstatus: 7 });
  return (await helpers.getImport(view.id)).data;
};

describe('references of the customers, sites and contracts an import makes', () => {
  it('names the customers, sites and contracts each upload makes by references new to the intermediary, kept on the import', async () => {
    const [first, second] = [await approvedUpload('references-a.csv', 6, 61), await approvedUpload('references-b.csv', 4, 62)];
    const lines = (await helpers.contractLines(101)).filter((line) => String(line.sk).startsWith('CONTRACT#'));
    const of = (view: FileImportView) => lines.filter((line) => line.importid === view.id);
    const referencesIn = (view: FileImportView, field: string) => [...new Set(of(view).map((line) => String(line[field])))];
    for (const line of [...of(first), ...of(second)]) {
      expect([line.customerid, line.siteid, line.contractid]).toEqual([expect.stringMatching(/^C101-\d{4}$/), expect.stringMatching(/^S101-\d{4}$/), expect.stringMatching(/^CT101-\d{4}$/)]);
    }
    // Different records never share a reference, and none repeats one of the seeded customers' (C101-0001 to C101-0009).
    for (const field of ['customerid', 'siteid', 'contractid']) {
      const both = [...referencesIn(first, field), ...referencesIn(second, field)];
      expect(new Set(both).size).toBe(both.length);
      expect(both.every((reference) => Number(reference.split('-')[1]) > 9)).toBe(true);
    }
    // The import's structure shows the same references, one per customer, site and contract.
    expect(first.references!.map((references) => references.customer).sort()).toEqual(referencesIn(first, 'customerid').sort());
    expect(new Set(first.references!.flatMap((references) => references.sites))).toEqual(new Set(referencesIn(first, 'siteid')));
    expect(first.references!.map((references) => references.sites.length)).toEqual(first.structureddata.map((customer) => customer.sites.length));
  });

  it('takes no reference numbers from a request: a save that sends some stores none, and the numbers come only with processing', async () => {
    const view = await helpers.importFile('references-forged.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 63 })));
    const forged = { pages: [{ customer: 1, site: 1, contract: 1 }] };
    const saved = await helpers.put(view.id, { version: view.version, page: 1, structureddata: JSON.stringify(view.structureddata), referencenumbers: forged, customerreference: 'C101-0001' });
    expect(saved.status).toBe(200);
    const after = (await helpers.getImport(view.id)).data;
    expect(after.references).toBeUndefined();
    expect(after).not.toHaveProperty('customerreference');
    await helpers.put(after.id, { version: after.version, importstatus: 7 });
    const done = (await helpers.getImport(view.id)).data;
    expect(done.references!.map((references) => references.customer)).not.toContain('C101-0001');
  });
});
