import type { ImportCustomer, ImportIssue } from '../../../domain/import';
import type { AuditEntry } from '../../../domain/import/audit-entry';

/** An import as the list answers it. */
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

/** One import with one page of its payload: raw rows in status 3, structured customers after. */
export interface FileImportView extends FileImportSummary {
  readonly page: number;
  readonly rawheading?: readonly string[];
  readonly rawdata: readonly (readonly string[])[];
  readonly firstrow?: number;
  readonly structureddata: readonly ImportCustomer[];
  readonly firstline?: number;
  readonly validationfailures: readonly ImportIssue[];
  readonly warnings: readonly ImportIssue[];
}

/** The error body every handler answers: a message and, for 400 and 422, every field message. */
export interface ApiFailure {
  readonly message?: string;
  readonly errors?: readonly string[];
}
