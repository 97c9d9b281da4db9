import { UpstreamError } from '../shared/errors';
import { callService, serviceUrl } from '../shared/providers';
import type { Ecoes, ElectricityAddressRow, ElectricityMeterRow, GasMeterPointRow, Xoserve } from './industry-data-port';

/**
 * The HTTP adapters: the supplier's gateway to ECOES and to Xoserve, one base URL and API key per
 * stage, answering JSON arrays of rows in the report's field names (industry-data.ts):
 * - ECOES:   GET {base}/postcodes/{postcode}/meterpoints, GET {base}/meterpoints/{mpancore}/meters
 * - Xoserve: GET {base}/supplypoints?postcode=&buildingnumber=&buildingname=, GET {base}/supplypoints/{mprn}
 * The key travels in `x-api-key`. 404 means nothing found; any other failure is the provider's (502).
 */
async function getRows<T>(service: string, base: string, path: string, apiKey: () => Promise<string>, query: Record<string, string | undefined> = {}): Promise<T[]> {
  const url = serviceUrl(base, path);
  for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
  const response = await callService(service, url, { headers: { accept: 'application/json', 'x-api-key': await apiKey() } }, { notFoundIsEmpty: true });
  if (!response) return [];
  const rows = (await response.json()) as unknown;
  if (!Array.isArray(rows)) throw new UpstreamError(`The ${service} service answered in an unexpected shape`);
  return rows as T[];
}

export const httpEcoes = (base: string, apiKey: () => Promise<string>): Ecoes => ({
  byPostcode: (postcode) => getRows<ElectricityAddressRow>('ECOES', base, `postcodes/${encodeURIComponent(postcode)}/meterpoints`, apiKey),
  byMpanCore: (mpancore) => getRows<ElectricityMeterRow>('ECOES', base, `meterpoints/${encodeURIComponent(mpancore)}/meters`, apiKey),
});

export const httpXoserve = (base: string, apiKey: () => Promise<string>): Xoserve => ({
  byAddress: (postcode, building) => getRows<GasMeterPointRow>('Xoserve', base, 'supplypoints', apiKey, { postcode, ...building }),
  byMprn: (mprn) => getRows<GasMeterPointRow>('Xoserve', base, `supplypoints/${encodeURIComponent(mprn)}`, apiKey),
});
