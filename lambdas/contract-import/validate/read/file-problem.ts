import { MAX_IMPORT_ROWS } from '../../../../domain/import/file-limits';

/** A file that cannot be imported at all: the import ends in status 3 with this message. */
export class FileProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileProblem';
  }
}

/** Limits checked before and while parsing, so a hostile file costs little. */
export interface FileLimits {
  readonly maxFileBytes: number;
  readonly maxUnzippedBytes: number;
  readonly maxZipEntries: number;
  readonly maxRows: number;
  readonly maxColumns: number;
  readonly maxCellChars: number;
}

export const DEFAULT_LIMITS: Omit<FileLimits, 'maxFileBytes'> = {
  maxUnzippedBytes: 200 * 1024 * 1024,
  maxZipEntries: 200,
  maxRows: MAX_IMPORT_ROWS,
  maxColumns: 100,
  maxCellChars: 1000,
};

/** Receives the heading row, then each data row with its line in the file. */
export interface RowSink {
  heading(cells: readonly string[]): void;
  /** `unreadable`: the cells a workbook gave no value for, by index, each with the reason its row fails there. */
  row(cells: readonly string[], line: number, unreadable?: ReadonlyMap<number, string>): void;
  /** A warning about a row comes before the row itself is handed over (the heading row's before `heading`). */
  warn(message: string, line: number): void;
}
