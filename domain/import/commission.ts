/**
 * Commission per meter point, as brokers expect it to be worked out: the uplift in
 * pence per kWh the broker added to the unit rate, times the annual consumption, paid per contract
 * year. A year's payment is `uplift (p/kWh) x annual kWh / 100` pounds; a part year (an 18-month
 * term's last six months) is paid pro rata by months. Payments fall due on the start date and
 * each anniversary; the total over the term is what the broker is told (required for non-domestic
 * customers in Great Britain since October 2024). The total is rounded once to the penny by the
 * house rule (domain/money.ts) from the exact product; the last payment takes the remainder so the
 * payments add up to the total exactly.
 */

import { decimalOf, isPositive, poundsOf, roundToPence, times, type DecimalInput } from '../money';

export interface CommissionPayment {
  /** 1-based contract year. */
  readonly year: number;
  /** ISO date. */
  readonly duedate: string;
  /** Pounds, two decimals. */
  readonly amount: number;
}

/** Total commission in whole pence over the whole term: uplift x kWh x months / 12. */
export function commissionTotalPence(upliftPencePerKwh: DecimalInput, annualKwh: DecimalInput, termMonths: DecimalInput): number {
  const factors = [decimalOf(upliftPencePerKwh), decimalOf(annualKwh), decimalOf(termMonths)];
  if (!factors.every(isPositive)) return 0;
  return roundToPence(times(...factors), 12n);
}

/** Total commission in pounds over the whole term. */
export const commissionTotal = (upliftPencePerKwh: DecimalInput, annualKwh: DecimalInput, termMonths: DecimalInput) =>
  poundsOf(commissionTotalPence(upliftPencePerKwh, annualKwh, termMonths));

/** The date `years` after an ISO date, kept on the last day of February where needed. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y + years, m - 1, 1));
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, lastDay));
  return date.toISOString().slice(0, 10);
}

/** The yearly payments of a meter point's commission. */
export function commissionSchedule(upliftPencePerKwh: DecimalInput, annualKwh: DecimalInput, termMonths: number, startdate: string): CommissionPayment[] {
  const totalPence = commissionTotalPence(upliftPencePerKwh, annualKwh, termMonths);
  if (totalPence === 0) return [];
  const term = decimalOf(termMonths)!;
  // Dividing by the term's units leaves its scale as a power of ten to multiply by.
  const perTerm = { units: 10n ** BigInt(term.scale), scale: 0 };
  const years = Math.ceil(termMonths / 12);
  const payments: CommissionPayment[] = [];
  let paid = 0;
  for (let year = 1; year <= years; year++) {
    // Rounding what is due by the end of each year, not each year alone, keeps every payment non-negative.
    const monthsToDate = Math.min(termMonths, year * 12);
    const dueToDate = roundToPence(times(decimalOf(totalPence)!, decimalOf(monthsToDate)!, perTerm), term.units);
    payments.push({ year, duedate: addYears(startdate, year - 1), amount: poundsOf(dueToDate - paid) });
    paid = dueToDate;
  }
  return payments;
}
