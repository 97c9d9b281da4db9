import type { S3Event, SQSEvent } from 'aws-lambda';
import { IMPORT_MESSAGES } from '../../domain/import';
import { PIPELINE } from '../fileimports/file-import';
import { importIdOfRequest } from '../fileimports/pipeline-requests';
import { storeFileProblem } from '../fileimports/import-outcome';
import { loadHandlerConfig } from '../shared/config';
import { ConflictError } from '../shared/errors';
import { logger } from '../shared/logger';
import { eventKey, importForKey } from './event-import';
import { IMPORT_FAILED_FUNCTION } from './functions';

const config = loadHandlerConfig(IMPORT_FAILED_FUNCTION);

/**
 * Reads the pipeline's failure destination: an event that failed every retry leaves its
 * import in status 3 with 'An error occurred importing the file', so nothing stays in 1 or 2 and a
 * person sees it. The failed record itself stays in the queue's logs and metrics for operations.
 */
export const handler = async (event: SQSEvent): Promise<void> => {
  for (const message of event.Records) {
    const failed = JSON.parse(message.body) as { requestPayload?: S3Event };
    for (const record of failed.requestPayload?.Records ?? []) {
      const key = eventKey(record.s3.object.key);
      const processing = importIdOfRequest('processing', key);
      // No status records a failed load; the alarm and this line tell operations to re-request processing.
      if (processing) logger.error('Processing failed after its retries; the import stays in Approved or Processing', { importid: processing });
      const item = await importForKey(config.table('fileimports'), key);
      if (!item || (item.importstatus !== 1 && item.importstatus !== 2)) continue;
      try {
        await storeFileProblem(
          { fileimports: config.table('fileimports'), imports: config.bucket('imports'), reference: '', contracts: '' },
          item,
          IMPORT_MESSAGES.importError,
          PIPELINE,
        );
        logger.warn('Import marked failed after its retries ran out', { importid: item.id });
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
    }
  }
};
