import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMemo, useRef } from 'react';
import { pageRowFailures, type ImportContext, type ImportIssue } from '../../../domain/import';
import { headingKey } from '../../../domain/import/columns';
import type { FileFormat } from '../../../domain/reference-data/file-formats';
import { useSettledValue } from '../shared/settled-value';
import EditBar, { type EditActions } from './EditBar';
import { changedCellCount, editedFailures } from './raw-failures';
import RawRowsGrid, { type RawRowsGridHandle } from './RawRowsGrid';

/** What the browser needs to check edited rows as the import does. */
export interface RowCheck {
  readonly format: FileFormat;
  readonly context: Pick<ImportContext, 'contractterms' | 'thirdPartyCosts' | 'startDates'>;
}

/** Edited rows are checked once typing pauses, not at each key. */
const CHECK_AFTER_MS = 300;

interface RawRowsEditorProps {
  readonly heading: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** The file row of `rows[0]` (the heading is row 1). */
  readonly firstrow: number;
  readonly failures: readonly ImportIssue[];
  readonly editing: boolean;
  /** Whether Edit can change the rows: not once the import is closed (rejected). */
  readonly editable: boolean;
  readonly onChange: (rows: readonly (readonly string[])[]) => void;
  /** The rows as read, to count and check what the edit changed; absent, the rows are taken as unchanged. */
  readonly before?: readonly (readonly string[])[];
  /** Absent, the errors stay as the server found them until a save. */
  readonly check?: RowCheck;
  /** While editing: the toolbar's Save and Cancel, kept in view at the foot of the screen. */
  readonly actions?: Omit<EditActions, 'changes'>;
}

/** What the rows say of themselves when they cannot be changed now, and whether Edit would change them. */
const READ_ONLY = {
  editable: { description: 'Read only: choose Edit to change the rows.', label: 'Rows (read only: choose Edit to change them)' },
  closed: { description: 'Read only: the import is closed.', label: 'Rows (read only: the import is closed)' },
} as const;

/** A file that failed as a whole (an unclosed quote, no data rows) leaves no rows to correct: what the broker can do instead. */
export const NO_ROWS = {
  editable: 'No rows could be read from this file, so there is nothing to correct here. Correct the file as the error says and upload it again, then Reject this import to close it.',
  closed: 'No rows could be read from this file.',
} as const;

/** A failed file (status 3, or rejected from it): the error list (row, field, error) beside the raw rows' grid; an error's row leads to its cell. */
export default function RawRowsEditor({ heading, rows, firstrow, failures: found, editing, editable, onChange, before = rows, check, actions }: RawRowsEditorProps) {
  const readOnly = editable ? READ_ONLY.editable : READ_ONLY.closed;
  const grid = useRef<RawRowsGridHandle>(null);
  const checkedRows = useSettledValue(rows, CHECK_AFTER_MS);
  // The server's failures until the rows change; then each changed row as the browser finds it.
  const failures = useMemo(
    () => (editing && check && checkedRows !== before ? editedFailures(found, pageRowFailures(check.format, heading, checkedRows, firstrow, check.context), before, checkedRows, firstrow) : found),
    [editing, check, checkedRows, before, found, heading, firstrow],
  );
  const headings = new Set(heading.map(headingKey));
  const inGrid = (failure: ImportIssue) =>
    failure.row !== undefined && failure.row >= firstrow && failure.row < firstrow + rows.length && failure.column !== undefined && headings.has(headingKey(failure.column));

  return (
    // The bar sticks within this block, so it stays in view over the errors and the rows.
    <div>
      <SpaceBetween size="m">
        <Table
          header={<Header variant="h2" counter={`(${failures.length})`}>Errors</Header>}
          variant="container"
          items={failures as ImportIssue[]}
          ariaLabels={{ tableLabel: 'Errors' }}
          wrapLines
          empty={<Box textAlign="center">No errors</Box>}
          columnDefinitions={[
            {
              id: 'row',
              header: 'Row',
              cell: (f) =>
                !inGrid(f) ? (f.row || '') : (
                  <Button variant="inline-link" ariaLabel={`Go to row ${f.row} ${f.column}`} onClick={() => grid.current?.goTo(f)}>{f.row}</Button>
                ),
            },
            { id: 'field', header: 'Field', cell: (f) => f.column ?? '' },
            { id: 'error', header: 'Error', cell: (f) => f.message },
          ]}
        />
        {rows.length === 0 ? (
          <Container header={<Header variant="h2">Rows</Header>}>{editable ? NO_ROWS.editable : NO_ROWS.closed}</Container>
        ) : (
          <Container header={<Header variant="h2" description={editing ? 'Arrow keys move between cells; Enter or typing edits a cell, Enter keeps the change and Escape undoes it. A row cleared of every cell (a totals row, say) is removed when saved.' : readOnly.description}>Rows</Header>}>
            <RawRowsGrid ref={grid} heading={heading} rows={rows} firstrow={firstrow} failures={failures} editing={editing} readOnlyLabel={readOnly.label} onChange={onChange} />
          </Container>
        )}
      </SpaceBetween>
      {editing && actions && <EditBar {...actions} changes={changedCellCount(before, rows)} errors={failures.length} />}
    </div>
  );
}
