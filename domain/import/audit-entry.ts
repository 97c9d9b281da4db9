/** One status change or save of an import: who, when, from, to and why. Kept with the import, returned by GET, shown on the screen. */
export interface AuditEntry {
  readonly at: string;
  readonly userid: string;
  readonly username: string;
  readonly action: string;
  readonly from?: number;
  readonly to: number;
  readonly reason?: string;
}
