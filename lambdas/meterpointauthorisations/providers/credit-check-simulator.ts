import { normaliseCompanyNumber } from '../../../domain/company-number';
import { CHECK_STATUS } from '../../../domain/preauthorisation/types';
import type { CreditCheck, CreditCheckResult } from './credit-check-port';

/**
 * SIMULATOR of the credit bureau, for the local stack and tests; it is not a live service.
 * Deterministic rules:
 * - limited company: a company number ending in 9 is Referred, ending in 0 Failed, otherwise
 *   Passed; the company's name is the seeded one below, else `Company <number> Limited`;
 * - sole trader or partnership: without a date of birth Referred; under 18 Failed; a business
 *   type (SIC) in HIGHER_RISK_SIC Referred; otherwise Passed.
 */

export const SIMULATED_COMPANIES: Readonly<Record<string, string>> = {
  '01234567': 'Harbour Bakery Ltd',
  '04567812': 'Quay Street Dental Ltd',
  '07777779': 'Riverside Pubs Ltd',
  '05555550': 'Falling Star Trading Ltd',
};

/** Restaurants, pubs, hairdressers and gyms: a person's credit file alone is not enough for these. */
export const HIGHER_RISK_SIC = ['56101', '56102', '56302', '93130', '96020'];

export const CREDIT_REASONS = {
  companyPassed: 'Company credit score acceptable',
  companyReferred: 'Company credit file needs manual underwriting',
  companyFailed: 'Company credit score below the minimum',
  personPassed: 'Personal credit score acceptable',
  noDateOfBirth: 'Date of birth not provided; referred for manual checks',
  underAge: 'Applicant must be 18 or over',
  higherRisk: 'Business type needs manual underwriting',
} as const;

function ageOn(dateofbirth: string, today: Date): number {
  const born = new Date(`${dateofbirth}T00:00:00Z`);
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  const birthdayPassed = today.getUTCMonth() > born.getUTCMonth() || (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() >= born.getUTCDate());
  if (!birthdayPassed) age -= 1;
  return age;
}

export function creditCheckSimulator(today: () => Date = () => new Date()): CreditCheck {
  return {
    async check(customer): Promise<CreditCheckResult> {
      if (customer.limitedcompany) {
        const number = normaliseCompanyNumber(customer.limitedcompanynumber ?? '');
        const companyname = SIMULATED_COMPANIES[number] ?? `Company ${number} Limited`;
        if (number.endsWith('9')) return { status: CHECK_STATUS.referred, reason: CREDIT_REASONS.companyReferred, companyname };
        if (number.endsWith('0')) return { status: CHECK_STATUS.failed, reason: CREDIT_REASONS.companyFailed, companyname };
        return { status: CHECK_STATUS.passed, reason: CREDIT_REASONS.companyPassed, companyname };
      }
      if (!customer.dateofbirth || Number.isNaN(Date.parse(customer.dateofbirth))) {
        return { status: CHECK_STATUS.referred, reason: CREDIT_REASONS.noDateOfBirth };
      }
      if (ageOn(customer.dateofbirth, today()) < 18) return { status: CHECK_STATUS.failed, reason: CREDIT_REASONS.underAge };
      if (HIGHER_RISK_SIC.includes(customer.internalsic ?? '')) return { status: CHECK_STATUS.referred, reason: CREDIT_REASONS.higherRisk };
      return { status: CHECK_STATUS.passed, reason: CREDIT_REASONS.personPassed };
    },
  };
}
