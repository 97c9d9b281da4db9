import { randomUUID } from 'node:crypto';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { publishStoredMetrics } from './metrics';
import { traceHandler } from './tracer';

/**
 * The chain around a pipeline Lambda (an S3 event, the failure queue, the schedule): its X-Ray
 * subsegment; the Lambda context and a correlation id in every log line; the error of a failing
 * run logged before Lambda retries it; and the metrics the run recorded written even when it
 * throws, so a failing run still counts. The correlation id is the invocation's request id, which
 * Lambda's failure destination names, so a failure in the queue leads to its run's logs. Middy
 * ends a run just before its context's deadline; a test may invoke a handler with its event alone,
 * and that run has no deadline.
 */
export function pipelineHandler<E>(work: (event: E) => Promise<void>): (event: E, context?: Context) => Promise<void> {
  const chain = middy<E, void, Error, Context>()
    .use(traceHandler())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      before: (request: middy.Request<E, void, Error, Context>) => void logger.appendKeys({ correlationId: request.context.awsRequestId }),
      // Named on the line itself too: runs in one process (the local stack) share the logger's keys.
      onError: (request: middy.Request<E, void, Error, Context>) =>
        void logger.error('The run failed', { correlationId: request.context.awsRequestId, error: request.error }),
    })
    .use({ after: publishStoredMetrics, onError: publishStoredMetrics })
    .handler(work);
  return (event, context) => chain(event, context ?? ({ awsRequestId: randomUUID() } as Context));
}
