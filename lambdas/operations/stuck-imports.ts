import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { ImportRunState } from '../../domain/import/runs';
import { stuckImports, WATCHED_STATUSES } from '../../domain/stuck-imports';
import { loadHandlerConfig } from '../shared/config';
import { documentClient } from '../shared/dynamodb';
import { logger } from '../shared/logger';
import { PORTAL_METRICS } from '../shared/metric-names';
import { metrics } from '../shared/metrics';
import { pipelineHandler } from '../shared/pipeline-handler';
import { STUCK_IMPORTS_FUNCTION } from './functions';

const fileimports = loadHandlerConfig(STUCK_IMPORTS_FUNCTION).table('fileimports');

type OpenImport = ImportRunState & { readonly id: string };

/** Every import the pipeline is running in one status, by the sparse inPipeline index: only those few are read, never the table's history. */
async function importsIn(importstatus: number): Promise<OpenImport[]> {
  const found: OpenImport[] = [];
  const pages = paginateQuery(
    { client: documentClient },
    {
      TableName: fileimports,
      IndexName: 'inPipeline',
      KeyConditionExpression: '#pipeline = :status',
      ProjectionExpression: 'id, #status, #audit',
      ExpressionAttributeNames: { '#pipeline': 'pipelinestatus', '#status': 'importstatus', '#audit': 'audit' },
      ExpressionAttributeValues: { ':status': importstatus },
    },
  );
  for await (const page of pages) found.push(...((page.Items ?? []) as OpenImport[]));
  return found;
}

/**
 * Runs every few minutes: counts the imports the pipeline left in Validating or Processing past
 * their run's lease and publishes the count, which the stuck-import alarm watches (0 included, so
 * the alarm has a figure each period). The ids go to the log for the runbook.
 */
export const handler = pipelineHandler(async () => {
  const open = (await Promise.all(WATCHED_STATUSES.map(importsIn))).flat();
  const stuck = stuckImports(open, Date.now());
  metrics.addMetric(PORTAL_METRICS.stuckImports, MetricUnit.Count, stuck.length);
  if (stuck.length > 0) logger.warn('Imports stuck in the pipeline', { importids: stuck.map((item) => item.id), statuses: stuck.map((item) => item.importstatus) });
});
