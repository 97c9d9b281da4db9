import { IMPORT_STATUSES } from '../import/status';
import { FILE_FORMATS } from './file-formats';
import { FILE_IMPORT_REJECTION_REASONS, MARKETING_PREFERENCE_METHODS, SIC_CODES } from './lookups';
import { APPLICATION_MESSAGES, RELEASES } from './messages';
import { PRODUCT_DEFINITIONS } from './products';
import { messageSortKey, referenceKey } from './keys';

export * from './file-formats';
export * from './keys';
export * from './lookups';
export * from './messages';
export * from './products';

/** The lookups `/lookups/{name}` serves, each entry keyed by its `id`. */
export const LOOKUPS = {
  fileimportstatus: IMPORT_STATUSES,
  fileimportrejectionreason: FILE_IMPORT_REJECTION_REASONS,
  marketingpreferencemethod: MARKETING_PREFERENCE_METHODS,
  siccode: SIC_CODES,
  productdefinition: PRODUCT_DEFINITIONS,
  fileformat: FILE_FORMATS,
} as const;

export type LookupName = keyof typeof LOOKUPS;

export const LOOKUP_NAMES = Object.keys(LOOKUPS) as LookupName[];

export const isLookupName = (name: string): name is LookupName => Object.hasOwn(LOOKUPS, name);

export interface ReferenceItem {
  readonly pk: string;
  readonly sk: string;
  readonly value: unknown;
}

/** Everything the local seed and the deploy-time seed write to the reference table (intermediaries apart). */
export const REFERENCE_ITEMS: readonly ReferenceItem[] = [
  ...Object.entries(LOOKUPS).flatMap(([name, entries]) =>
    entries.map((value) => ({ pk: referenceKey.lookup(name), sk: String(value.id), value })),
  ),
  ...APPLICATION_MESSAGES.map((value) => ({
    pk: referenceKey.messages(value.applicationid),
    sk: messageSortKey(value.messageorder),
    value,
  })),
  ...RELEASES.map((value) => ({ pk: referenceKey.release, sk: value.version, value })),
];
