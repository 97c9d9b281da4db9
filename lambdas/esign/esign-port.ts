import type { AccountManager, EsignData, ImportCustomer } from '../../domain/import';
import type { CustomerReferences } from '../../domain/references';

/** A customer as the signing document names it: by reference and name, with its sites and contracts. */
export interface SignedCustomer {
  readonly reference: string;
  readonly name: string;
  readonly sites: readonly { readonly reference: string; readonly name: string }[];
  readonly contracts: readonly string[];
}

export interface SignatureRequest {
  readonly importid: string;
  readonly version: number;
  readonly esigndata: EsignData;
  readonly accountmanager: AccountManager;
  /** What the customer signs for. */
  readonly customers: readonly SignedCustomer[];
}

/** The signing document's customers, named by their references (one per customer, in order). */
export const signedCustomers = (customers: readonly ImportCustomer[], references: readonly CustomerReferences[]): SignedCustomer[] =>
  customers.map((customer, c) => ({
    reference: references[c].customer,
    name: String(customer.name ?? ''),
    sites: customer.sites.map((site, s) => ({ reference: references[c].sites[s], name: String(site.name ?? '') })),
    contracts: references[c].contracts,
  }));

/** An e-signature provider (docs/decisions/0008-outside-services-behind-ports.md): it sends the customer a signing link for an import. */
export interface EsignProvider {
  requestSignature(request: SignatureRequest): Promise<{ requestid: string; url: string }>;
}
