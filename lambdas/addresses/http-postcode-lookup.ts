import { callService, serviceUrl } from '../shared/providers';
import type { LookupAddress, PostcodeLookup } from './postcode-lookup-port';

/**
 * The getAddress-style adapter: `GET {endpoint}/find/{postcode}?api-key={key}&expand=true`. An
 * unknown postcode (404) answers no addresses; any other failure is the provider's (502).
 */
export function httpPostcodeLookup(endpoint: string, apiKey: () => Promise<string>): PostcodeLookup {
  return {
    async find(postcode) {
      const url = serviceUrl(endpoint, `find/${encodeURIComponent(postcode)}`);
      url.searchParams.set('api-key', await apiKey());
      url.searchParams.set('expand', 'true');
      const response = await callService('postcode lookup', url, { headers: { accept: 'application/json' } }, { notFoundIsEmpty: true });
      if (!response) return { postcode, addresses: [] };
      const found = (await response.json()) as { latitude?: number; longitude?: number; addresses?: LookupAddress[] };
      return { postcode, latitude: found.latitude, longitude: found.longitude, addresses: found.addresses ?? [] };
    },
  };
}
