import { postJson, serviceUrl } from '../../shared/providers';
import type { CreditCheck, CreditCheckResult } from './credit-check-port';

/** The live credit bureau: a JSON POST to the stage's endpoint, key in `x-api-key`; a failure is the provider's (502). */
export const httpCreditCheck = (endpoint: string, apiKey: () => Promise<string>): CreditCheck => ({
  check: (customer) => postJson<CreditCheckResult>('credit check', serviceUrl(endpoint, 'creditchecks'), apiKey, customer),
});
