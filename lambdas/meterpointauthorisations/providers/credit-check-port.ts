import type { CheckStatus, PreAuthorisationRequest } from '../../../domain/preauthorisation/types';
import { stageProvider } from '../../shared/providers';
import { creditCheckSimulator } from './credit-check-simulator';
import { httpCreditCheck } from './http-credit-check';

/** The credit bureau the pre-qualifier asks (docs/decisions/0008-outside-services-behind-ports.md): an HTTP adapter or a local SIMULATOR. */

export interface CheckResult {
  readonly status: CheckStatus;
  readonly reason: string;
}

export interface CreditCheckResult extends CheckResult {
  /** The registered name of a limited company, as the bureau knows it. */
  readonly companyname?: string;
}

/** One check per customer. */
export interface CreditCheck {
  check(customer: Omit<PreAuthorisationRequest, 'tpiid' | 'meterpoints' | 'contractterms'>): Promise<CreditCheckResult>;
}

export const creditCheck = stageProvider<CreditCheck>({ endpoint: 'CREDIT_CHECK_ENDPOINT', secret: 'CREDIT_CHECK_SECRET' }, () => creditCheckSimulator(), httpCreditCheck);
