/**
 * The portal's own CloudWatch metrics, in one place: the handlers publish them through Powertools
 * Metrics (lambdas/shared/metrics.ts) and CDK alarms and charts them (lib/monitoring.ts).
 */

/** The `service` dimension Powertools puts on every metric. */
export const METRICS_SERVICE = 'broker-portal';

/** One namespace per stage, as stages may share an account and Region. */
export const metricsNamespace = (stage: string) => `BrokerPortal/${stage}`;

export const PORTAL_METRICS = {
  /** Rows read from uploaded files by the import Lambda. */
  rowsImported: 'RowsImported',
  /** Imports whose validation ended in Validation Failed (a file problem or failing rows). */
  importFailures: 'ImportFailures',
  /** Milliseconds the import Lambda took to read and validate one file. */
  validationTime: 'ValidationTime',
  /** Milliseconds the processing Lambda took to load one import into the contract store. */
  processingTime: 'ProcessingTime',
  /** Imports left in Validating or Processing past their run's lease, counted every five minutes. */
  stuckImports: 'StuckImports',
  /** Renewal imports the daily renewals job made. */
  renewalsCreated: 'RenewalsCreated',
} as const;
