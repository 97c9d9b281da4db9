import type { AccountManager, EsignData } from '../../domain/import';

export interface SignatureRequest {
  readonly importid: string;
  readonly version: number;
  readonly esigndata: EsignData;
  readonly accountmanager: AccountManager;
}

/** An e-signature provider (docs/decisions/0008-outside-services-behind-ports.md): it sends the customer a signing link for an import. */
export interface EsignProvider {
  requestSignature(request: SignatureRequest): Promise<{ requestid: string; url: string }>;
}
