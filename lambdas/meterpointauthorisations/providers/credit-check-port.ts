import type { CheckStatus, PreAuthorisationRequest } from '../../../domain/preauthorisation/types';

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
