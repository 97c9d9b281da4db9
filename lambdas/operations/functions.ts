import type { PipelineFunction } from '../contract-import/functions';

/** The scheduled check for imports the pipeline left behind (lib/stuck-import-check.ts): it only reads imports. */
export const STUCK_IMPORTS_FUNCTION = {
  handler: 'operations/stuck-imports',
  tables: [{ name: 'fileimports' }],
  buckets: [],
  timeoutSeconds: 60,
} as const satisfies PipelineFunction;

/** How often the check runs; the stuck-import alarm reads one figure per period. */
export const STUCK_CHECK_MINUTES = 5;
