import ExcelJS from 'exceljs';
import { CONTRACT_SHEET, GUIDE_SHEET, contractUploadFormat } from './contract-upload-template';
import { buildDocuments, type BuiltDocument } from './index';

let documents: BuiltDocument[];
beforeAll(async () => {
  documents = await buildDocuments();
});

const named = (fileName: string) => {
  const found = documents.find((document) => document.fileName === fileName);
  if (!found) throw new Error(`${fileName} was not built`);
  return found;
};

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('buildDocuments', () => {
  it('builds the four downloads with their titles and types', () => {
    expect(documents.map(({ fileName, title, contentType }) => [fileName, title, contentType])).toEqual([
      ['Contract Upload v1.xlsx', 'Contract Upload Template', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['PDF Contract.pdf', 'PDF Contract', 'application/pdf'],
      ['Terms and Conditions.pdf', 'Terms and Conditions', 'application/pdf'],
      ['Verbal Script.pdf', 'Verbal Script', 'application/pdf'],
    ]);
  });
});

describe('Contract Upload v1.xlsx', () => {
  it('has exactly the file format\'s column names as its header, in order', async () => {
    const sheet = (await readWorkbook(named('Contract Upload v1.xlsx').body)).getWorksheet(CONTRACT_SHEET)!;
    expect(rowValues(sheet, 1)).toEqual(contractUploadFormat().columns.map((column) => column.name));
  });

  it('carries one example row taken from the format, kept as text', async () => {
    const sheet = (await readWorkbook(named('Contract Upload v1.xlsx').body)).getWorksheet(CONTRACT_SHEET)!;
    const columns = contractUploadFormat().columns;
    const example = sheet.getRow(2);
    columns.forEach((column, index) => expect(example.getCell(index + 1).text).toBe(column.example));
    expect(sheet.rowCount).toBe(2);
    expect(example.getCell(columns.findIndex((column) => column.name === 'Company Number') + 1).value).toBe('09876543');
  });

  it('explains every column on a guide sheet: required, format and example', async () => {
    const guide = (await readWorkbook(named('Contract Upload v1.xlsx').body)).getWorksheet(GUIDE_SHEET)!;
    expect(rowValues(guide, 1)).toEqual(['Column', 'Required', 'Format', 'Example', 'Fills']);
    contractUploadFormat().columns.forEach((column, index) => {
      const row = guide.getRow(index + 2);
      expect(row.getCell(1).text).toBe(column.name);
      expect(row.getCell(2).text).toBe(column.required ? 'Yes' : 'No');
      expect(row.getCell(3).text).not.toBe('');
      expect(row.getCell(4).text).toBe(column.example);
    });
    expect(guide.getRow(guide.rowCount).getCell(1).text).toContain('The import reads the first sheet only, so keep Contracts as the first tab.');
  });

  it('describes a choice column by its allowed values', async () => {
    const guide = (await readWorkbook(named('Contract Upload v1.xlsx').body)).getWorksheet(GUIDE_SHEET)!;
    const formatOf = (name: string) => guide.getRows(2, guide.rowCount)!.find((row) => row.getCell(1).text === name)?.getCell(3).text;
    expect(formatOf('Contract Term')).toBe('One of: 12, 18, 24, 36');
    expect(formatOf('Fuel')).toBe('One of: 1 = Electricity, 2 = Gas');
  });
});

describe.each(['PDF Contract', 'Terms and Conditions', 'Verbal Script'])('%s.pdf', (title) => {
  const text = () => named(`${title}.pdf`).body.toString('latin1');

  it('is a PDF whose cross-reference offsets each point at their object', () => {
    const pdf = text();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    const [keyword, range, ...entries] = pdf.slice(startxref).split('\n');
    expect(keyword).toBe('xref');
    const count = Number(range.split(' ')[1]);
    for (let id = 1; id < count; id += 1) {
      expect(pdf.startsWith(`${id} 0 obj`, Number(entries[id].slice(0, 10)))).toBe(true);
    }
  });

  it('shows its title as text and names it in its properties', () => {
    expect(text()).toContain(`(${title}) Tj`);
    expect(text()).toContain(`/Title (${title})`);
  });
});
