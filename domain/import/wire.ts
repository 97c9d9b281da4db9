import type { AuditEntry } from './audit-entry';
import type { ImportCustomer, ImportIssue } from './types';
import type { CustomerReferences } from '../references';

/**
 * An import as the API answers a create, a save or a status change: its metadata, counts, version
 * and audit trail. The server's stored item extends it with its own bookkeeping (where the payload
 * pages are, the e-sign request), which the answer carries too but no client relies on.
 */
export interface FileImportSummary {
  readonly id: string;
  readonly importdatetime: string;
  readonly importstatus: number;
  readonly rejectionreason?: number;
  readonly s3key?: string;
  readonly fileformat: number;
  readonly productdefinition: number;
  readonly sourcetype: number;
  readonly sourceid: number;
  readonly username: string;
  readonly manualverification: boolean;
  readonly description?: string;
  readonly customercount: number;
  readonly rowcount: number;
  readonly failurecount: number;
  readonly warningcount: number;
  readonly version: number;
  readonly pagecount: number;
  readonly esignurl?: string;
  readonly audit: readonly AuditEntry[];
}

/** One import with one page of its payload, as `GET /api/fileimports/{id}` answers it: raw rows in status 3, structured customers after. */
export interface FileImportView extends FileImportSummary {
  readonly page: number;
  readonly rawheading?: readonly string[];
  readonly rawdata: readonly (readonly string[])[];
  readonly firstrow?: number;
  readonly structureddata: readonly ImportCustomer[];
  readonly firstline?: number;
  readonly validationfailures: readonly ImportIssue[];
  readonly warnings: readonly ImportIssue[];
  /** The page's customers' references, one per customer, once the import was sent for signature or processed. */
  readonly references?: readonly CustomerReferences[];
}
