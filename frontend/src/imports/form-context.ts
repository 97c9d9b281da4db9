import type { DateRule } from '../../../domain/entities';
import type { ImportIssue } from '../../../domain/import';
import type { LookupEntry } from '../../../domain/reference-data/lookups';

/** What every field form of one import needs besides its record. */
export interface FormContext {
  readonly editing: boolean;
  /** Status 5: fields the customer signs stay locked while the request is out. */
  readonly signLocked: boolean;
  readonly commission: { readonly show: boolean; readonly edit: boolean };
  readonly showfields: Readonly<Partial<Record<string, readonly string[]>>>;
  readonly lookups: Readonly<Record<string, readonly LookupEntry[]>>;
  readonly failures: readonly ImportIssue[];
  /** How start dates are kept out of the past, as the server judges them. */
  readonly startDates?: DateRule;
}

/** Said beside a commission field the product lets only the supplier set. */
export const SET_BY_SUPPLIER = 'Set by the supplier for this product';

export const fieldInputId = (line: number, path: string, field: string) => `field-${line}-${path || 'customer'}-${field}`.replace(/\./g, '-');
