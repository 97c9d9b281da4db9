import { postJson, serviceUrl } from '../../shared/providers';
import type { AuthorisationCheck, AuthorisationResult } from './authorisation-check-port';

/** The live authorisation rules: a JSON POST to the stage's endpoint, key in `x-api-key`; a failure is the provider's (502). */
export const httpAuthorisationCheck = (endpoint: string, apiKey: () => Promise<string>): AuthorisationCheck => ({
  check: (meterPoint, product) => postJson<AuthorisationResult>('authorisation', serviceUrl(endpoint, 'authorisations'), apiKey, { ...meterPoint, product }),
});
