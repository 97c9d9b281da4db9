import { QueryCache, QueryClient } from '@tanstack/react-query';

/** Server state. A failed load is logged and the screen stays as it was: such failures are silent to the user. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.warn('Could not load', JSON.stringify(query.queryKey), error.message),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60 * 1000 },
    },
  });
}
