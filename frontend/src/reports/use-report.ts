import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportDefinition } from '../../../domain/reports/definitions';
import type { ReportRow } from '../../../domain/reports/grouping';
import { checkParameters, defaultParameters } from '../../../domain/reports/parameters';
import type { LoadError } from './load-error';
import { refusedSearch } from './parameter-errors';
import { fetchReportPage, type ReportQuery } from './report-pages';

/** The report screen's states. */
export type ReportState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly rows: readonly ReportRow[]; readonly more: LoadedMore }
  | { readonly status: 'error'; readonly error: LoadError };

/** What is known of the rows after those loaded: the query they came from and where the next page starts. */
export interface LoadedMore {
  readonly query: ReportQuery;
  /** Absent when every row of the report is loaded. */
  readonly nextCursor?: string;
  readonly loading: boolean;
  /** The next page failed to load; the rows already loaded stay. */
  readonly error?: LoadError;
}

/** Date reports open loaded on their default window; searches wait for their parameters. */
const loadsOnOpen = (definition: ReportDefinition) => definition.parameters.every((p) => p.fieldtype === 'date');

const isAbort = (error: unknown) => (error as Error).name === 'AbortError';

/**
 * One report's parameters and answer for the chosen intermediary. The screen is keyed by report,
 * so changing report starts again from the defaults; a change of intermediary (a parameter from
 * outside the screen) reloads a report that was shown or opens loaded. Reports of the contract
 * store come in pages: `loadMore` appends the next one, asked with the query of the first.
 * Parameters are checked by the server's own rules before asking, so a mistyped date or post code
 * is shown on its field at once.
 */
export function useReport(definition: ReportDefinition, tpiid: number) {
  const [parameters, setParameters] = useState(() => defaultParameters(definition, new Date()));
  const [state, setState] = useState<ReportState>({ status: 'idle' });
  const current = useRef({ parameters, state, request: undefined as AbortController | undefined });
  current.current.parameters = parameters;
  current.current.state = state;

  const begin = () => {
    current.current.request?.abort();
    const request = new AbortController();
    current.current.request = request;
    return request;
  };

  /** Loads the report on the parameters shown, or on those given, which then show. */
  const load = useCallback(async (chosen?: Readonly<Record<string, string>>) => {
    if (chosen) {
      current.current.parameters = { ...chosen };
      setParameters({ ...chosen });
    }
    const request = begin();
    const refused = refusedSearch(checkParameters(definition, current.current.parameters).fieldErrors);
    if (refused) return setState({ status: 'error', error: refused });
    setState({ status: 'loading' });
    const query = { tpiid, ...Object.fromEntries(Object.entries(current.current.parameters).filter(([, value]) => value.trim() !== '')) };
    try {
      const page = await fetchReportPage(definition, query, {}, request.signal);
      if (request.signal.aborted) return;
      if (page.ok) setState({ status: 'loaded', rows: page.rows, more: { query, nextCursor: page.nextCursor, loading: false } });
      else setState({ status: 'error', error: page.error });
    } catch (error) {
      if (!isAbort(error)) throw error;
    }
  }, [definition, tpiid]);

  const loadMore = useCallback(async () => {
    const shown = current.current.state;
    if (shown.status !== 'loaded' || shown.more.nextCursor === undefined || shown.more.loading) return;
    const request = begin();
    const { query, nextCursor } = shown.more;
    setState({ ...shown, more: { query, nextCursor, loading: true } });
    try {
      const page = await fetchReportPage(definition, query, { cursor: nextCursor }, request.signal);
      if (request.signal.aborted) return;
      if (page.ok) setState({ status: 'loaded', rows: [...shown.rows, ...page.rows], more: { query, nextCursor: page.nextCursor, loading: false } });
      else setState({ ...shown, more: { query, nextCursor, loading: false, error: page.error } });
    } catch (error) {
      if (!isAbort(error)) throw error;
    }
  }, [definition]);

  useEffect(() => {
    if (loadsOnOpen(definition) || current.current.state.status !== 'idle') void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request to abort is the one in flight at cleanup, not at the effect's start.
    return () => current.current.request?.abort();
  }, [definition, load]);

  const setParameter = useCallback((name: string, value: string) => setParameters((values) => ({ ...values, [name]: value })), []);

  return { parameters, setParameter, state, load, loadMore };
}
