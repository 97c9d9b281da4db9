import { holdsReport, REPORT, type AccessHolder } from '../../../domain/access';
import type { Intermediary } from '../../../domain/intermediary';
import type { ProductDefinition } from '../../../domain/reference-data/products';

/** `GET /lookups/productdefinition` answers a map of product definitions by id. */
export type ProductDefinitions = Readonly<Record<string, ProductDefinition>>;

export interface MenuEntry {
  readonly text: string;
  readonly path: string;
  /** Shown only to holders of this report number. */
  readonly report?: number;
  /** Shown only when a product of the selected intermediary requires pre-authorisation. */
  readonly preauthorisation?: boolean;
}

/** The top menu in the portal's defined order, with each item's route. */
export const MENU: readonly MenuEntry[] = [
  { text: 'Home', path: '/' },
  { text: 'Pre-Qualifier', path: '/preauthorisation', preauthorisation: true },
  { text: 'Contract Import', path: '/import' },
  { text: 'Contract Report', path: '/contractreport', report: REPORT.contracts },
  { text: 'Commission Report', path: '/commissionreport', report: REPORT.commission },
  { text: 'ECOES Post Code Search', path: '/ecoespostcodesearch', report: REPORT.ecoesPostcode },
  { text: 'ECOES MPAN Search', path: '/ecoesmpansearch', report: REPORT.ecoesMpan },
  { text: 'Gas Address Search', path: '/xoserveaddresssearch', report: REPORT.gasAddress },
  { text: 'Gas MPRN Search', path: '/xoservemprnsearch', report: REPORT.gasMprn },
  { text: 'Downloads', path: '/downloads' },
];

export function requiresPreauthorisation(intermediary: Intermediary, productDefinitions: ProductDefinitions | undefined): boolean {
  return Object.keys(intermediary.products).some((id) => productDefinitions?.[id]?.requirepreauthorisation === true);
}

export function isPermitted(
  entry: MenuEntry,
  user: AccessHolder,
  intermediary: Intermediary,
  productDefinitions: ProductDefinitions | undefined,
): boolean {
  if (entry.report !== undefined && !holdsReport(user, entry.report)) return false;
  if (entry.preauthorisation && !requiresPreauthorisation(intermediary, productDefinitions)) return false;
  return true;
}

export function menuFor(user: AccessHolder, intermediary: Intermediary, productDefinitions: ProductDefinitions | undefined): MenuEntry[] {
  return MENU.filter((entry) => isPermitted(entry, user, intermediary, productDefinitions));
}

export const menuEntry = (path: string) => MENU.find((entry) => entry.path === path);
