import type { CheckStatus, MeterPointEntry, PreAuthorisationRequest } from '../../../domain/preauthorisation/types';

/** The outside services of the pre-qualifier (docs/decisions/0008-outside-services-behind-ports.md): each an HTTP adapter or a local SIMULATOR. Payments: lambdas/payments. */

export interface CheckResult {
  readonly status: CheckStatus;
  readonly reason: string;
}

export interface CreditCheckResult extends CheckResult {
  /** The registered name of a limited company, as the bureau knows it. */
  readonly companyname?: string;
}

/** The credit bureau: one check per customer. */
export interface CreditCheck {
  check(customer: Omit<PreAuthorisationRequest, 'tpiid' | 'meterpoints' | 'contractterms'>): Promise<CreditCheckResult>;
}

export interface AuthorisationResult extends CheckResult {
  /** kWh a year from the industry data (ECOES EAC or Xoserve AQ), when known. */
  readonly annualconsumption?: number;
}

/** The supplier's authorisation rules: may this meter point be supplied on this product? */
export interface AuthorisationCheck {
  check(meterPoint: MeterPointEntry, product: number): Promise<AuthorisationResult>;
}
