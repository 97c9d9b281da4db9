import type { HandlerConfig } from '../../shared/config';
import { chooseProvider } from '../../shared/providers';
import { authorisationCheckSimulator } from './authorisation-check-simulator';
import { creditCheckSimulator } from './credit-check-simulator';
import { httpAuthorisationCheck, httpCreditCheck } from './http-providers';
import type { AuthorisationCheck, CreditCheck } from './ports';

export type { AuthorisationCheck, AuthorisationResult, CreditCheck } from './ports';

export interface RiskProviders {
  readonly credit: CreditCheck;
  readonly authorisation: AuthorisationCheck;
}

let risk: RiskProviders | undefined;

/** The credit bureau and the authorisation rules share the stage's `credit` provider: `simulator` or its URL. */
export const riskProviders = (config: HandlerConfig): RiskProviders =>
  (risk ??= chooseProvider(
    config,
    { endpoint: 'CREDIT_CHECK_ENDPOINT', secret: 'CREDIT_CHECK_SECRET' },
    () => ({ credit: creditCheckSimulator(), authorisation: authorisationCheckSimulator }),
    (endpoint, apiKey) => ({ credit: httpCreditCheck(endpoint, apiKey), authorisation: httpAuthorisationCheck(endpoint, apiKey) }),
  ));
