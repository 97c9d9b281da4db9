import { checkFileType, cleanFileName } from './file-name';

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
