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

