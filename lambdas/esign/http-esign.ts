import { UpstreamError } from '../shared/errors';
import { postJson, serviceUrl } from '../shared/providers';
import type { EsignProvider } from './esign-port';

/**
 * The HTTP adapter for a real e-signature provider, one base URL and API key per stage
 * (cdk.json `providers.esign`): `POST {base}/envelopes` with the import's reference, the signer
 * (the five e-sign contact fields), the sender (the account manager) and the document's customers
 * with their sites and contracts by reference, the key in `x-api-key`;
 * the provider answers `{ id, signingurl }` and emails the customer the link. The provider reports
 * the customer's answer to `POST /webhooks/esign` (`{ importid, requestid: id, outcome }`), signed
 * with the stage's `webhookSecretName` secret (lambdas/webhooks/esign-outcome.ts).
 */
export const httpEsign = (base: string, apiKey: () => Promise<string>): EsignProvider => ({
  async requestSignature({ importid, version, esigndata, accountmanager, customers }) {
    const answer = await postJson<{ id?: unknown; signingurl?: unknown }>('e-Sign', serviceUrl(base, 'envelopes'), apiKey, {
      reference: `${importid}:${version}`,
      signer: esigndata,
      sender: accountmanager,
      document: { customers },
    });
    if (typeof answer.id !== 'string' || typeof answer.signingurl !== 'string') throw new UpstreamError('The e-Sign service answered in an unexpected shape');
    return { requestid: answer.id, url: answer.signingurl };
  },
});
