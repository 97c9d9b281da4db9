/** Intermediaries (TPIs) and the per-product configuration that shapes what their brokers see. */

export interface IntermediaryProductConfig {
  /** File format ids the intermediary may upload for this product. */
  readonly fileformats: readonly number[];
  /** Contract terms in months allowed for this product, from '12', '18', '24', '36'. */
  readonly contractterms: readonly string[];
  readonly showthirdpartycosts: boolean;
  readonly editthirdpartycosts: boolean;
  readonly requestpaymentonprequalification: boolean;
  /** File format id used by Manual Entry, when the product offers it. */
  readonly manualuploadformat?: number;
}

/** What a product lets its brokers do with third-party costs (their commission): see them, and set them. */
export interface ThirdPartyCostAccess {
  readonly show: boolean;
  /** Only what is shown can be set. */
  readonly edit: boolean;
}

export const thirdPartyCostAccess = (product: Pick<IntermediaryProductConfig, 'showthirdpartycosts' | 'editthirdpartycosts'> | undefined): ThirdPartyCostAccess => ({
  show: Boolean(product?.showthirdpartycosts),
  edit: Boolean(product?.showthirdpartycosts && product.editthirdpartycosts),
});

export interface Intermediary {
  readonly id: number;
  readonly name: string;
  /** Keyed by product definition id. */
  readonly products: Readonly<Record<string, IntermediaryProductConfig>>;
}

/** The user profile as `GET /api/users/0` answers it. */
export interface UserProfile {
  readonly id: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly applications: readonly number[];
  readonly tpis: readonly Intermediary[];
  readonly reports: readonly number[];
}

export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
