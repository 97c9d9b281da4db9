import { gspGroupOf } from '../../../domain/meter-points';
import { CHECK_STATUS, isElectricity, type MeterPointEntry } from '../../../domain/preauthorisation/types';
import { xoserveSimulator } from '../../reports/industry-data-simulator';
import type { AuthorisationCheck, AuthorisationResult } from './authorisation-check-port';

/**
 * SIMULATOR of the supplier's authorisation rules with the industry data's consumption, for the
 * local stack and tests; it is not a live service. Deterministic rules:
 * - annual consumption: a gas meter point in the simulated Xoserve data (lambdas/reports) has its
 *   annual quantity; any other gas one 5,000 + (the MPRN mod 80) x 1,000 kWh (so a few are
 *   'large'); electricity 4,000 + (digits 3 to 10 of the core mod 55) x 1,000 kWh (the simulated
 *   ECOES data carries no consumption);
 * - an MPAN on an unknown distributor id (an independent network) is Referred;
 * - a gas meter point above 73,200 kWh a year (a large supply point) is Failed;
 * - anything else Passed.
 */

export const LARGE_SUPPLY_POINT_KWH = 73_200;

export const AUTHORISATION_REASONS = {
  passed: 'Meter point eligible for the product',
  independentNetwork: 'Independent distribution network; referred to the supplier',
  largeSupplyPoint: 'Large supply point (over 73,200 kWh a year) is not eligible',
} as const;

export function simulatedConsumption({ utilityid, mpxn }: MeterPointEntry): number {
  return isElectricity(utilityid) ? 4000 + (Number(mpxn.slice(2, 10)) % 55) * 1000 : 5000 + (Number(mpxn) % 80) * 1000;
}

export const authorisationCheckSimulator: AuthorisationCheck = {
  async check(meterPoint): Promise<AuthorisationResult> {
    const [industry] = isElectricity(meterPoint.utilityid) ? [] : await xoserveSimulator.byMprn(meterPoint.mpxn);
    const annualconsumption = industry?.annual_quantity ?? simulatedConsumption(meterPoint);
    if (isElectricity(meterPoint.utilityid) && !gspGroupOf(meterPoint.mpxn)) {
      return { status: CHECK_STATUS.referred, reason: AUTHORISATION_REASONS.independentNetwork, annualconsumption };
    }
    if (!isElectricity(meterPoint.utilityid) && annualconsumption > LARGE_SUPPLY_POINT_KWH) {
      return { status: CHECK_STATUS.failed, reason: AUTHORISATION_REASONS.largeSupplyPoint, annualconsumption };
    }
    return { status: CHECK_STATUS.passed, reason: AUTHORISATION_REASONS.passed, annualconsumption };
  },
};
