import { acceptedFileTypes, checkFileType, cleanFileName, fileTypeHint, formatForFile } from './file-name';

describe('uploaded file names and types', () => {
  it('strips brackets and exclamation marks', () => {
    expect(cleanFileName('Contracts (March) [v2]!.csv')).toBe('Contracts March v2.csv');
  });

  it('takes .csv and .txt for a csv format, any case', () => {
    expect(checkFileType('a.csv', 'csv')).toBeUndefined();
    expect(checkFileType('a.TXT', 'csv')).toBeUndefined();
    expect(checkFileType('a.xlsx', 'csv')).toBe('Invalid file type');
    expect(checkFileType('csv', 'csv')).toBe('Invalid file type');
  });

  it('takes only Excel files for an xlsx format', () => {
    expect(checkFileType('Contract Upload v1.xlsx', 'xlsx')).toBeUndefined();
    expect(checkFileType('contracts.csv', 'xlsx')).toBe('File must be an Excel file.');
  });
});

describe('the file format that follows the chosen file', () => {
  const csv = { id: 1, source: 'csv' as const };
  const xlsx = { id: 2, source: 'xlsx' as const };
  const formats = [csv, xlsx];

  it('keeps the chosen format when the file fits it', () => {
    expect(formatForFile('contracts.csv', csv, formats)).toBe(csv);
    expect(formatForFile('Contract Upload v1.xlsx', xlsx, formats)).toBe(xlsx);
  });

  it('moves to the format the file fits, as for the downloaded template under the CSV format', () => {
    expect(formatForFile('Contract Upload v1.XLSX', csv, formats)).toBe(xlsx);
    expect(formatForFile('contracts.txt', xlsx, formats)).toBe(csv);
  });

  it('keeps the chosen format for a file no format takes, so its refusal is shown', () => {
    expect(formatForFile('contracts.pdf', csv, formats)).toBe(csv);
    expect(formatForFile('contracts.xlsx', csv, [csv])).toBe(csv);
  });

  it('offers and names every ending the formats take', () => {
    expect(acceptedFileTypes(['csv', 'xlsx', 'JSON Upload'])).toBe('.csv,.txt,.xlsx');
    expect(fileTypeHint(['csv', 'xlsx'])).toBe('Choose a .csv, .txt, .xlsx file; the file format follows the file you choose');
  });
});
