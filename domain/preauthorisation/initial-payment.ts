import type { TariffPrice } from './types';

/**
 * The initial payment (a deposit before supply starts), in pounds:
 *
 *   annual charge (pence) = annual consumption (kWh) x (unit rate + commission) (p/kWh)
 *                           + 365 x standing charge (p/day)
 *   initial payment (£)   = annual charge / 12 x months of cover for the term / 100, to the penny
 *
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

/** The initial payment in pounds, or undefined when an input it needs is missing. */
export function initialPayment({ annualconsumption, contractterm, tariffprices, commission }: InitialPaymentInputs): number | undefined {
  const months = MONTHS_OF_COVER[contractterm];
  const unitRate = priceOf(tariffprices, UNIT_RATE);
  const standingCharge = priceOf(tariffprices, STANDING_CHARGE) ?? 0;
  if (months === undefined || unitRate === undefined || !(annualconsumption > 0)) return undefined;
  const annualPence = annualconsumption * (unitRate + commission) + 365 * standingCharge;
  return Math.round((annualPence / 12) * months) / 100;
}

/** Money in pounds with two decimals (spec 1), or None. */
export const formatPounds = (pounds: number | undefined) =>
  pounds === undefined || pounds === null ? 'None' : `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Prices as the list shows them: `Unit Rate 24.50p, Standing Charge 45.00p`. */
export const formatPrices = (prices: readonly TariffPrice[] | undefined) =>
  prices?.length ? prices.map((price) => `${price.name} ${price.value.toFixed(2)}p`).join(', ') : 'None';
