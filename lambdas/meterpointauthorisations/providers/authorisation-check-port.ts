import type { MeterPointEntry } from '../../../domain/preauthorisation/types';
import type { CheckResult } from './credit-check-port';

/** The supplier's authorisation rules the pre-qualifier asks (docs/decisions/0008-outside-services-behind-ports.md): an HTTP adapter or a local SIMULATOR. */

export interface AuthorisationResult extends CheckResult {
  /** kWh a year from the industry data (ECOES EAC or Xoserve AQ), when known. */
  readonly annualconsumption?: number;
}

/** May this meter point be supplied on this product? */
export interface AuthorisationCheck {
  check(meterPoint: MeterPointEntry, product: number): Promise<AuthorisationResult>;
}
