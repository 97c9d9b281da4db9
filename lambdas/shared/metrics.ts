import { Metrics } from '@aws-lambda-powertools/metrics';
import { METRICS_SERVICE } from './metric-names';

/**
 * One metrics buffer per container, written as CloudWatch embedded metric format log lines (no API
 * call). The stage's namespace comes from POWERTOOLS_METRICS_NAMESPACE, which CDK sets; the local
 * stack turns the output off with POWERTOOLS_METRICS_DISABLED.
 */
export const metrics = new Metrics({ serviceName: METRICS_SERVICE });

/** Runs a pipeline handler and then writes what it recorded, even when it throws, so a failing run still counts. */
export function publishingMetrics<E>(handler: (event: E) => Promise<void>): (event: E) => Promise<void> {
  return async (event) => {
    try {
      await handler(event);
    } finally {
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    }
  };
}
