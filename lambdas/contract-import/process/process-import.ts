import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { S3Event } from 'aws-lambda';
import { PIPELINE, type FileImportItem } from '../store/file-import';
import { changeImport, getImport } from '../store/import-store';
import { customerPages, payloadMeterPoints } from '../store/payload-store';
import { recordContracts } from '../register/meter-point-register';
import { importIdOfRequest } from '../store/pipeline-requests';
import { loadHandlerConfig } from '../../shared/config';
import { documentClient } from '../../shared/dynamodb';
import { ConflictError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { PORTAL_METRICS } from '../../shared/metric-names';
import { metrics } from '../../shared/metrics';
import { pipelineHandler } from '../../shared/pipeline-handler';
import { eventKey } from '../validate/event-import';
import { PROCESSING_FUNCTION } from '../functions';
import { withReferenceNumbers } from '../store/reference-numbers';
import { importLines, writeLines, writtenItems } from './import-lines';

const config = loadHandlerConfig(PROCESSING_FUNCTION);
const fileimports = config.table('fileimports');
const contractsTable = config.table('contracts');
const bucket = config.bucket('imports');
const meterpoints = config.table('meterpoints');

/**
 * 7 to 8, reference numbers given unless sent for signature with them, the lines written (puts by
 * deterministic key), then 8 to 9 and the register told. A re-run from 8 writes the same items again.
 */
async function processImport(item: FileImportItem): Promise<void> {
  const started = Date.now();
  let current = item;
  if (current.importstatus === 7) current = await changeImport(fileimports, current, { to: 8, action: 'process', actor: PIPELINE });
  if (current.importstatus !== 8 || current.payloadversion === undefined) return;
  const pages = await customerPages(bucket, current);
  current = await withReferenceNumbers({ documents: documentClient, fileimports, contracts: contractsTable }, current, pages);
  const lines = importLines(current, pages.flat());
  const { contracts, commissions } = lines;
  await writeLines(contractsTable, writtenItems(lines));
  const complete = await changeImport(fileimports, current, { to: 9, action: 'complete', actor: PIPELINE, reason: `${contracts.length} contract lines, ${commissions.length} commission lines` });
  await recordContracts(meterpoints, complete, await payloadMeterPoints(bucket, complete));
  logger.info('Import processed', { importid: current.id, contracts: contracts.length, commissions: commissions.length });
  metrics.addMetric(PORTAL_METRICS.processingTime, MetricUnit.Milliseconds, Date.now() - started);
}

/**
 * The processing Lambda, on a processing request object: idempotent, and a no-op for an import not
 * in 7 or 8. A failure is thrown, so Lambda retries the event and then hands it to import-failed.
 */
export const handler = pipelineHandler(async (event: S3Event): Promise<void> => {
  for (const record of event.Records) {
    const id = importIdOfRequest('processing', eventKey(record.s3.object.key));
    if (!id) continue;
    const item = await getImport(fileimports, id);
    if (!item || (item.importstatus !== 7 && item.importstatus !== 8)) continue;
    try {
      await processImport(item);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
});
