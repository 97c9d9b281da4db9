import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportDefinition } from '../../../domain/reports/definitions';
import { sortRows, type ReportRow } from '../../../domain/reports/grouping';
import { MAX_PAGE_ROWS } from '../../../domain/reports/paging';
import { downloadCsv, downloadXlsx } from './downloads';
import type { LoadError } from './load-error';
import { fetchReportPage } from './report-pages';
import type { Sorting } from './ReportTable';
import type { LoadedMore } from './use-report';

export type ExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'exporting'; readonly rows: number }
  | { readonly status: 'failed'; readonly error: LoadError };

export interface ExportRequest {
  readonly format: 'csv' | 'xlsx';
  /** The rows loaded so far, in the order the file keeps when nothing is left to fetch. */
  readonly loaded: readonly ReportRow[];
  readonly more?: LoadedMore;
  /** A heading's order, applied to every row once all are fetched. */
  readonly sorting?: Sorting;
  /** The rows of the fetched pages the file keeps (the filter's); `loaded` is kept already. */
  readonly keep?: (row: ReportRow) => boolean;
}

const isAbort = (error: unknown) => (error as Error).name === 'AbortError';

/**
 * Export of every row of the report as loaded, not only the rows on screen: the pages not yet
 * loaded are fetched after the loaded ones (the largest page size, fewest requests), counted as
 * they come, and the export can be cancelled between pages. The file is built as the loaded
 * rows' file is (downloads.ts). A failed export can be tried again as it was asked.
 */
export function useReportExport(definition: ReportDefinition) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const request = useRef<AbortController>(undefined);
  // The last export asked for, for Try again after a page fails.
  const asked = useRef<ExportRequest>(undefined);
  useEffect(() => () => request.current?.abort(), []);

  const start = useCallback(
    async (exported: ExportRequest) => {
      const { format, loaded, more, sorting, keep = () => true } = exported;
      asked.current = exported;
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      let rows = [...loaded];
      let cursor = more?.nextCursor;
      setState({ status: 'exporting', rows: rows.length });
      try {
        while (more && cursor !== undefined) {
          const page = await fetchReportPage(definition, more.query, { cursor, size: MAX_PAGE_ROWS }, controller.signal);
          if (controller.signal.aborted) return;
          if (!page.ok) return setState({ status: 'failed', error: page.error });
          rows.push(...page.rows.filter(keep));
          cursor = page.nextCursor;
          setState({ status: 'exporting', rows: rows.length });
        }
        if (more?.nextCursor !== undefined && sorting) rows = sortRows(rows, sorting.field, sorting.descending);
        if (format === 'csv') downloadCsv(definition, rows);
        else await downloadXlsx(definition, rows);
        if (!controller.signal.aborted) setState({ status: 'idle' });
      } catch (error) {
        if (!isAbort(error)) throw error;
      }
    },
    [definition],
  );

  const cancel = useCallback(() => {
    request.current?.abort();
    setState({ status: 'idle' });
  }, []);

  const retry = useCallback(() => void (asked.current && start(asked.current)), [start]);

  /** `cancel` also puts a failure away. */
  return { state, start, cancel, retry };
}
