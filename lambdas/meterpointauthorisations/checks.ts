import { initialPayment } from '../../domain/preauthorisation/initial-payment';
import {
  CHECK_STATUS,
  PAYMENT_CALCULATION,
  type MeterPointEntry,
  type PreAuthorisationRequest,
  type TariffPrice,
} from '../../domain/preauthorisation/types';
import { normaliseMpxn } from '../../domain/preauthorisation/validate-request';
import type { StoredAuthorisation } from './authorisation-store';
import { PRINCIPLE_TERMS_TYPE, tariffFor } from './price-book';
import type { AuthorisationCheck, AuthorisationResult } from './providers/authorisation-check-port';
import type { CreditCheck } from './providers/credit-check-port';

/** The outside services the checks ask: the credit bureau once per customer, the authorisation rules once per meter point. */
export interface RiskProviders {
  readonly credit: CreditCheck;
  readonly authorisation: AuthorisationCheck;
}

export const CALCULATION_REASONS = {
  calculated: 'First payment calculated',
  checksNotPassed: 'Not calculated: the authorisation and credit check must both pass',
  noConsumption: 'Not calculated: annual consumption is not known',
  noTariff: 'Not calculated: the price book has no tariff for this product and term',
} as const;

export interface CheckContext {
  readonly tpiauthorisationid: string;
  readonly datetime: string;
  readonly username: string;
  /** The terms the intermediary's product allows, for the prices quoted for Add MPxN Term. */
  readonly productTerms: readonly string[];
  readonly newId: () => string;
}

type Calculation = Pick<StoredAuthorisation, 'paymentcalculationstatus' | 'paymentcalculationreason' | 'initialpayment' | 'commission' | 'tariffprices' | 'pricebookname' | 'principletermstype' | 'termprices'>;

function calculate(product: number, meterPoint: MeterPointEntry, contractterm: string, passed: boolean, authorisation: AuthorisationResult, productTerms: readonly string[]): Calculation {
  const tariff = tariffFor(product, meterPoint.utilityid, contractterm);
  const termprices: Record<string, readonly TariffPrice[]> = {};
  for (const term of productTerms) {
    const quoted = tariffFor(product, meterPoint.utilityid, term);
    if (quoted) termprices[term] = quoted.prices;
  }
  const priced = tariff
    ? { commission: tariff.commission, tariffprices: tariff.prices, pricebookname: tariff.name, principletermstype: PRINCIPLE_TERMS_TYPE, termprices }
    : {};
  const failed = (reason: string): Calculation => ({ ...priced, paymentcalculationstatus: PAYMENT_CALCULATION.failed, paymentcalculationreason: reason });
  if (!passed) return failed(CALCULATION_REASONS.checksNotPassed);
  if (!tariff) return failed(CALCULATION_REASONS.noTariff);
  const amount = authorisation.annualconsumption === undefined
    ? undefined
    : initialPayment({ annualconsumption: authorisation.annualconsumption, contractterm, tariffprices: tariff.prices, commission: tariff.commission });
  if (amount === undefined) return failed(CALCULATION_REASONS.noConsumption);
  return { ...priced, paymentcalculationstatus: PAYMENT_CALCULATION.calculated, paymentcalculationreason: CALCULATION_REASONS.calculated, initialpayment: amount };
}

export interface CheckedRequest {
  readonly rows: StoredAuthorisation[];
  /** The limited company's registered name as the credit bureau found it; none when it found none. */
  readonly companyname?: string;
}

/**
 * The checks engine: one credit check for the customer, one authorisation check per meter point,
 * then a row per meter point and term with the tariff from the price book and the initial payment
 * when both checks passed.
 */
export async function runChecks(request: PreAuthorisationRequest & { product: number }, providers: RiskProviders, context: CheckContext): Promise<CheckedRequest> {
  const { meterpoints: entered, contractterms, tpiid, product, ...customer } = request;
  const meterpoints = entered.map((entry) => ({ utilityid: entry.utilityid, mpxn: normaliseMpxn(entry) }));
  const credit = await providers.credit.check({ ...customer, product });
  const name = request.limitedcompany ? (credit.companyname ?? request.limitedcompanynumber ?? '') : (request.name ?? '').trim();
  const rows: StoredAuthorisation[] = [];
  for (const meterPoint of meterpoints) {
    const authorisation = await providers.authorisation.check(meterPoint, product);
    const passed = authorisation.status === CHECK_STATUS.passed && credit.status === CHECK_STATUS.passed;
    for (const contractterm of contractterms) {
      rows.push({
        ...customer,
        id: context.newId(),
        tpiauthorisationid: context.tpiauthorisationid,
        tpiid,
        datetime: context.datetime,
        username: context.username,
        name,
        product,
        utilityid: meterPoint.utilityid,
        mpxn: meterPoint.mpxn,
        contractterm,
        contractterms,
        authorisationstatus: authorisation.status,
        authorisationreason: authorisation.reason,
        creditcheckstatus: credit.status,
        creditcheckreason: credit.reason,
        annualconsumption: authorisation.annualconsumption,
        meterpoints,
        ...calculate(product, meterPoint, contractterm, passed, authorisation, context.productTerms),
      });
    }
  }
  return { rows, companyname: credit.companyname };
}
