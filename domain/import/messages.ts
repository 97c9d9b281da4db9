import { FILE_TYPE_MESSAGES } from '../file-name';
import { orList } from '../or-list';
import { formatCount, formatSize } from '../quantities';

/** Messages of the import pipeline. Those marked 'Required wording' are the product's agreed words, kept exactly; the rest are ours. */
export const IMPORT_MESSAGES = {
  /** Required wording. */
  invalidFileType: FILE_TYPE_MESSAGES.csv,
  notExcel: FILE_TYPE_MESSAGES.xlsx,
  importError: 'An error occurred importing the file',
  emptyFile: 'The file is empty',
  binaryFile: 'The file is not a text file',
  unreadable: 'The file could not be read',
  tooLarge: (limit: number) => `The file is larger than the limit of ${formatSize(limit)}`,
  unzippedTooLarge: (limit: number) => `The workbook unzips to more than the limit of ${formatSize(limit)}`,
  tooManyEntries: (limit: number) => `The workbook holds more than the limit of ${formatCount(limit, 'parts')}`,
  tooManyRows: (limit: number) => `The file has more than the limit of ${formatCount(limit, 'rows')}`,
  tooManyColumns: (limit: number) => `The file has more than the limit of ${formatCount(limit, 'columns')}`,
  cellTooLong: (limit: number) => `A cell is longer than the limit of ${formatCount(limit, 'characters')}`,
  noRows: 'The file has a heading row but no data rows',
  missingColumn: (name: string) => `Column '${name}' is missing`,
  noHeadings: (format: string, examples: readonly string[]) =>
    `The first row holds none of the column headings of ${format}: put the headings, like ${examples.join(' and ')}, in the first row (of the first sheet, in a workbook), then upload the file again`,
  unknownColumn: (name: string) => `Column '${name}' is not part of the file format and was ignored`,
  strayQuote: 'A quote mark (") in this row is out of place: check its cells read as you meant (a quote inside a quoted cell is written twice, "")',
  quoteRunsOn: (line: number) => `A quote mark (") on line ${line} runs the lines after it into one cell: remove it, or write it twice ("") inside a quoted cell, then upload the file again`,
  /** A workbook cell that gives no value to take: its row fails in that column. */
  formulaWithoutResult: 'The file holds this cell\'s formula but not its result: save the file in Excel and upload it again, or type the value',
  spreadsheetError: (code: string) => `The cell shows the spreadsheet error ${code}: correct it in the file and upload it again, or type the value`,
  mpanRequired: (row: number) => `MPAN Core not provided for row ${row}`,
  mprnRequired: (row: number) => `MPRN not provided for row ${row}`,
  /** Required wording for duplicates inside a file, naming the first row too so the broker can find both. */
  mpanDuplicate: (row: number, first: number) => `MPAN in row ${row} is a duplicate of row ${first}`,
  mprnDuplicate: (row: number, first: number) => `MPRN in row ${row} is a duplicate of row ${first}`,
  /** Structured data is edited by line (a customer's 'Line N' tab), so its duplicates name lines. */
  mpanDuplicateOnLine: (line: number, first: number) => `MPAN on line ${line} is a duplicate of line ${first}`,
  mprnDuplicateOnLine: (line: number, first: number) => `MPRN on line ${line} is a duplicate of line ${first}`,
  inOpenImport: (mpxn: string, holder: string | undefined) => `Meter point ${mpxn} is already in another open import${holder ? ` (${holder})` : ''}`,
  underContract: (mpxn: string) => `Meter point ${mpxn} is already under a live contract`,
  renewalNotUnderContract: (mpxn: string) => `Meter point ${mpxn} is not under a live contract to renew`,
  termNotAllowed: (term: string, allowed: readonly string[]) =>
    `Term ${/^\d+$/.test(term) ? `${term} months` : `'${term}'`} is not offered for this product${allowed.length ? `: choose ${orList(allowed)} months` : ''}`,
  priceNotForFuel: (name: string) => `${name} is not a price for this fuel`,
  postcodeInvalid: 'Post code is not a valid UK post code',
  meterPointMissing: 'A product needs at least one meter point',
  noSite: 'A customer needs at least one site',
  noContract: 'A customer needs a contract',
  /** `row`: the record's first row, when known. */
  mergedDetailsDiffer: (entity: string, row: number | undefined, column: string, given: string, kept: string) =>
    `${entity} details differ from ${row === undefined ? 'an earlier row' : `row ${row}`}: ${column} is ${given} here, ${kept} there; the first row's were kept`,
} as const;
