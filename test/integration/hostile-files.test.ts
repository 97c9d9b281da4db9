import { IMPORT_MESSAGES } from '../../domain/import';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import { sheetWithHugeCell, workbookWithSheet } from '../support/hostile-files';
import { importsStackPerFile, type ImportsStack, toCsv } from './imports-support';

let helpers: ImportsStack['helpers'];
importsStackPerFile((started) => ({ helpers } = started));

const column = (name: string) => SAMPLE_HEADING.indexOf(name);

describe('hostile files through upload and the S3 event', () => {
  it.each([
    ['broken UTF-16.csv', 1, Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x42]), IMPORT_MESSAGES.unreadable],
    ['nul bytes.csv', 1, Buffer.from('Customer Name\0,MPAN Core\n\0\0\0\n'), IMPORT_MESSAGES.binaryFile],
    ['random bytes.xlsx', 2, Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)), IMPORT_MESSAGES.notExcel],
  ])('ends %s in status 3 with a clear message', async (name, fileformat, body, message) => {
    const view = await helpers.importFile(name, body, { fileformat });
    expect(view.importstatus).toBe(3);
    expect(view.validationfailures.map((failure) => failure.message)).toContain(message);
  });

  it('refuses a zip bomb that lies about its unzipped size without inflating it', async () => {
    const started = Date.now();
    const view = await helpers.importFile('bomb.xlsx', await workbookWithSheet(sheetWithHugeCell(150_000_000), 1000), { fileformat: 2 });
    expect(view.importstatus).toBe(3);
    expect(view.validationfailures[0].message).toMatch(/^The workbook unzips to more than the limit/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('imports formulas and script in names as plain text, from a UTF-16 file with CRLF line ends', async () => {
    const rows = sampleRows(2, { seed: 801 });
    rows[0][column('Customer Name')] = '<script>alert(1)</script> Ltd';
    rows[1][column('Customer Name')] = "=cmd|' /C calc'!A0";
    const text = toCsv(SAMPLE_HEADING, rows).replace(/\r?\n/g, '\r\n');
    const view = await helpers.importFile('formulas.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(view.validationfailures).toEqual([]);
    expect(view.importstatus).toBe(4);
    expect(view.structureddata.map((customer) => customer.name)).toEqual(['<script>alert(1)</script> Ltd', "=cmd|' /C calc'!A0"]);
  });
});
