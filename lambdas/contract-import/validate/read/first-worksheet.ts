import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { CheckedPart } from './zip-inflation';

/** A relationship of the workbook's part, as exceljs reads it: its id, type and target part. */
interface Relationship {
  readonly Id: string;
  readonly Type: string;
  readonly Target: string;
}

/**
 * The steps of exceljs's streaming WorkbookReader that each read one part. Its own pass over the
 * zip loses trailing parts and races its temporary files, so the import reads the zip itself and
 * hands each step its part (docs/decisions/0016-xlsx-parts-read-from-the-zip-directory.md).
 */
interface WorkbookReaderSteps {
  workbookRels?: readonly Relationship[];
  model?: { sheets?: readonly { rId: string; id: number; state?: string }[] };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: string): Iterable<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/**
 * A part's text, inflated as it is read. exceljs decodes each chunk it is given on its own, which
 * splits a character whose UTF-8 bytes straddle two chunks into two '�': the stream hands it text,
 * decoded across chunks, instead.
 */
function partStream(part: CheckedPart): Readable {
  if (part.method === 0) return Readable.from([part.data.toString('utf8')]);
  const inflate = createInflateRaw();
  inflate.setEncoding('utf8');
  inflate.end(part.data);
  return inflate;
}

/** Where a relationship of the workbook points, as a part name: targets are relative to xl/ unless they start with a slash. */
const partNameOf = (target: string) => (target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`));

/**
 * The rows of the workbook's first sheet (its first visible tab, as workbook.xml orders them), or
 * undefined when the zip holds no workbook with a sheet. Shared strings and styles are read first,
 * found by the workbook's relationships as Excel finds them, so the sheet streams straight from its
 * part and no other sheet is read.
 */
export async function firstWorksheet(parts: ReadonlyMap<string, CheckedPart>): Promise<AsyncIterable<ExcelJS.Row> | undefined> {
  const rels = parts.get('xl/_rels/workbook.xml.rels');
  const book = parts.get('xl/workbook.xml');
  if (!rels || !book) return undefined;
  // An empty input the reader never walks: each step below is handed its part.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  }) as unknown as WorkbookReaderSteps;
  await reader._parseRels(partStream(rels));
  await reader._parseWorkbook(partStream(book));
  const related = (found: (rel: Relationship) => boolean) => {
    const target = reader.workbookRels?.find(found)?.Target;
    return target === undefined ? undefined : parts.get(partNameOf(target));
  };
  const sharedStrings = related((rel) => rel.Type.endsWith('/sharedStrings'));
  // With sharedStrings 'cache' the step yields nothing: it fills the reader's table.
  if (sharedStrings) for await (const _ of reader._parseSharedStrings(partStream(sharedStrings)));
  const styles = related((rel) => rel.Type.endsWith('/styles'));
  if (styles) await reader._parseStyles(partStream(styles));

  // Excel opens on the first tab it shows: a hidden sheet of lookup lists before it is not the broker's data.
  const sheets = reader.model?.sheets ?? [];
  const first = sheets.find((candidate) => candidate.state !== 'hidden' && candidate.state !== 'veryHidden') ?? sheets[0];
  const sheet = first && related((rel) => rel.Id === first.rId);
  if (!first || !sheet) return undefined;
  const sheetNo = /sheet(\d+)\.xml$/.exec(sheet.name)?.[1] ?? String(first.id);
  for (const { value } of reader._parseWorksheet(partStream(sheet), sheetNo)) return value;
  return undefined;
}
