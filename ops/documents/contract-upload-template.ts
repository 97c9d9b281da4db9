import ExcelJS from 'exceljs';
import { FILE_FORMAT, FILE_FORMATS, type FileFormat } from '../../domain/reference-data';
import { describeFormat, describeTarget } from './column-format';

export const CONTRACT_SHEET = 'Contracts';
export const GUIDE_SHEET = 'Column Guide';

export const contractUploadFormat = (): FileFormat => {
  const format = FILE_FORMATS.find((candidate) => candidate.id === FILE_FORMAT.contractUploadV1);
  if (!format) throw new Error('The Contract Upload v1 file format is missing from the reference data');
  return format;
};

// Workbook properties are fixed so the file says the same thing whenever it is built.
const BUILT = new Date(Date.UTC(2026, 0, 1));

/**
 * The Contract Upload v1 template, written from the file format's own columns so that the
 * template and the importer cannot disagree: one header row, one example row, then a guide.
 */
export async function buildContractUploadTemplate(): Promise<Buffer> {
  const { columns } = contractUploadFormat();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Broker portal';
  workbook.created = BUILT;
  workbook.modified = BUILT;

  const contracts = workbook.addWorksheet(CONTRACT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  // Every cell is text, so company numbers, MPANs and dates keep their leading zeros and shape.
  contracts.columns = columns.map((column) => ({
    header: column.name,
    key: column.name,
    width: Math.max(column.name.length, column.example.length, 10) + 2,
    style: { numFmt: '@' },
  }));
  contracts.addRow(Object.fromEntries(columns.map((column) => [column.name, column.example])));
  contracts.getRow(1).font = { bold: true };
  columns.forEach((column, index) => {
    if (column.required) contracts.getRow(1).getCell(index + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
  });

  const guide = workbook.addWorksheet(GUIDE_SHEET);
  guide.columns = [
    { header: 'Column', key: 'name', width: 28 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'Format', key: 'format', width: 60 },
    { header: 'Example', key: 'example', width: 26 },
    { header: 'Fills', key: 'target', width: 40 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const column of columns) {
    guide.addRow({
      name: column.name,
      required: column.required ? 'Yes' : 'No',
      format: describeFormat(column),
      example: column.example,
      target: describeTarget(column),
    });
  }
  guide.addRow([]);
  guide.addRow(['One row per meter point. Rows with the same customer, site and contract details are merged into one contract. Required headings are shaded in the Contracts sheet. The import reads the first sheet only, so keep Contracts as the first tab.']);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
