import type { FileImportView } from '../../domain/import/wire';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import type { TestStack } from '../support/local-stack';
import { importsStackPerFile, type ImportsStack, sampleCustomers, toCsv, toXlsx } from './imports-support';

let stack: TestStack;
let helpers: ImportsStack['helpers'];
importsStackPerFile((started) => ({ stack, helpers } = started));

const column = (name: string) => SAMPLE_HEADING.indexOf(name);
const DATE_MESSAGE = 'Must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026';

type Customer = { contracts: { startdate: string }[] };
const startdates = (view: FileImportView) => (view.structureddata as unknown as Customer[]).map((customer) => customer.contracts[0].startdate);

/** The contract and commission lines processing wrote for one import. */
async function linesOf(importid: string) {
  const lines = (await helpers.contractLines(101)).filter((line) => line.importid === importid);
  return {
    contracts: lines.filter((line) => String(line.sk).startsWith('CONTRACT#')),
    commissions: lines.filter((line) => String(line.sk).startsWith('COMMISSION#')),
  };
}

describe('contract start dates', () => {
  it('takes a file dated the UK way through validation, approval and processing, storing ISO days', async () => {
    const view = await helpers.importFile('uk-dates.csv', toCsv(SAMPLE_HEADING, sampleRows(4, { seed: 301, startdate: '01/12/2026' })));
    expect(view.validationfailures).toEqual([]);
    expect(view.importstatus).toBe(4);
    expect(startdates(view)).toEqual(['2026-12-01', '2026-12-01']);
    expect((await helpers.put(view.id, { version: view.version, importstatus: 7 })).status).toBe(200);
    expect((await helpers.getImport(view.id)).data.importstatus).toBe(9);
    const { contracts, commissions } = await linesOf(view.id);
    expect(contracts).toHaveLength(4);
    expect(contracts.map((line) => line.startdate)).toEqual(Array(4).fill('2026-12-01'));
    // Three contract years for each of the four meter points, due on the start date and each anniversary.
    expect(commissions.map((line) => line.duedate).sort()).toEqual(['2026-12-01', '2027-12-01', '2028-12-01'].flatMap((date) => Array<string>(4).fill(date)));
  });

  it('stores one form for a workbook mixing UK text, ISO text and Excel date cells', async () => {
    const rows: unknown[][] = sampleRows(6, { seed: 302 });
    const dates = ['01/12/2026', '1/12/2026', '2026-12-01', '2026-12-01', new Date(Date.UTC(2026, 11, 1)), new Date(Date.UTC(2026, 11, 1))];
    rows.forEach((row, i) => (row[column('Contract Start Date')] = dates[i]));
    const view = await helpers.importFile('mixed-dates.xlsx', await toXlsx(SAMPLE_HEADING, rows), { fileformat: 2, manualverification: false });
    expect(view.validationfailures).toEqual([]);
    expect(view.importstatus).toBe(9);
    expect(startdates(view)).toEqual(['2026-12-01', '2026-12-01', '2026-12-01']);
    const { contracts } = await linesOf(view.id);
    expect(contracts.map((line) => line.startdate)).toEqual(Array(6).fill('2026-12-01'));
  });

  it('refuses a month-first or impossible date by row, with the forms it accepts', async () => {
    const rows = sampleRows(2, { seed: 303 });
    rows[0][column('Contract Start Date')] = '12/31/2026';
    rows[1][column('Contract Start Date')] = '31/02/2026';
    const view = await helpers.importFile('bad-dates.csv', toCsv(SAMPLE_HEADING, rows));
    expect(view.importstatus).toBe(3);
    expect(view.validationfailures.map((f) => [f.row, f.column, f.message])).toEqual([
      [2, 'Contract Start Date', DATE_MESSAGE],
      [3, 'Contract Start Date', DATE_MESSAGE],
    ]);
  });

  it('stores a start date typed dd/mm/yyyy in an edit or in manual entry as its ISO day', async () => {
    // Next year's days, as edits and manual entry refuse a start date already past.
    const year = new Date().getUTCFullYear() + 1;
    const view = await helpers.importFile('edit-dates.csv', toCsv(SAMPLE_HEADING, sampleRows(2, { seed: 304 })));
    const edited = (view.structureddata as unknown as Customer[]).map((customer) => ({ ...customer, contracts: [{ ...customer.contracts[0], startdate: `15/01/${year}` }] }));
    const saved = await helpers.put(view.id, { version: view.version, page: 1, structureddata: JSON.stringify(edited) });
    expect(saved.status).toBe(200);
    expect(startdates((await helpers.getImport(view.id)).data)).toEqual([`${year}-01-15`]);

    const token = await helpers.token();
    const manual = { fileformat: 3, productdefinition: 1, importstatus: 4, sourcetype: 1, sourceid: 101 };
    const [customer] = sampleCustomers(1, 305);
    const created = await stack.api<FileImportView>('POST', '/api/fileimports', { token, body: { ...manual, structureddata: [{ ...customer, contracts: [{ ...customer.contracts[0], startdate: `1/2/${year}` }] }] } });
    expect(created.status).toBe(200);
    expect(startdates((await helpers.getImport(created.data.id)).data)).toEqual([`${year}-02-01`]);
    const [other] = sampleCustomers(1, 306);
    const refused = await stack.api<{ errors: string[] }>('POST', '/api/fileimports', { token, body: { ...manual, structureddata: [{ ...other, contracts: [{ ...other.contracts[0], startdate: `31/02/${year}` }] }] } });
    expect(refused.status).toBe(422);
    expect(refused.data.errors).toEqual([`Line 1: contract startdate ${DATE_MESSAGE}`]);
  });
});

describe('importer messages', () => {
  it('gives a building number over 4 characters its own message and no invented missing-building one', async () => {
    const rows = sampleRows(1, { seed: 307 });
    rows[0][column('Site Building Number')] = '12345';
    rows[0][column('Site Building Name')] = '';
    const view = await helpers.importFile('building-number.csv', toCsv(SAMPLE_HEADING, rows));
    expect(view.importstatus).toBe(3);
    expect(view.validationfailures.map((f) => [f.row, f.column, f.message])).toEqual([[2, 'Site Building Number', 'Building number cannot have more than 4 characters']]);
  });

  it('names both rows of a repeated MPAN and a repeated MPRN', async () => {
    const rows = sampleRows(4, { seed: 308 });
    rows[2][column('MPAN Core')] = rows[0][column('MPAN Core')];
    rows[3][column('MPRN')] = rows[1][column('MPRN')];
    const view = await helpers.importFile('duplicates.csv', toCsv(SAMPLE_HEADING, rows));
    expect(view.importstatus).toBe(3);
    expect(view.validationfailures.map((f) => [f.row, f.column, f.message])).toEqual([
      [4, 'MPAN Core', 'MPAN in row 4 is a duplicate of row 2'],
      [5, 'MPRN', 'MPRN in row 5 is a duplicate of row 3'],
    ]);
  });
});
