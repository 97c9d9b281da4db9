import type { ImportCustomer, ImportMeterPoint, ImportProduct, ImportSite } from './import/types';

/**
 * Renewals: when a contract ends, which renewal it becomes, and which customer records that renewal
 * carries. The scheduled renewals job, the local stack and the Home screen all read these.
 */

/** How far ahead of a contract's end its renewal is made, unless the stage says otherwise. */
export const DEFAULT_RENEWAL_WINDOW_DAYS = 90;

/** The windows Home counts renewals due in, each from today. */
export const HOME_RENEWAL_WINDOWS = [30, 60, 90] as const;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The ISO day `days` after (or before, when negative) an ISO day. */
export const addDays = (iso: string, days: number) => isoOfDayNumber(dayNumber(iso) + days);

/** Whole days from one ISO day to another. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/**
 * The last day of supply of a contract starting on `startdate` for `months`: the day before the
 * same day of the month `months` later, or before the first of the month after when that month is
 * shorter (a contract from 31 January for a month ends on 28 or 29 February).
 */
export function contractEndDate(startdate: string, months: number): string {
  const [year, month, day] = startdate.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const sameDay = Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(day, lastDay));
  const next = day > lastDay ? sameDay + DAY_MS : sameDay;
  return isoOfDayNumber(next / DAY_MS - 1);
}

/** A renewal supplies from the day after the contract it renews ends. */
export const renewalStartDate = (enddate: string) => addDays(enddate, 1);

/** FNV-1a over 64 bits: ids made from long keys stay short, and two renewals colliding would take billions of them. */
function hash64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let n = 0; n < text.length; n++) hash = BigInt.asUintN(64, (hash ^ BigInt(text.charCodeAt(n))) * 0x100000001b3n);
  return hash.toString(16).padStart(16, '0');
}

/**
 * The import id of the renewal of one customer's contracts ending on one day. The same contracts
 * always give the same id, so a renewal made once is never made again, however often the job runs.
 */
export const renewalImportId = (tpiid: number, customerid: string, enddate: string) => `renewal-${enddate}-${hash64(`${tpiid}|${customerid}|${enddate}`)}`;

/** What a broker reads in the import list for a renewal. */
export const renewalDescription = (customername: string, enddate: string) => {
  const [year, month, day] = enddate.split('-');
  return `Renewal: ${customername}, contract ending ${day}/${month}/${year}`;
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

const meterPointReference = (product: ImportProduct, meterpoint: ImportMeterPoint) => text(product.utilityid === 2 ? meterpoint.mprn : meterpoint.mpancore);

/**
 * The renewal of a customer's contracts on the meter points given: the customer, its accounts and
 * contacts as they were, only the sites and products holding those meter points, each contract they
 * name starting on `startdate`, with term and prices carried over for the broker to review. Undefined
 * when none of the meter points is still the customer's.
 */
export function renewalCustomer(customer: ImportCustomer, meterpoints: ReadonlySet<string>, startdate: string): ImportCustomer | undefined {
  const renewed = new Set<number>();
  const sites: ImportSite[] = [];
  for (const site of customer.sites) {
    const products: ImportProduct[] = [];
    for (const product of site.products) {
      const field = product.utilityid === 2 ? 'gasmeterpoints' : 'elecmeterpoints';
      const kept = (product[field] ?? []).filter((meterpoint) => meterpoints.has(meterPointReference(product, meterpoint)));
      kept.forEach((meterpoint) => renewed.add(meterpoint.contractindex ?? 0));
      if (kept.length) products.push({ ...product, [field]: kept });
    }
    if (products.length) sites.push({ ...site, products });
  }
  if (!sites.length) return undefined;
  const contracts = customer.contracts.map((contract, index) => (renewed.has(index) ? { ...contract, startdate } : contract));
  return { ...customer, sites, contracts };
}
