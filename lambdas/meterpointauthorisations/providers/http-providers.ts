import { postJson, serviceUrl } from '../../shared/providers';
import type { AuthorisationCheck, AuthorisationResult, CreditCheck, CreditCheckResult } from './ports';

/** The HTTP adapters: JSON POSTs to the stage's endpoint, key in `x-api-key`; a failure is the provider's (502). */

export const httpCreditCheck = (endpoint: string, apiKey: () => Promise<string>): CreditCheck => ({
  check: (customer) => postJson<CreditCheckResult>('credit check', serviceUrl(endpoint, 'creditchecks'), apiKey, customer),
});

export const httpAuthorisationCheck = (endpoint: string, apiKey: () => Promise<string>): AuthorisationCheck => ({
  check: (meterPoint, product) => postJson<AuthorisationResult>('authorisation', serviceUrl(endpoint, 'authorisations'), apiKey, { ...meterPoint, product }),
});
