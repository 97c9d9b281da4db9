import { normaliseCompanyNumber } from '../company-number';
import { CHECK_STATUS, type MeterPointAuthorisation } from './types';

/** What the Pre-Authorisation Request dialog says the checks found. */
export const CHECK_OUTCOME_MESSAGES = {
  companyFound: (name: string) => `Company found: ${name}`,
  companyNotFound: 'The credit check found no company name for this company number',
  requestPayment: 'Request initial payment',
} as const;

/**
 * Whether a company passed pre-qualification on an authorisation: the same company number, and
 * both the authorisation and the credit check Passed. The import pipeline warns when not.
 */
export function prequalificationPassed(row: Pick<MeterPointAuthorisation, 'limitedcompanynumber' | 'authorisationstatus' | 'creditcheckstatus'>, companynumber: string): boolean {
  if (!row.limitedcompanynumber) return false;
  return (
    normaliseCompanyNumber(row.limitedcompanynumber) === normaliseCompanyNumber(companynumber) &&
    row.authorisationstatus === CHECK_STATUS.passed &&
    row.creditcheckstatus === CHECK_STATUS.passed
  );
}
