import fc from 'fast-check';
import { checkFileType, cleanFileName, FILE_TYPE_MESSAGES } from './file-name';

const nameParts = fc.oneof(fc.string(), fc.constantFrom('(', ')', '[', ']', '{', '}', '<', '>', '!', '<script>alert(1)</script>', '.csv', '.xlsx', ' '));
const fileName = fc.array(nameParts, { maxLength: 12 }).map((parts) => parts.join(''));

describe('uploaded file names, over generated names', () => {
  it('leave no bracket or exclamation mark once cleaned, and cleaning twice changes nothing', () => {
    fc.assert(
      fc.property(fileName, (name) => {
        const cleaned = cleanFileName(name);
        expect(cleaned).not.toMatch(/[()[\]{}<>!]/);
        expect(cleanFileName(cleaned)).toBe(cleaned);
      }),
      { numRuns: 500 },
    );
  });

  it('keep every other character in order', () => {
    fc.assert(fc.property(fileName, (name) => cleanFileName(name) === [...name].filter((c) => !'()[]{}<>!'.includes(c)).join('')), { numRuns: 300 });
  });

  it('judge the type by the last extension alone, in any case', () => {
    fc.assert(
      fc.property(fileName, fc.constantFrom('csv', 'CSV', 'txt', 'xlsx', 'XLSX', 'xls', 'json', ''), (stem, extension) => {
        const name = `${stem.replace(/[./\\]/g, '')}x.${extension}`;
        const lower = extension.toLowerCase();
        expect(checkFileType(name, 'csv')).toBe(lower === 'csv' || lower === 'txt' ? undefined : FILE_TYPE_MESSAGES.csv);
        expect(checkFileType(name, 'xlsx')).toBe(lower === 'xlsx' ? undefined : FILE_TYPE_MESSAGES.xlsx);
        expect(checkFileType(name, 'JSON Upload')).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
