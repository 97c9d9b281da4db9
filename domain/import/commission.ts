/**
 * Commission per meter point (DESIGN 8, domain-reference "what brokers expect"): the uplift in
 * pence per kWh the broker added to the unit rate, times the annual consumption, paid per contract
 * year. A year's payment is `uplift (p/kWh) x annual kWh / 100` pounds; a part year (an 18-month
 * term's last six months) is paid pro rata by months. Payments fall due on the start date and
 * each anniversary; the total over the term is what the broker is told (required for non-domestic
 * customers in Great Britain since October 2024). Amounts are pounds rounded to the penny; the last
 * payment takes the rounding so the payments add up to the total exactly.
 */

export interface CommissionPayment {
  /** 1-based contract year. */
  readonly year: number;
  /** ISO date. */
  readonly duedate: string;
  /** Pounds, two decimals. */
  readonly amount: number;
}

const toPence = (pounds: number) => Math.round(pounds * 100);

/** Total commission in pounds over the whole term. */
export function commissionTotal(upliftPencePerKwh: number, annualKwh: number, termMonths: number): number {
  if (!(upliftPencePerKwh > 0) || !(annualKwh > 0) || !(termMonths > 0)) return 0;
  return toPence((upliftPencePerKwh * annualKwh * termMonths) / 12 / 100) / 100;
}

/** The date `years` after an ISO date, kept on the last day of February where needed. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y + years, m - 1, 1));
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, lastDay));
  return date.toISOString().slice(0, 10);
}

/** The yearly payments of a meter point's commission. */
export function commissionSchedule(upliftPencePerKwh: number, annualKwh: number, termMonths: number, startdate: string): CommissionPayment[] {
  const totalPence = toPence(commissionTotal(upliftPencePerKwh, annualKwh, termMonths));
  if (totalPence === 0) return [];
  const years = Math.ceil(termMonths / 12);
  const payments: CommissionPayment[] = [];
  let paid = 0;
  for (let year = 1; year <= years; year++) {
    // Rounding what is due by the end of each year, not each year alone, keeps every payment non-negative.
    const monthsToDate = Math.min(termMonths, year * 12);
    const pence = Math.round((totalPence * monthsToDate) / termMonths) - paid;
    paid += pence;
    payments.push({ year, duedate: addYears(startdate, year - 1), amount: pence / 100 });
  }
  return payments;
}
