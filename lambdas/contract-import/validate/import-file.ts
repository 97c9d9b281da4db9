import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { S3Event } from 'aws-lambda';
import { VALIDATION_LEASE_MS } from '../../../domain/import/runs';
import { FILE_FORMATS } from '../../../domain/reference-data/file-formats';
import { PIPELINE, type FileImportItem } from '../store/file-import';
import { storeFileProblem, storeRowOutcome, storeValidated } from '../store/import-outcome';
import { changeImport } from '../store/import-store';
import { loadHandlerConfig } from '../../shared/config';
import { ConflictError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { PORTAL_METRICS } from '../../shared/metric-names';
import { metrics } from '../../shared/metrics';
import { pipelineHandler } from '../../shared/pipeline-handler';
import { s3Objects } from '../../shared/s3';
import { eventKey, importForKey } from './event-import';
import { DEFAULT_LIMITS, FileProblem, type FileLimits } from './read/file-problem';
import { IMPORT_FUNCTION } from '../functions';
import { importRows } from './import-rows';
import { readUploadedFile } from './read/read-file';

const config = loadHandlerConfig(IMPORT_FUNCTION);
const resources = {
  fileimports: config.table('fileimports'),
  reference: config.table('reference'),
  imports: config.bucket('imports'),
  meterpoints: config.table('meterpoints'),
};
const limits: FileLimits = { ...DEFAULT_LIMITS, maxFileBytes: Number(config.setting('MAX_UPLOAD_BYTES')) };

/** Takes the import into status 2; a run already under way (lease not expired) makes this delivery retry later. */
async function claim(item: FileImportItem): Promise<FileImportItem | undefined> {
  if (item.importstatus === 2) {
    const started = Date.parse(item.validationstartedat ?? '');
    if (Date.now() - started < VALIDATION_LEASE_MS) throw new Error(`Import ${item.id} is being validated by another run; retry later`);
  } else if (item.importstatus !== 1) {
    return undefined;
  }
  try {
    return await changeImport(resources.fileimports, item, { to: 2, action: 'validate', actor: PIPELINE, set: { validationstartedat: new Date().toISOString() } });
  } catch (error) {
    if (error instanceof ConflictError) return undefined;
    throw error;
  }
}

/** A run that failed lets go of its lease, so Lambda's retry of the event takes the import over at once. */
async function release(claimed: FileImportItem): Promise<void> {
  try {
    await changeImport(resources.fileimports, claimed, { to: 2, action: 'validate', actor: PIPELINE, reason: 'The run failed; the next delivery takes over', remove: ['validationstartedat'] });
  } catch (error) {
    // The lease then expires on its own.
    logger.warn('Could not release the validation lease', { importid: claimed.id, error: (error as Error).name });
  }
}

async function validate(claimed: FileImportItem): Promise<void> {
  const format = FILE_FORMATS.find((candidate) => candidate.id === claimed.fileformat);
  if (!format || !claimed.s3key) return void (await storeFileProblem(resources, claimed, 'The file format is not known', PIPELINE));
  const started = Date.now();
  try {
    const bytes = await readUploadedFile(resources.imports, claimed.s3key, format, limits);
    // The first pass finds every file problem, so a second pass with held meter points never meets one.
    const stored = await storeValidated(
      resources,
      claimed,
      async (context) => {
        const imported = await importRows(bytes, format, context, limits);
        return { ...imported, meterpoints: imported.result.meterpoints, failures: imported.result.failures };
      },
      ({ result: { heading, rows, result }, held }) => storeRowOutcome(resources, claimed, { heading, rows }, { result, held }, 'validate', PIPELINE),
    );
    logger.info('Import validated', { importid: claimed.id, status: stored.importstatus, rows: stored.rowcount, failures: stored.failurecount });
    metrics.addMetric(PORTAL_METRICS.rowsImported, MetricUnit.Count, stored.rowcount ?? 0);
    metrics.addMetric(PORTAL_METRICS.importFailures, MetricUnit.Count, stored.importstatus === 3 ? 1 : 0);
  } catch (error) {
    if (!(error instanceof FileProblem)) throw error;
    await storeFileProblem(resources, claimed, error.message, PIPELINE);
    metrics.addMetric(PORTAL_METRICS.importFailures, MetricUnit.Count, 1);
  }
  metrics.addMetric(PORTAL_METRICS.validationTime, MetricUnit.Milliseconds, Date.now() - started);
}

/**
 * The import Lambda, on ObjectCreated in the imports bucket: an uploaded file or a validation
 * request. Idempotent: only an import in status 1 (or 2 left by a dead run) is taken, by a
 * conditional write, so a duplicate or late event changes nothing. An upload whose import does not
 * exist yet is left alone: creating the import asks for validation itself.
 */
export const handler = pipelineHandler(async (event: S3Event): Promise<void> => {
  for (const record of event.Records) {
    const key = eventKey(record.s3.object.key);
    const item = await importForKey(resources.fileimports, key);
    if (!item?.s3key) continue;
    if (item.importstatus === 1 && !(await s3Objects.exists(resources.imports, item.s3key))) continue;
    const claimed = await claim(item);
    if (!claimed) continue;
    try {
      await validate(claimed);
    } catch (error) {
      await release(claimed);
      throw error;
    }
  }
});
