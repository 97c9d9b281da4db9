import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportDefinition } from '../../../domain/reports/definitions';
import type { ReportRow } from '../../../domain/reports/grouping';
import { defaultParameters } from '../../../domain/reports/parameters';
import { apiFetch } from '../api/client';
import { loadErrorOf, type LoadError } from './load-error';

/** The report screen's states (spec 4.4). */
export type ReportState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly rows: readonly ReportRow[] }
  | { readonly status: 'error'; readonly error: LoadError };

/** Date reports open loaded on their default window; searches wait for their parameters. */
const loadsOnOpen = (definition: ReportDefinition) => definition.parameters.every((p) => p.fieldtype === 'date');

/**
 * One report's parameters and answer for the chosen intermediary. The screen is keyed by report,
 * so changing report starts again from the defaults; a change of intermediary (a parameter from
 * outside the screen) reloads a report that was shown or opens loaded.
 */
export function useReport(definition: ReportDefinition, tpiid: number) {
  const [parameters, setParameters] = useState(() => defaultParameters(definition, new Date()));
  const [state, setState] = useState<ReportState>({ status: 'idle' });
  const current = useRef({ parameters, state, request: undefined as AbortController | undefined });
  current.current.parameters = parameters;
  current.current.state = state;

  const load = useCallback(async () => {
    current.current.request?.abort();
    const request = new AbortController();
    current.current.request = request;
    setState({ status: 'loading' });
    const query = Object.fromEntries(Object.entries(current.current.parameters).filter(([, value]) => value.trim() !== ''));
    try {
      const result = await apiFetch<unknown>('GET', `/reports/${definition.name}`, { query: { tpiid, ...query }, signal: request.signal });
      if (request.signal.aborted) return;
      if (result.status === 200 && Array.isArray(result.data)) setState({ status: 'loaded', rows: result.data as ReportRow[] });
      else setState({ status: 'error', error: loadErrorOf(result.status, result.data) });
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  }, [definition, tpiid]);

  useEffect(() => {
    if (loadsOnOpen(definition) || current.current.state.status !== 'idle') void load();
    return () => current.current.request?.abort();
  }, [definition, load]);

  const setParameter = useCallback((name: string, value: string) => setParameters((values) => ({ ...values, [name]: value })), []);

  return { parameters, setParameter, state, load };
}
