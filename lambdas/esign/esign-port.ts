import { createHash } from 'node:crypto';
import type { AccountManager, EsignData } from '../../domain/import';
import type { HandlerConfig } from '../shared/config';
import { chooseProvider } from '../shared/providers';
import { httpEsign } from './http-esign';

export interface SignatureRequest {
  readonly importid: string;
  readonly version: number;
  readonly esigndata: EsignData;
  readonly accountmanager: AccountManager;
}

/** An e-signature provider (docs/decisions/0008-outside-services-behind-ports.md): it sends the customer a signing link for an import. */
export interface EsignProvider {
  requestSignature(request: SignatureRequest): Promise<{ requestid: string; url: string }>;
}

/** Where the local stack serves the simulator's signing page (local/esign-simulator.ts), outside the route table. */
export const SIMULATOR_PATH = '/simulators/esign/';

/**
 * The local simulator. Deterministic: the request id is a hash of the import id and the version
 * sent, and the signing link is `/simulators/esign/<importid>/<requestid>` on the local stack,
 * where the customer signs or declines.
 */
export const esignSimulator: EsignProvider = {
  async requestSignature({ importid, version }) {
    const requestid = createHash('sha256').update(`${importid}:${version}`).digest('hex').slice(0, 24);
    return { requestid, url: `${SIMULATOR_PATH}${encodeURIComponent(importid)}/${requestid}` };
  },
};

let chosen: EsignProvider | undefined;

/** The stage's provider, chosen once per container: `simulator` or the provider's base URL with its key's secret. */
export const esignProvider = (config: HandlerConfig): EsignProvider =>
  (chosen ??= chooseProvider(config, { endpoint: 'ESIGN_ENDPOINT', secret: 'ESIGN_SECRET' }, () => esignSimulator, httpEsign));
