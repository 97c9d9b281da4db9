import { PROCESSING_RUN_SECONDS, VALIDATION_RUN_SECONDS } from '../../domain/import/runs';
import type { RouteDefinition } from '../routes';

/**
 * The pipeline's Lambdas outside the route table, with what each may touch; the CDK construct
 * (lib/import-pipeline.ts) grants exactly these and the handlers read them with loadHandlerConfig.
 */
export type PipelineFunction = Pick<RouteDefinition, 'handler' | 'tables' | 'buckets' | 'settings'> & {
  readonly timeoutSeconds: number;
  /** Memory above the house default, where a big file needs it. */
  readonly memoryMB?: number;
  /**
   * Runs at once at most (reserved concurrency): a month-end rush of files queues in Lambda's
   * asynchronous invoke (kept up to six hours) instead of taking the account's concurrency from
   * the API's routes. The local S3 event bridge holds runs to the same number.
   */
  readonly reservedConcurrency?: number;
};

/** Asynchronous invoke retries of a pipeline Lambda before its event goes to the failure queue (CDK and the local S3 event bridge). */
export const PIPELINE_RETRIES = 2;

export const IMPORT_FUNCTION = {
  handler: 'contract-import/validate/import-file',
  tables: [{ name: 'fileimports', write: true }, { name: 'reference' }, { name: 'meterpoints', write: true }],
  buckets: [{ name: 'imports', write: true }],
  settings: ['MAX_UPLOAD_BYTES'],
  timeoutSeconds: VALIDATION_RUN_SECONDS,
  // The largest file needs more than the house 512 MB; `npm run bench` prints its peak beside this limit.
  memoryMB: 1024,
  // Twice the pipeline Lambdas the capacity model's busiest hour runs at once (npm run capacity), for growth.
  reservedConcurrency: 20,
} as const satisfies PipelineFunction;

/** Marks an import whose validation or processing failed for good (its event reached the failure queue). */
export const IMPORT_FAILED_FUNCTION = {
  handler: 'contract-import/import-failed',
  tables: [{ name: 'fileimports', write: true }],
  buckets: [{ name: 'imports', write: true }],
  timeoutSeconds: 30,
} as const satisfies PipelineFunction;

export const PROCESSING_FUNCTION = {
  handler: 'contract-import/process/process-import',
  tables: [{ name: 'fileimports', write: true }, { name: 'contracts', write: true }, { name: 'meterpoints', write: true }],
  buckets: [{ name: 'imports' }],
  timeoutSeconds: PROCESSING_RUN_SECONDS,
  // Processing the largest import needs more than the house 512 MB; `npm run bench` prints its peak beside this limit.
  memoryMB: 1536,
  // Approvals are a broker's decision, a few an hour, and each holds this memory for minutes.
  reservedConcurrency: 10,
} as const satisfies PipelineFunction;

const PIPELINE_FUNCTIONS: readonly PipelineFunction[] = [IMPORT_FUNCTION, IMPORT_FAILED_FUNCTION, PROCESSING_FUNCTION];

/** The pipeline function whose handler module this is. */
export function pipelineFunction(handler: string): PipelineFunction {
  const found = PIPELINE_FUNCTIONS.find((definition) => definition.handler === handler);
  if (!found) throw new Error(`lambdas/${handler} is not a pipeline function`);
  return found;
}
