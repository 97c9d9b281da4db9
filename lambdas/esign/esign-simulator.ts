import { createHash } from 'node:crypto';
import type { EsignProvider } from './esign-port';

/** Where the local stack serves the simulator's signing page (local/esign-simulator.ts), outside the route table. */
export const SIMULATOR_PATH = '/simulators/esign/';

/**
 * SIMULATOR of the e-signature provider, for the local stack and tests. Deterministic: the request
 * id is a hash of the import id and the version sent, and the signing link is
 * `/simulators/esign/<importid>/<requestid>` on the local stack, where the customer signs or declines.
 */
export const esignSimulator: EsignProvider = {
  async requestSignature({ importid, version }) {
    const requestid = createHash('sha256').update(`${importid}:${version}`).digest('hex').slice(0, 24);
    return { requestid, url: `${SIMULATOR_PATH}${encodeURIComponent(importid)}/${requestid}` };
  },
};
