import { ENTITIES, type EntityField, type EntityName } from '../entities';
import type { FileFormat, FileFormatColumn } from '../reference-data/file-formats';
import { HEADING_ROW } from './file-rows';
import { IMPORT_MESSAGES } from './messages';
import type { ImportIssue } from './types';

/** A file format column found in the file's heading row, with what validating its cells needs. */
export interface BoundColumn {
  readonly column: FileFormatColumn;
  /** Position of the column in the file's rows. */
  readonly index: number;
  readonly field: EntityField;
}

export interface ColumnBinding {
  readonly columns: readonly BoundColumn[];
  readonly failures: ImportIssue[];
  readonly warnings: ImportIssue[];
}

/** Brokers write 'Site Postcode' for 'Site Post Code', and spreadsheets keep non-breaking spaces: headings compare without any spacing. */
export const headingKey = (name: string) => name.replace(/^\uFEFF/, '').replace(/\s+/g, '').toLowerCase();

export const entityField = (entity: EntityName, field: string): EntityField => {
  const found = ENTITIES[entity].fields[field];
  if (!found) throw new Error(`The file format names ${entity}.${field}, which the entity metadata lacks`);
  return found;
};

/**
 * Matches the heading row to the format's columns by name, ignoring case, spacing and a
 * byte-order mark. A missing required column fails the file; an unknown one is only a warning. A
 * row holding none of the format's headings (a title above them, say) fails once, saying where the
 * headings go, rather than once for every required column.
 */
export function bindColumns(format: FileFormat, heading: readonly string[]): ColumnBinding {
  const positions = new Map<string, number>();
  heading.forEach((name, index) => {
    const key = headingKey(name);
    if (key && !positions.has(key)) positions.set(key, index);
  });
  if (!format.columns.some((column) => positions.has(headingKey(column.name)))) {
    const examples = format.columns.filter((column) => column.required).slice(0, 2).map((column) => column.name);
    return { columns: [], failures: [{ message: IMPORT_MESSAGES.noHeadings(format.name, examples), line: 1, row: HEADING_ROW }], warnings: [] };
  }
  const columns: BoundColumn[] = [];
  const failures: ImportIssue[] = [];
  for (const column of format.columns) {
    const index = positions.get(headingKey(column.name));
    if (index === undefined) {
      if (column.required) failures.push({ message: IMPORT_MESSAGES.missingColumn(column.name), line: 1, row: HEADING_ROW, column: column.name });
      continue;
    }
    columns.push({ column, index, field: entityField(column.entity, column.field) });
  }
  const known = new Set(format.columns.map((column) => headingKey(column.name)));
  const warnings = heading
    .filter((name) => headingKey(name) && !known.has(headingKey(name)))
    .map((name): ImportIssue => ({ message: IMPORT_MESSAGES.unknownColumn(name.trim()), line: 1, row: HEADING_ROW, column: name.trim() }));
  return { columns, failures, warnings };
}
