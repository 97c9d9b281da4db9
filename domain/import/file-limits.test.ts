import Papa from 'papaparse';
import { CONTRACT_UPLOAD_COLUMNS, FILE_FORMATS } from '../reference-data/file-formats';
import { csvLineBytes, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_ROWS, WIDEST_TEMPLATE_ROW } from './file-limits';
import { RowImporter } from './row-importer';
import { SAMPLE_HEADING, sampleRows } from '../../test/support/sample-rows';

const context = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set<string>(), renewal: false, thirdPartyCosts: { show: true, edit: true } };

describe('import file limits', () => {
  it("fits a template file of the most rows, every column each row's fuel uses filled, within the byte limit", () => {
    const csv = Papa.unparse([SAMPLE_HEADING as string[], ...sampleRows(MAX_IMPORT_ROWS, { everyColumn: true })]);
    expect(Buffer.byteLength(csv)).toBeLessThanOrEqual(MAX_IMPORT_FILE_BYTES);
  });

  it('derives the byte limit from rows as wide as the widest realistic row', () => {
    const widest = CONTRACT_UPLOAD_COLUMNS.map((column) => WIDEST_TEMPLATE_ROW[column.name] ?? '');
    expect(MAX_IMPORT_FILE_BYTES).toBeGreaterThanOrEqual(MAX_IMPORT_ROWS * csvLineBytes(widest));
    const filled = sampleRows(1000, { everyColumn: true }).map(csvLineBytes);
    expect(Math.max(...filled)).toBeLessThanOrEqual(csvLineBytes(widest));
  });

  it('takes the widest realistic row as a valid row of the template, with every template column known', () => {
    expect(Object.keys(WIDEST_TEMPLATE_ROW).sort()).toEqual(SAMPLE_HEADING.slice().sort());
    const importer = new RowImporter(FILE_FORMATS.find((format) => format.id === 1)!, SAMPLE_HEADING, context);
    importer.addRow(SAMPLE_HEADING.map((name) => WIDEST_TEMPLATE_ROW[name]), 2);
    expect(importer.finish().failures).toEqual([]);
  });
});
