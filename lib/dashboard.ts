import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { AlarmStatusWidget, Dashboard, GraphWidget, Metric, type IAlarm, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { METRICS_SERVICE, metricsNamespace, PORTAL_METRICS } from '../lambdas/shared/metric-names';
import type { WatchedFunction } from './monitoring';

export interface PortalDashboardProps {
  readonly stage: Pick<StageConfig, 'name'>;
  readonly httpApi: HttpApi;
  /** The Lambdas whose errors and duration are charted: the ones that do the most work. */
  readonly heavyFunctions: readonly WatchedFunction[];
  /** The pipeline's failure queue and the dead-letter queue behind it. */
  readonly failureQueues: readonly { readonly name: string; readonly queue: IQueue }[];
  readonly stuckImports: IMetric;
  /** Shown at the top, each with its state. */
  readonly alarms: readonly IAlarm[];
}

const FIVE_MINUTES = Duration.minutes(5);
const WIDE = 12;

/** One CloudWatch dashboard per stage: the API, the heavy Lambdas, the import pipeline's figures and its failure queues. */
export class PortalDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: PortalDashboardProps) {
    super(scope, id);
    const portalMetric = (metricName: string, statistic: string, label: string) =>
      new Metric({ namespace: metricsNamespace(props.stage.name), metricName, dimensionsMap: { service: METRICS_SERVICE }, period: FIVE_MINUTES, statistic, label });
    const api = props.httpApi;
    const each = <T>(make: (watched: WatchedFunction) => T) => props.heavyFunctions.map(make);

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `broker-portal-${props.stage.name}`,
      defaultInterval: Duration.hours(6),
      widgets: [
        [new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 24 })],
        [
          new GraphWidget({ title: 'API requests', left: [api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum', label: 'requests' })], width: 8 }),
          new GraphWidget({
            title: 'API errors',
            left: [api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum', label: '5xx' }), api.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum', label: '4xx' })],
            width: 8,
          }),
          new GraphWidget({
            title: 'API latency (ms)',
            left: ['p50', 'p99'].map((statistic) => api.metricLatency({ period: FIVE_MINUTES, statistic, label: statistic })),
            width: 8,
          }),
        ],
        [
          new GraphWidget({ title: 'Lambda errors', left: each(({ name, function: fn }) => fn.function.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum', label: name })), width: WIDE }),
          new GraphWidget({ title: 'Lambda duration p99 (ms)', left: each(({ name, function: fn }) => fn.function.metricDuration({ period: FIVE_MINUTES, statistic: 'p99', label: name })), width: WIDE }),
        ],
        [
          new GraphWidget({
            title: 'Imports',
            left: [portalMetric(PORTAL_METRICS.rowsImported, 'Sum', 'rows imported')],
            right: [portalMetric(PORTAL_METRICS.importFailures, 'Sum', 'imports failed validation')],
            width: 8,
          }),
          new GraphWidget({
            title: 'Pipeline run time (ms)',
            left: [portalMetric(PORTAL_METRICS.validationTime, 'p99', 'validation p99'), portalMetric(PORTAL_METRICS.processingTime, 'p99', 'processing p99')],
            width: 8,
          }),
          new GraphWidget({
            title: 'Stuck imports and failure queues',
            left: [
              props.stuckImports,
              ...props.failureQueues.map(({ name, queue }) => queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum', label: name })),
            ],
            width: 8,
          }),
        ],
      ],
    });
  }
}
