import { decimalOf, isPositive, plus, poundsOf, roundToPence, times } from '../money';
import { formatMoney } from '../reports/format';
import type { TariffPrice } from './types';

/**
 * The initial payment (a deposit before supply starts), in pounds:
 *
 *   annual charge (pence) = annual consumption (kWh) x (unit rate + commission) (p/kWh)
 *                           + 365 x standing charge (p/day)
 *   initial payment (£)   = annual charge / 12 x months of cover for the term / 100, to the penny
 *
 * The charge is exact and the payment is rounded once, by the house rule in domain/money.ts.
 * Shorter contracts leave the supplier less time to recover a bad debt, so they cover more months.
 */
export const MONTHS_OF_COVER: Readonly<Record<string, number>> = { '12': 3, '18': 2, '24': 2, '36': 1 };

export const UNIT_RATE = 'Unit Rate';
export const STANDING_CHARGE = 'Standing Charge';

export interface InitialPaymentInputs {
  /** kWh a year. */
  readonly annualconsumption: number;
  readonly contractterm: string;
  readonly tariffprices: readonly TariffPrice[];
  /** Commission uplift, pence per kWh. */
  readonly commission: number;
}

const priceOf = (prices: readonly TariffPrice[], name: string) => prices.find((price) => price.name === name)?.value;

const NO_CHARGE = decimalOf(0)!;
const DAYS_A_YEAR = decimalOf(365)!;

/** The initial payment in pounds, or undefined when an input it needs is missing. */
export function initialPayment({ annualconsumption, contractterm, tariffprices, commission }: InitialPaymentInputs): number | undefined {
  const months = MONTHS_OF_COVER[contractterm];
  const unitRate = decimalOf(priceOf(tariffprices, UNIT_RATE) ?? Number.NaN);
  const standingChargeValue = priceOf(tariffprices, STANDING_CHARGE);
  const standingCharge = standingChargeValue === undefined ? NO_CHARGE : decimalOf(standingChargeValue);
  const consumption = decimalOf(annualconsumption);
  const uplift = decimalOf(commission);
  if (months === undefined || !unitRate || !standingCharge || !isPositive(consumption) || !uplift) return undefined;
  const annualPence = plus(times(consumption, plus(unitRate, uplift)), times(DAYS_A_YEAR, standingCharge));
  return poundsOf(roundToPence(times(annualPence, decimalOf(months)!), 12n));
}

/** Money in pounds with two decimals, or None. */
export const formatPounds = (pounds: number | undefined) => (pounds === undefined || pounds === null ? 'None' : formatMoney(pounds));

/** One price as the list shows it: `Unit Rate 24.50p`. */
export const formatPrice = (price: TariffPrice) => `${price.name} ${price.value.toFixed(2)}p`;
