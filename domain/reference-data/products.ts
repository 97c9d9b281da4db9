import { CONTRACT_TERMS } from '../entities';

/** Product definitions (lookup `productdefinition`, served as a map by id). */
export interface ProductDefinition {
  readonly id: number;
  readonly name: string;
  /** Meter points need a pre-qualification (credit and authorisation checks) before contract. */
  readonly requirepreauthorisation: boolean;
  /** The pre-qualifier offers Request Initial Payment. */
  readonly showpaymentrequest: boolean;
  readonly contractterms: readonly string[];
}

export const PRODUCT_DEFINITIONS: readonly ProductDefinition[] = [
  { id: 1, name: 'Business Fixed Electricity', requirepreauthorisation: false, showpaymentrequest: false, contractterms: ['12', '24', '36'] },
  { id: 2, name: 'Business Fixed Gas', requirepreauthorisation: false, showpaymentrequest: false, contractterms: ['12', '24', '36'] },
  { id: 3, name: 'SME Fixed with Pre-Qualification', requirepreauthorisation: true, showpaymentrequest: true, contractterms: [...CONTRACT_TERMS] },
];
