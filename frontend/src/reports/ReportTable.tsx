import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import type { LineFunction, ReportDefinition } from '../../../domain/reports/definitions';
import { formatCell } from '../../../domain/reports/format';
import { mergeSpans, sortRows, type ReportRow } from '../../../domain/reports/grouping';
import './report-table.css';

const REPORT_PAGE_SIZE = 50;

interface Sorting {
  readonly field: string;
  readonly descending: boolean;
}

interface ReportTableProps {
  readonly definition: ReportDefinition;
  readonly rows: readonly ReportRow[];
  readonly onLineFunction: (lineFunction: LineFunction, row: ReportRow) => void;
  readonly onDownload: (format: 'csv' | 'xlsx', rows: readonly ReportRow[]) => void;
}

/**
 * The results (spec 2.7): headings that sort on click, cells of the grouping fields merged down
 * over repeated values, per-row action links, and CSV and Excel files of the rows as sorted.
 * A plain table, because merged cells need row spans, which Cloudscape's table does not offer.
 */
export default function ReportTable({ definition, rows, onLineFunction, onDownload }: ReportTableProps) {
  const [sorting, setSorting] = useState<Sorting>();
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => (sorting ? sortRows(rows, sorting.field, sorting.descending) : [...rows]), [rows, sorting]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / REPORT_PAGE_SIZE));
  const shown = sorted.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);
  const spans = useMemo(() => mergeSpans(shown, definition.groupingfields), [shown, definition.groupingfields]);
  const actions = definition.linefunctions;

  const sortBy = (field: string) => {
    setSorting((now) => ({ field, descending: now?.field === field ? !now.descending : false }));
    setPage(1);
  };

  return (
    <SpaceBetween size="s">
      <Header
        variant="h2"
        counter={`(${rows.length})`}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="download" onClick={() => onDownload('csv', sorted)}>CSV</Button>
            <Button iconName="download" onClick={() => onDownload('xlsx', sorted)}>Excel</Button>
          </SpaceBetween>
        }
      >
        Results
      </Header>
      {rows.length === 0 ? (
        <Box textAlign="center" color="text-status-inactive" padding="l">No results</Box>
      ) : (
        <>
          <div className="report-table-scroll">
            <table className="report-table" aria-label={definition.title}>
              <thead>
                <tr>
                  {definition.fieldnames.map((field, i) => (
                    <th key={field} scope="col" aria-sort={sorting?.field === field ? (sorting.descending ? 'descending' : 'ascending') : 'none'}>
                      <button type="button" onClick={() => sortBy(field)}>
                        {definition.columnheadings[i]}
                        <span aria-hidden="true">{sorting?.field === field ? (sorting.descending ? ' ▼' : ' ▲') : ''}</span>
                      </button>
                    </th>
                  ))}
                  {actions.length > 0 && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {shown.map((row, r) => (
                  <tr key={r}>
                    {definition.fieldnames.map((field) => {
                      const span = spans[r][field] ?? 1;
                      if (span === 0) return null;
                      return (
                        <td key={field} data-field={field} rowSpan={span > 1 ? span : undefined} className={span > 1 ? 'merged' : undefined}>
                          {formatCell(row[field], definition.columnformats[field])}
                        </td>
                      );
                    })}
                    {actions.length > 0 && (
                      <td>
                        <SpaceBetween direction="horizontal" size="xs">
                          {actions
                            .filter((action) => !action.onlyWhen || (row[action.onlyWhen] ?? '') !== '')
                            .map((action) => (
                              <Link key={action.function} onFollow={() => onLineFunction(action, row)}>{action.text}</Link>
                            ))}
                        </SpaceBetween>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pageCount > 1 && <Pagination currentPageIndex={page} pagesCount={pageCount} onChange={(event) => setPage(event.detail.currentPageIndex)} />}
        </>
      )}
    </SpaceBetween>
  );
}
