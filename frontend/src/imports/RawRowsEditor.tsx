import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useEffect, useState } from 'react';
import type { ImportIssue } from '../../../domain/import';

/** Rows of the grid shown at once; big files are paged. */
export const GRID_PAGE_SIZE = 25;

interface RawRowsEditorProps {
  readonly heading: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** The file's 1-based data row number of `rows[0]`. */
  readonly firstrow: number;
  readonly failures: readonly ImportIssue[];
  readonly editing: boolean;
  readonly onChange: (rows: readonly (readonly string[])[]) => void;
}

const cellId = (row: number, column: number) => `raw-cell-${row}-${column}`;

/** Status 3: the raw rows as an editable grid with the error list (row, field, error); an error leads to its cell. */
export default function RawRowsEditor({ heading, rows, firstrow, failures, editing, onChange }: RawRowsEditorProps) {
  const [page, setPage] = useState(1);
  const [focus, setFocus] = useState<{ row: number; column: number }>();
  const pages = Math.max(1, Math.ceil(rows.length / GRID_PAGE_SIZE));
  const start = (page - 1) * GRID_PAGE_SIZE;
  const failing = new Set(failures.map((f) => `${f.row}:${f.column}`));

  useEffect(() => {
    if (!focus) return;
    document.getElementById(cellId(focus.row, focus.column))?.focus();
  }, [focus, page]);

  const goTo = (failure: ImportIssue) => {
    if (failure.row === undefined) return;
    const column = Math.max(0, heading.indexOf(failure.column ?? ''));
    setPage(Math.floor((failure.row - firstrow) / GRID_PAGE_SIZE) + 1);
    setFocus({ row: failure.row, column });
  };
  const edit = (index: number, column: number, value: string) =>
    onChange(rows.map((row, i) => (i === index ? row.map((cell, c) => (c === column ? value : cell)) : row)));

  return (
    <SpaceBetween size="m">
      <Table
        header={<Header variant="h2" counter={`(${failures.length})`}>Errors</Header>}
        variant="container"
        items={failures as ImportIssue[]}
        ariaLabels={{ tableLabel: 'Errors' }}
        empty={<Box textAlign="center">No errors</Box>}
        columnDefinitions={[
          { id: 'row', header: 'Row', cell: (f) => (f.row === undefined ? '' : <Button variant="inline-link" ariaLabel={`Go to row ${f.row} ${f.column ?? ''}`} onClick={() => goTo(f)}>{f.row}</Button>) },
          { id: 'field', header: 'Field', cell: (f) => f.column ?? '' },
          { id: 'error', header: 'Error', cell: (f) => f.message },
        ]}
      />
      <Container header={<Header variant="h2" actions={<Pagination currentPageIndex={page} pagesCount={pages} onChange={({ detail }) => setPage(detail.currentPageIndex)} ariaLabels={{ nextPageLabel: 'Next rows', previousPageLabel: 'Previous rows', pageLabel: (p) => `Rows page ${p}` }} />}>Rows</Header>}>
        <div style={{ overflowX: 'auto' }}>
          <table aria-label="Rows" style={{ borderCollapse: 'collapse', fontSize: 13 }}>
            <thead>
              <tr>
                <th scope="col">Row</th>
                {heading.map((name) => <th key={name} scope="col" style={{ textAlign: 'left', whiteSpace: 'nowrap', padding: '2px 4px' }}>{name}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.slice(start, start + GRID_PAGE_SIZE).map((row, offset) => {
                const index = start + offset;
                const number = firstrow + index;
                return (
                  <tr key={number}>
                    <th scope="row" style={{ padding: '2px 4px' }}>{number}</th>
                    {heading.map((name, column) => (
                      <td key={name} style={{ padding: 1 }}>
                        <input
                          id={cellId(number, column)}
                          aria-label={`Row ${number} ${name}`}
                          aria-invalid={failing.has(`${number}:${name}`) || undefined}
                          readOnly={!editing}
                          value={row[column] ?? ''}
                          onChange={(event) => edit(index, column, event.target.value)}
                          style={{ minWidth: 110, padding: '2px 4px', border: failing.has(`${number}:${name}`) ? '2px solid #d91515' : '1px solid #8c8c94', borderRadius: 4 }}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Container>
    </SpaceBetween>
  );
}
