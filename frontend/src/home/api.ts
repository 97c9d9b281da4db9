import { useQuery } from '@tanstack/react-query';
import type { HomeSummary } from '../../../domain/home';
import { apiGet } from '../api/client';

/** What needs the broker of the intermediary today: renewals due, imports waiting, commission due. */
export const useHomeSummary = (tpiid: number) =>
  useQuery({ queryKey: ['home', tpiid], queryFn: () => apiGet<HomeSummary>('/api/home', { tpiid }), staleTime: 0 });
