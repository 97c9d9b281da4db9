import { STANDING_CHARGE, UNIT_RATE } from '../../domain/preauthorisation/initial-payment';
import type { TariffPrice, UtilityId } from '../../domain/preauthorisation/types';

/**
 * The supplier's price book for products sold through pre-qualification: per product, fuel and
 * term, a tariff (unit rate p/kWh, standing charge p/day) and the broker commission it is priced
 * with (p/kWh). It is versioned with the code; the tariff's name, stored as `pricebookname` on each
 * authorisation, records which edition quoted it.
 */
export const PRICE_BOOK_EDITION = '2026-01';
export const PRINCIPLE_TERMS_TYPE = 'Fixed';

export interface Tariff {
  readonly name: string;
  readonly prices: readonly TariffPrice[];
  readonly commission: number;
}

interface FuelPrices {
  readonly label: string;
  readonly unitRateByTerm: Readonly<Record<string, number>>;
  readonly standingCharge: number;
  readonly commission: number;
}

const PRODUCT_PRICES: Readonly<Record<number, Readonly<Record<UtilityId, FuelPrices>>>> = {
  3: {
    1: { label: 'Electricity', unitRateByTerm: { '12': 27.8, '18': 27.2, '24': 26.6, '36': 25.9 }, standingCharge: 52, commission: 1.5 },
    2: { label: 'Gas', unitRateByTerm: { '12': 7.4, '18': 7.2, '24': 7.0, '36': 6.8 }, standingCharge: 31.5, commission: 0.8 },
  },
};

/** The tariff for a product, fuel and term, or undefined when the price book has none. */
export function tariffFor(product: number, utilityid: UtilityId, contractterm: string): Tariff | undefined {
  const fuel = PRODUCT_PRICES[product]?.[utilityid];
  const unitRate = fuel?.unitRateByTerm[contractterm];
  if (!fuel || unitRate === undefined) return undefined;
  return {
    name: `SME Fixed ${contractterm}M ${fuel.label} ${PRICE_BOOK_EDITION}`,
    prices: [{ name: UNIT_RATE, value: unitRate }, { name: STANDING_CHARGE, value: fuel.standingCharge }],
    commission: fuel.commission,
  };
}
