import type { MeterPointEntry } from '../../../domain/preauthorisation/types';
import { stageProvider } from '../../shared/providers';
import { authorisationCheckSimulator } from './authorisation-check-simulator';
import type { CheckResult } from './credit-check-port';
import { httpAuthorisationCheck } from './http-authorisation-check';

/** The supplier's authorisation rules the pre-qualifier asks (docs/decisions/0008-outside-services-behind-ports.md): an HTTP adapter or a local SIMULATOR. */

export interface AuthorisationResult extends CheckResult {
  /** kWh a year from the industry data (ECOES EAC or Xoserve AQ), when known. */
  readonly annualconsumption?: number;
}

/** May this meter point be supplied on this product? */
export interface AuthorisationCheck {
  check(meterPoint: MeterPointEntry, product: number): Promise<AuthorisationResult>;
}

/** The rules are served beside the credit bureau, so they share its stage settings. */
export const authorisationCheck = stageProvider<AuthorisationCheck>(
  { endpoint: 'CREDIT_CHECK_ENDPOINT', secret: 'CREDIT_CHECK_SECRET' },
  () => authorisationCheckSimulator,
  httpAuthorisationCheck,
);
