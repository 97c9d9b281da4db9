import { QueryCache, QueryClient } from '@tanstack/react-query';

/** Lookups are asked again this many times, a second, then two, then four apart, before they count as failed. */
export const LOOKUP_RETRIES = 3;

/**
 * Server state. A failed load is logged; each screen says what its own failures mean. Lookups
 * (reference data that screens cannot work without, such as the file formats of an upload) are
 * asked again before they fail, so a blip heals by itself.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.warn('Could not load', JSON.stringify(query.queryKey), error.message),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60 * 1000 },
    },
  });
  client.setQueryDefaults(['lookups'], { retry: LOOKUP_RETRIES });
  return client;
}
