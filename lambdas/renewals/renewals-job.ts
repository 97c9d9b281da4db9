import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { calendarDate, ukCalendarDate } from '../../domain/calendar-date';
import { loadHandlerConfig } from '../shared/config';
import { documentClient } from '../shared/dynamodb';
import { logger } from '../shared/logger';
import { PORTAL_METRICS } from '../shared/metric-names';
import { metrics } from '../shared/metrics';
import { pipelineHandler } from '../shared/pipeline-handler';
import { s3Client } from '../shared/s3';
import { createRenewals } from './create-renewals';
import { RENEWALS_FUNCTION } from './functions';

const config = loadHandlerConfig(RENEWALS_FUNCTION);
const store = { documents: documentClient, s3: s3Client, contracts: config.table('contracts'), fileimports: config.table('fileimports'), importsBucket: config.bucket('imports') };
const windowDays = Number(config.setting('RENEWAL_WINDOW_DAYS'));

/** What the schedule sends; an operator may invoke the job for another day with `{ "date": "YYYY-MM-DD" }`. */
interface RenewalsEvent {
  readonly date?: string;
}

/**
 * Runs daily: makes the renewals of contracts ending within the stage's window. A failure is
 * thrown, so the schedule retries the run and then leaves its event in the dead-letter queue; a
 * retried run makes only what the failed one had not.
 */
export const handler = pipelineHandler(async (event: RenewalsEvent | undefined): Promise<void> => {
  const today = event?.date === undefined ? ukCalendarDate(new Date()) : calendarDate(event.date);
  if (!today) throw new Error(`The renewals job was given the date "${event?.date}"; give a calendar day as YYYY-MM-DD`);
  const run = await createRenewals(store, today, windowDays);
  metrics.addMetric(PORTAL_METRICS.renewalsCreated, MetricUnit.Count, run.created);
  logger.info('Renewals made', { ...run });
});
