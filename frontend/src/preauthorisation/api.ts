import { useQuery } from '@tanstack/react-query';
import type { LookupEntry } from '../../../domain/reference-data/lookups';
import type { InitialPaymentRequest, MeterPointAuthorisation, PreAuthorisationRequest } from '../../../domain/preauthorisation/types';
import { apiFetch, apiGet, type ApiResult } from '../api/client';

/** The list covers the last year of checks; older ones are rarely asked about. */
export const LIST_WINDOW_DAYS = 365;

const listFrom = (today = new Date()) => new Date(today.getTime() - LIST_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);

export const authorisationsKey = (tpiid: number) => ['meterpointauthorisations', tpiid] as const;

export const useAuthorisations = (tpiid: number) =>
  useQuery({
    queryKey: authorisationsKey(tpiid),
    queryFn: () => apiGet<MeterPointAuthorisation[]>('/api/meterpointauthorisations/prequalifier', { tpiid, date: listFrom() }),
    staleTime: 0,
  });

export const useSicCodes = () =>
  useQuery({ queryKey: ['lookups', 'siccode'], queryFn: () => apiGet<LookupEntry[]>('/lookups/siccode') });

export interface RunChecksAnswer {
  readonly tpiauthorisationid: string;
  readonly authorisations: readonly MeterPointAuthorisation[];
}

export const runChecks = (request: PreAuthorisationRequest): Promise<ApiResult<RunChecksAnswer | { message?: string; errors?: string[] }>> =>
  apiFetch('POST', '/api/meterpointauthorisations', { body: request });

export const requestInitialPayment = (id: string, request: InitialPaymentRequest): Promise<ApiResult<unknown>> =>
  apiFetch('POST', `/api/meterpointauthorisations/${encodeURIComponent(id)}/requestinitialpayment`, { body: request });

/** The server's failure list (spec 7: data is a list of messages), or its message, for 'Payment request failed'. */
export function failureMessages(data: unknown): string[] {
  if (Array.isArray(data)) return data.map(String);
  if (data && typeof data === 'object') {
    const { message, errors } = data as { message?: unknown; errors?: unknown };
    if (Array.isArray(errors) && errors.length) return errors.map(String);
    if (typeof message === 'string') return [message];
  }
  return [typeof data === 'string' && data ? data : 'Unknown error'];
}
