import * as path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { STUCK_CHECK_MINUTES, STUCK_IMPORTS_FUNCTION } from '../lambdas/operations/functions';
import { METRICS_SERVICE, metricsNamespace, PORTAL_METRICS } from '../lambdas/shared/metric-names';
import type { TableName } from '../lambdas/shared/resources';
import { PortalFunction } from './portal-function';

export interface StuckImportCheckProps {
  readonly stage: StageConfig;
  /** Folder holding the handler modules. */
  readonly lambdasDir: string;
  readonly tables: Readonly<Record<TableName, ITable>>;
}

/**
 * The scheduled check for imports the pipeline left in Validating or Processing: a Lambda run by an
 * EventBridge schedule that reads the open imports and publishes how many are stuck, the metric
 * the stuck-import alarm watches.
 */
export class StuckImportCheck extends Construct {
  readonly function: PortalFunction;
  readonly schedule: Rule;
  /** The highest count of stuck imports in each check period. */
  readonly stuckImports: Metric;

  constructor(scope: Construct, id: string, props: StuckImportCheckProps) {
    super(scope, id);
    const definition = STUCK_IMPORTS_FUNCTION;
    this.function = new PortalFunction(this, 'Function', {
      entry: path.join(props.lambdasDir, `${definition.handler}.ts`),
      description: 'Operations: counts imports stuck in the pipeline',
      stage: props.stage,
      timeout: Duration.seconds(definition.timeoutSeconds),
    });
    for (const table of definition.tables) this.function.bindTable(table.name, props.tables[table.name], 'read');
    const every = Duration.minutes(STUCK_CHECK_MINUTES);
    // A missed run is not worth retrying: the next one comes within the period.
    this.schedule = new Rule(this, 'Schedule', {
      description: 'Runs the stuck-import check',
      schedule: Schedule.rate(every),
      targets: [new LambdaFunction(this.function.function, { retryAttempts: 0 })],
    });
    this.stuckImports = new Metric({
      namespace: metricsNamespace(props.stage.name),
      metricName: PORTAL_METRICS.stuckImports,
      dimensionsMap: { service: METRICS_SERVICE },
      period: every,
      statistic: 'Maximum',
    });
  }
}
