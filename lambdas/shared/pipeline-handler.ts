import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { publishStoredMetrics } from './metrics';
import { traceHandler } from './tracer';

/**
 * The chain around a pipeline Lambda (an S3 event, the failure queue, the schedule): its X-Ray
 * subsegment, and the metrics the run recorded written even when it throws, so a failing run
 * still counts. Middy ends a run just before its context's deadline; a test may invoke a handler
 * with its event alone, and that run has no deadline.
 */
export function pipelineHandler<E>(work: (event: E) => Promise<void>): (event: E, context?: Context) => Promise<void> {
  const chain = middy<E, void>()
    .use(traceHandler())
    .use({ after: publishStoredMetrics, onError: publishStoredMetrics })
    .handler(work);
  return (event, context) => chain(event, context ?? ({} as Context));
}
