import { UpstreamError } from '../shared/errors';
import { logger } from '../shared/logger';
import type { LookupAddress, PostcodeLookup } from './postcode-lookup';

const TIMEOUT_MS = 5000;

/** The API key is the secret's whole string, or its `apiKey` field when the secret holds JSON. */
export function apiKeyFromSecret(secret: string): string {
  try {
    const parsed = JSON.parse(secret) as { apiKey?: unknown };
    if (typeof parsed.apiKey === 'string') return parsed.apiKey;
  } catch {
    // A plain string secret is the key itself.
  }
  return secret;
}

/**
 * The getAddress-style adapter: `GET {endpoint}/find/{postcode}?api-key={key}&expand=true`. An
 * unknown postcode (404) answers no addresses; any other failure is the provider's (502).
 */
export function httpPostcodeLookup(endpoint: string, apiKey: () => Promise<string>): PostcodeLookup {
  const base = endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
  return {
    async find(postcode) {
      const url = new URL(`find/${encodeURIComponent(postcode)}`, base);
      url.searchParams.set('api-key', await apiKey());
      url.searchParams.set('expand', 'true');
      let response: Response;
      try {
        response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        logger.warn('Postcode lookup unreachable', { error: (error as Error).name });
        throw new UpstreamError('The postcode lookup service did not answer');
      }
      if (response.status === 404) return { postcode, addresses: [] };
      if (!response.ok) {
        logger.warn('Postcode lookup failed', { status: response.status });
        throw new UpstreamError('The postcode lookup service returned an error');
      }
      const found = (await response.json()) as { latitude?: number; longitude?: number; addresses?: LookupAddress[] };
      return { postcode, latitude: found.latitude, longitude: found.longitude, addresses: found.addresses ?? [] };
    },
  };
}
