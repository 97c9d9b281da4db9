import type { ImportCustomer } from './import/types';

/**
 * References a person can quote for the customers, sites and contracts an import makes: a letter or
 * two, the intermediary and a number counted per intermediary (`C101-0042`, `S101-0107`,
 * `CT101-0042`), said aloud a character at a time and unique among the intermediary's records. The
 * seed data's customers and sites already read this way. Internal ids stay in the stores.
 */
export const REFERENCE_KINDS = ['customer', 'site', 'contract'] as const;

export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

const PREFIXES: Readonly<Record<ReferenceKind, string>> = { customer: 'C', site: 'S', contract: 'CT' };

/** The reference of the `n`th record of a kind the intermediary has been given. */
export const referenceOf = (kind: ReferenceKind, tpiid: number, n: number) => `${PREFIXES[kind]}${tpiid}-${String(n).padStart(4, '0')}`;

const REFERENCE = /^(CT|C|S)(\d{1,9})-(\d{4,9})$/;

/** What a typed reference names, whatever its case or spaces (`c101 - 0042`), or undefined for text that is none. */
export function parseReference(text: string): { kind: ReferenceKind; reference: string } | undefined {
  const match = REFERENCE.exec(text.toUpperCase().replace(/\s+/g, ''));
  if (!match) return undefined;
  const kind = REFERENCE_KINDS.find((candidate) => PREFIXES[candidate] === match[1])!;
  return { kind, reference: referenceOf(kind, Number(match[2]), Number(match[3])) };
}

/** The first number of each kind that a page of an import's customers uses. */
export type ReferenceStart = Readonly<Record<ReferenceKind, number>>;

/**
 * The numbers an import was given: the first of each kind for each page of its customers, so a page
 * is numbered without reading the pages before it. A renewal's first customer keeps the reference of
 * the customer it renews (`customer`) and takes no number.
 */
export interface ImportReferenceNumbers {
  readonly pages: readonly ReferenceStart[];
  readonly customer?: string;
}

/** One customer's references, in the order of its sites and contracts. */
export interface CustomerReferences {
  readonly customer: string;
  readonly sites: readonly string[];
  readonly contracts: readonly string[];
}

type Records = readonly Pick<ImportCustomer, 'sites' | 'contracts'>[];

/** How many numbers of each kind the customers take, less a first customer that keeps its reference. */
export function referenceCounts(customers: Records, keepsFirst: boolean): ReferenceStart {
  return {
    customer: customers.length - (keepsFirst && customers.length ? 1 : 0),
    site: customers.reduce((sum, customer) => sum + customer.sites.length, 0),
    contract: customers.reduce((sum, customer) => sum + (customer.contracts ?? []).length, 0),
  };
}

/** Each page's first numbers, counting on from `first` over the pages' customers in order. */
export function pageStarts(pages: readonly Records[], first: ReferenceStart, keepsFirst: boolean): ReferenceStart[] {
  let next = first;
  return pages.map((customers, i) => {
    const start = next;
    const used = referenceCounts(customers, keepsFirst && i === 0);
    next = { customer: next.customer + used.customer, site: next.site + used.site, contract: next.contract + used.contract };
    return start;
  });
}

/**
 * The references of one page's customers, numbered from the page's start in the order the page
 * holds them; `keptFirst` is the reference the page's first customer keeps (a renewal's first page).
 * The pages' starts count on from each other, so an import's customers all together are numbered
 * from its first page's start.
 */
export function pageReferences(tpiid: number, customers: Records, start: ReferenceStart, keptFirst?: string): CustomerReferences[] {
  let { customer: nextCustomer, site: nextSite, contract: nextContract } = start;
  return customers.map((customer, i) => ({
    customer: i === 0 && keptFirst ? keptFirst : referenceOf('customer', tpiid, nextCustomer++),
    sites: customer.sites.map(() => referenceOf('site', tpiid, nextSite++)),
    contracts: (customer.contracts ?? []).map(() => referenceOf('contract', tpiid, nextContract++)),
  }));
}

/** The references of page `page` (1-based) of an import's customers, from the numbers it was given. */
export const numberedPage = (tpiid: number, customers: Records, numbers: ImportReferenceNumbers, page: number) =>
  customers.length ? pageReferences(tpiid, customers, numbers.pages[page - 1], page === 1 ? numbers.customer : undefined) : [];
