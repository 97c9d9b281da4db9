import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { lineFunctionApplies, type ColumnFormat, type ReportDefinition } from '../../../domain/reports/definitions';
import { formatCell } from '../../../domain/reports/format';
import { mergeSpans, sortRows, type ReportRow } from '../../../domain/reports/grouping';
import { FILTER_MESSAGES, filterLines, moneyTotals } from '../../../domain/reports/line-filter';
import { PAGE_MESSAGES } from '../../../domain/reports/paging';
import { useAnnouncement } from '../shared/Announcer';
import { listCounter } from '../shared/list-counter';
import { columnKind, frozenColumnCount } from './report-columns';
import ReportToolbar from './ReportToolbar';
import type { LineFilter } from './use-line-filter';
import type { LineFunctions } from './use-line-functions';
import { useVisibleColumns } from './use-visible-columns';
import './report-table.css';

const REPORT_PAGE_SIZE = 50;

export interface Sorting {
  readonly field: string;
  readonly descending: boolean;
}

/** The rows after those loaded, for a report that comes in pages. */
export interface MoreRows {
  readonly exist: boolean;
  readonly loading: boolean;
  readonly onLoad: () => void;
}

interface ReportTableProps {
  readonly definition: ReportDefinition;
  readonly rows: readonly ReportRow[];
  readonly more?: MoreRows;
  readonly filter: LineFilter;
  readonly lineFunctions: LineFunctions;
  readonly onDownload: (format: 'csv' | 'xlsx', rows: readonly ReportRow[], sorting?: Sorting) => void;
}

const PAGINATION_LABELS = { nextPageLabel: 'Next page', previousPageLabel: 'Previous page', pageLabel: (page: number) => `Page ${page}` };

/** A cell's text as its column formats it. */
function CellText({ value, format }: { value: unknown; format: ColumnFormat | undefined }) {
  return <>{formatCell(value, format)}</>;
}

/**
 * The left offsets of the frozen columns, and the width they cover, measured from the headings as laid out and
 * kept as the table changes.
 */
function useFrozenOffsets(count: number, deps: readonly unknown[]) {
  const table = useRef<HTMLTableElement>(null);
  // The left edge of each frozen column and, last, the right edge of the last of them.
  const [edges, setEdges] = useState<number[]>([]);
  useLayoutEffect(() => {
    const measure = () => {
      const headings = [...(table.current?.querySelectorAll<HTMLElement>('thead th') ?? [])].slice(0, count);
      const next = headings.reduce((lefts, th) => [...lefts, lefts[lefts.length - 1] + th.getBoundingClientRect().width], [0]);
      setEdges((now) => (now.length === next.length && now.every((left, i) => left === next[i]) ? now : next));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when its rows, and so the headings' widths, change.
  }, [count, ...deps]);
  return { table, offsets: edges.slice(0, count), frozenWidth: edges[count] ?? 0 };
}

/** What shows when the filter leaves none of the loaded lines: what to do, and the lines still to load. */
function NoMatchingLines({ definition, filter, more }: { definition: ReportDefinition; filter: LineFilter; more?: MoreRows }) {
  const dated = definition.parameters.some((p) => p.fieldtype === 'date');
  return (
    <Box textAlign="center" color="text-status-inactive" padding="l">
      <SpaceBetween size="xs">
        <span>{FILTER_MESSAGES.noMatch(filter.text, dated)}</span>
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Button onClick={filter.clear}>{FILTER_MESSAGES.clear}</Button>
          {more?.exist && <Button loading={more.loading} onClick={more.onLoad}>{FILTER_MESSAGES.loadMore}</Button>}
        </SpaceBetween>
      </SpaceBetween>
    </Box>
  );
}

/**
 * The results: the filter over the loaded lines and the totals of those it shows, the columns the
 * broker chose for this report, headings that sort on click, cells of the grouping fields merged down
 * over repeated values, per-row action links, and CSV and Excel files of the rows as sorted.
 * A plain table, because merged cells need row spans, which Cloudscape's table does not offer; its
 * first columns stay in view as a wide report scrolls sideways (position: sticky, merged cells too).
 * When more rows exist than are loaded, the pagination stays open at its end and paging past the
 * last loaded page loads the next; a heading sorts the rows loaded so far.
 */
export default function ReportTable({ definition, rows, more, filter, lineFunctions, onDownload }: ReportTableProps) {
  const [sorting, setSorting] = useState<Sorting>();
  const [requestedPage, setPage] = useState(1);
  const { visible, choose } = useVisibleColumns(definition);
  const filtering = filter.text.trim() !== '';
  const matching = useMemo(() => filterLines(definition, rows, filter.text), [definition, rows, filter.text]);
  const totals = useMemo(() => moneyTotals(definition, matching), [definition, matching]);
  const countText = filtering ? FILTER_MESSAGES.matches(matching.length, rows.length, more?.exist ?? false) : undefined;
  useAnnouncement(countText);
  const sorted = useMemo(() => (sorting ? sortRows(matching, sorting.field, sorting.descending) : matching), [matching, sorting]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / REPORT_PAGE_SIZE));
  // A page asked for past the loaded rows waits for them while they load, and falls back to the last page after.
  const page = more?.loading ? requestedPage : Math.min(requestedPage, pageCount);
  const shown = sorted.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);
  const spans = useMemo(() => mergeSpans(shown, definition.groupingfields), [shown, definition.groupingfields]);
  const actions = definition.linefunctions;
  const frozen = frozenColumnCount({ groupingfields: definition.groupingfields, fieldnames: visible });
  const { table, offsets, frozenWidth } = useFrozenOffsets(frozen, [shown, definition, visible]);
  const frozenStyle = (column: number): CSSProperties | undefined => (column < frozen ? { left: offsets[column] ?? 0 } : undefined);
  const columnClass = (field: string, column: number, extra?: string) =>
    [`column-${columnKind(definition, field)}`, column < frozen ? 'frozen' : '', column === frozen - 1 ? 'frozen-edge' : '', extra ?? ''].filter(Boolean).join(' ');

  const sortBy = (field: string) => {
    setSorting((now) => ({ field, descending: now?.field === field ? !now.descending : false }));
    setPage(1);
  };
  const heading = (field: string) => definition.columnheadings[definition.fieldnames.indexOf(field)];
  // A new filter starts at its first page of matches.
  const lineFilter: LineFilter = { ...filter, apply: (text) => (filter.apply(text), setPage(1)) };

  return (
    <SpaceBetween size="s">
      <Header
        variant="h2"
        counter={listCounter(matching.length, rows.length, more?.exist ?? false)}
        description={more && PAGE_MESSAGES.rowsLoaded(rows.length, more.exist)}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="download" onClick={() => onDownload('csv', sorted, sorting)}>CSV</Button>
            <Button iconName="download" onClick={() => onDownload('xlsx', sorted, sorting)}>Excel</Button>
          </SpaceBetween>
        }
      >
        Results
      </Header>
      {(rows.length > 0 || filtering) && (
        <ReportToolbar definition={definition} filter={lineFilter} countText={countText} totals={totals} more={more?.exist ?? false} visibleColumns={visible} onColumnsChange={choose} />
      )}
      {rows.length === 0 && !filtering ? (
        <Box textAlign="center" color="text-status-inactive" padding="l">No results</Box>
      ) : matching.length === 0 ? (
        <NoMatchingLines definition={definition} filter={filter} more={more} />
      ) : (
        <>
          {/* Focus scrolls a control clear of the frozen columns rather than under them (report-table.css). */}
          <div className="report-table-scroll" style={{ '--frozen-width': `${frozenWidth}px` } as CSSProperties}>
            <table ref={table} className="report-table" aria-label={definition.title}>
              <thead>
                <tr>
                  {visible.map((field, i) => (
                    <th
                      key={field}
                      scope="col"
                      className={columnClass(field, i)}
                      style={frozenStyle(i)}
                      aria-sort={sorting?.field === field ? (sorting.descending ? 'descending' : 'ascending') : 'none'}
                    >
                      <button type="button" onClick={() => sortBy(field)}>
                        {heading(field)}
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
                    {visible.map((field, column) => {
                      const span = spans[r][field] ?? 1;
                      if (span === 0) return null;
                      return (
                        <td
                          key={field}
                          data-field={field}
                          rowSpan={span > 1 ? span : undefined}
                          className={columnClass(field, column, span > 1 ? 'merged' : undefined)}
                          style={frozenStyle(column)}
                        >
                          <CellText value={row[field]} format={definition.columnformats[field]} />
                        </td>
                      );
                    })}
                    {actions.length > 0 && (
                      <td className="column-actions">
                        <SpaceBetween direction="horizontal" size="xs">
                          {actions
                            .filter((action) => lineFunctionApplies(action, row))
                            .map((action) => (
                              // A button that looks like a link: it acts rather than goes, and shows itself busy (and says so) while it runs.
                              <Button
                                key={action.function}
                                variant="inline-link"
                                loading={lineFunctions.running(action, row)}
                                loadingText={action.running}
                                onClick={() => lineFunctions.run(action, row)}
                              >
                                {action.text}
                              </Button>
                            ))}
                        </SpaceBetween>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown.length === 0 && more?.loading && (
            <div role="status">
              <StatusIndicator type="loading">{PAGE_MESSAGES.loadingMore}</StatusIndicator>
            </div>
          )}
          {(pageCount > 1 || more?.exist) && (
            <Pagination
              currentPageIndex={page}
              pagesCount={pageCount}
              openEnd={more?.exist}
              disabled={more?.loading}
              ariaLabels={PAGINATION_LABELS}
              onChange={(event) => setPage(event.detail.currentPageIndex)}
              onNextPageClick={(event) => {
                if (!event.detail.requestedPageAvailable) more?.onLoad();
              }}
            />
          )}
        </>
      )}
    </SpaceBetween>
  );
}
