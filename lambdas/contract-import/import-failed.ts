import type { S3Event, SQSEvent } from 'aws-lambda';
import { RUN_MESSAGES, runOverdue } from '../../domain/import/runs';
import { IMPORT_MESSAGES } from '../../domain/import';
import { PIPELINE, type FileImportItem } from './store/file-import';
import { changeImport, getImport } from './store/import-store';
import { importIdOfRequest } from './store/pipeline-requests';
import { storeFileProblem } from './store/import-outcome';
import { DatabaseBusyError } from '../shared/batch-retries';
import { loadHandlerConfig } from '../shared/config';
import { ConflictError } from '../shared/errors';
import { logger } from '../shared/logger';
import { pipelineHandler } from '../shared/pipeline-handler';
import { eventKey, importForKey } from './validate/event-import';
import { IMPORT_FAILED_FUNCTION } from './functions';

const config = loadHandlerConfig(IMPORT_FAILED_FUNCTION);
const fileimports = config.table('fileimports');

/** The record Lambda's asynchronous invocation sends to its failure destination. */
export interface FailedInvocation {
  readonly requestContext?: { readonly condition?: string; readonly approximateInvokeCount?: number };
  readonly requestPayload?: S3Event;
  readonly responsePayload?: { readonly errorType?: string; readonly errorMessage?: string };
}

/** The run's error as a person reads it: a database too busy for every retry is said so, as no fault of the file or the import. */
const errorOf = (failed: FailedInvocation) =>
  failed.responsePayload?.errorType === DatabaseBusyError.errorName
    ? RUN_MESSAGES.databaseBusy
    : [failed.responsePayload?.errorType, failed.responsePayload?.errorMessage].filter(Boolean).join(': ') || RUN_MESSAGES.unknownError;

/**
 * A validation that failed for good is a duplicate delivery when the import is in Validating within
 * its lease: a failing run puts its import back in Uploaded before it throws, so another run holds
 * it (the file's event and a validation request both came, say). That run owns the outcome; if it
 * dies, its lease runs out and the stuck-import check sees it. (A failing processing run leaves
 * its import in Processing, so there the status says nothing of another run.)
 */
function heldByAnotherRun(item: FileImportItem): boolean {
  if (item.importstatus === 2 && !runOverdue(item, Date.now())) {
    logger.info('A failed delivery left alone: another run holds the import', { importid: item.id, status: item.importstatus });
    return true;
  }
  return false;
}

/** Validation that failed for good: status 3 with 'An error occurred importing the file'. */
async function failValidation(item: FileImportItem): Promise<void> {
  if ((item.importstatus !== 1 && item.importstatus !== 2) || heldByAnotherRun(item)) return;
  await storeFileProblem({ fileimports, imports: config.bucket('imports'), reference: '', meterpoints: '' }, item, IMPORT_MESSAGES.importError, PIPELINE);
  logger.warn('Import marked failed after its retries ran out', { importid: item.id });
}

/** Processing that failed for good: status 13, the error in the audit trail, for a person to retry or reject. */
async function failProcessing(item: FileImportItem, failed: FailedInvocation): Promise<void> {
  if (item.importstatus !== 7 && item.importstatus !== 8) return;
  const reason = RUN_MESSAGES.processingFailed(failed.requestContext?.approximateInvokeCount ?? 1, errorOf(failed));
  await changeImport(fileimports, item, { to: 13, action: 'fail', actor: PIPELINE, reason });
  logger.warn('Import processing failed after its retries ran out', { importid: item.id, reason });
}

/**
 * Reads the pipeline's failure destination: every request that failed all its retries leaves its
 * import in a status a person sees and can act on (3 for validation, 13 for processing). The
 * failed record itself stays in the queue's logs and metrics for operations.
 */
export const handler = pipelineHandler(async (event: SQSEvent): Promise<void> => {
  for (const message of event.Records) {
    const failed = JSON.parse(message.body) as FailedInvocation;
    for (const record of failed.requestPayload?.Records ?? []) {
      const key = eventKey(record.s3.object.key);
      const processing = importIdOfRequest('processing', key);
      try {
        if (processing) {
          const item = await getImport(fileimports, processing);
          if (item) await failProcessing(item, failed);
        } else {
          const item = await importForKey(fileimports, key);
          if (item) await failValidation(item);
        }
      } catch (error) {
        // Another run moved the import meanwhile; it is no longer stuck.
        if (!(error instanceof ConflictError)) throw error;
      }
    }
  }
});
