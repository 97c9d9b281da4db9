import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { windowStart, type RequestWindow } from '../../../domain/preauthorisation/list-window';
import { CURSOR_PARAMETER, NEXT_CURSOR_HEADER } from '../../../domain/reports/paging';
import type { LookupEntry } from '../../../domain/reference-data/lookups';
import type { InitialPaymentRequest, MeterPointAuthorisation, PreAuthorisationRequest } from '../../../domain/preauthorisation/types';
import { ApiError, apiFetch, apiGet, type ApiResult } from '../api/client';

export const authorisationsKey = (tpiid: number) => ['meterpointauthorisations', tpiid] as const;

interface AuthorisationPage {
  readonly rows: readonly MeterPointAuthorisation[];
  /** Where the next, older page starts; none when the window holds no more. */
  readonly nextCursor?: string;
}

async function authorisationPage(tpiid: number, from: string, cursor: string | undefined): Promise<AuthorisationPage> {
  const result = await apiFetch<MeterPointAuthorisation[]>('GET', '/api/meterpointauthorisations/prequalifier', { query: { tpiid, date: from, [CURSOR_PARAMETER]: cursor } });
  if (result.status !== 200) throw new ApiError(result.status, result.data);
  return { rows: result.data, nextCursor: result.headers?.get(NEXT_CURSOR_HEADER) ?? undefined };
}

/** The intermediary's requests in the window, newest first, a page at a time; older pages come when asked for. */
export function useAuthorisations(tpiid: number, window: RequestWindow) {
  // The start day is part of the key, so a list left open past midnight starts again from the new day.
  const from = windowStart(window);
  return useInfiniteQuery({
    queryKey: [...authorisationsKey(tpiid), from],
    queryFn: ({ pageParam }) => authorisationPage(tpiid, from, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export const useSicCodes = () =>
  useQuery({ queryKey: ['lookups', 'siccode'], queryFn: () => apiGet<LookupEntry[]>('/lookups/siccode') });

export interface RunChecksAnswer {
  readonly tpiauthorisationid: string;
  /** The company's registered name as the credit check found it. */
  readonly companyname?: string;
  readonly authorisations: readonly MeterPointAuthorisation[];
}

export const runChecks = (request: PreAuthorisationRequest): Promise<ApiResult<RunChecksAnswer | { message?: string; errors?: string[] }>> =>
  apiFetch('POST', '/api/meterpointauthorisations', { body: request });

export const requestInitialPayment = (id: string, request: InitialPaymentRequest): Promise<ApiResult<unknown>> =>
  apiFetch('POST', `/api/meterpointauthorisations/${encodeURIComponent(id)}/requestinitialpayment`, { body: request });

