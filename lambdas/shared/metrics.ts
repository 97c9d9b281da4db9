import { Metrics } from '@aws-lambda-powertools/metrics';
import { METRICS_SERVICE } from './metric-names';

/**
 * One metrics buffer per container, written as CloudWatch embedded metric format log lines (no API
 * call). The stage's namespace comes from POWERTOOLS_METRICS_NAMESPACE, which CDK sets; the local
 * stack turns the output off with POWERTOOLS_METRICS_DISABLED.
 */
export const metrics = new Metrics({ serviceName: METRICS_SERVICE });

/** Writes what a run recorded; a run that recorded nothing writes nothing (Powertools would warn of an empty flush). */
export function publishStoredMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
