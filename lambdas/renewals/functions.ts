import type { PipelineFunction } from '../contract-import/functions';

/** The daily renewals job (lib/renewals-schedule.ts): reads contract lines by end date, writes renewal imports and their payloads. */
export const RENEWALS_FUNCTION = {
  handler: 'renewals/renewals-job',
  tables: [{ name: 'contracts' }, { name: 'fileimports', write: true }],
  buckets: [{ name: 'imports', write: true }],
  settings: ['RENEWAL_WINDOW_DAYS'],
  timeoutSeconds: 900,
  // One run a day; a second at once would only find the first's renewals made.
  reservedConcurrency: 1,
} as const satisfies PipelineFunction;
