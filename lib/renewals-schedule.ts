import * as path from 'node:path';
import { Duration, TimeZone } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal, type Policy } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { RENEWALS_FUNCTION } from '../lambdas/renewals/functions';
import type { TableName } from '../lambdas/shared/resources';
import { settingValue } from './stage-settings';
import { acknowledge, acknowledgeWildcards } from './nag';
import { PortalFunction } from './portal-function';

export interface RenewalsScheduleProps {
  readonly stage: StageConfig;
  /** Folder holding the handler modules. */
  readonly lambdasDir: string;
  readonly tables: Readonly<Record<TableName, ITable>>;
  readonly imports: Bucket;
}

/**
 * The daily renewals job: an EventBridge Scheduler schedule, with its own role, invokes the
 * renewals Lambda early each UK morning; a run that fails is retried, then its event waits in an
 * encrypted, TLS-only dead-letter queue that an alarm watches. The job makes nothing twice, so a
 * retried or repeated run is harmless.
 */
export class RenewalsSchedule extends Construct {
  readonly function: PortalFunction;
  readonly schedule: Schedule;
  readonly deadLetters: Queue;
  readonly failureAlarm: Alarm;

  constructor(scope: Construct, id: string, props: RenewalsScheduleProps) {
    super(scope, id);
    const definition = RENEWALS_FUNCTION;
    this.function = new PortalFunction(this, 'Function', {
      entry: path.join(props.lambdasDir, `${definition.handler}.ts`),
      description: 'Renewals: makes the renewal imports of contracts ending soon',
      stage: props.stage,
      timeout: Duration.seconds(definition.timeoutSeconds),
    });
    for (const table of definition.tables) this.function.bindTable(table.name, props.tables[table.name], 'write' in table && table.write ? 'readWrite' : 'read');
    for (const bucket of definition.buckets) this.function.bindBucket(bucket.name, props.imports, bucket.write ? 'readWrite' : 'read');
    for (const setting of definition.settings) this.function.setSetting(setting, settingValue(props.stage, setting));
    (this.function.function.node.defaultChild as CfnFunction).reservedConcurrentExecutions = definition.reservedConcurrency;

    this.deadLetters = new Queue(this, 'DeadLetters', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    const role = new Role(this, 'ScheduleRole', { assumedBy: new ServicePrincipal('scheduler.amazonaws.com'), description: 'The renewals schedule invokes the renewals Lambda with this role' });
    const target = new LambdaInvoke(this.function.function, { role, deadLetterQueue: this.deadLetters, retryAttempts: 2, maxEventAge: Duration.hours(6) });
    this.schedule = new Schedule(this, 'Daily', {
      description: 'Runs the renewals job once a day',
      schedule: ScheduleExpression.cron({ hour: '5', minute: '0', timeZone: TimeZone.EUROPE_LONDON }),
      target,
    });
    acknowledge(this.deadLetters, 'SQS3', "This queue is the schedule's dead-letter queue: what lands here waits for an operator, whom its alarm calls.");
    const policy = role.node.tryFindChild('DefaultPolicy') as Policy | undefined;
    if (policy) acknowledgeWildcards(role, policy.document, "Scheduler's invoke grant names the renewals Lambda and its versions (`<arn>:*`), and only that Lambda.");
    this.failureAlarm = new Alarm(this, 'FailureAlarm', {
      alarmDescription: 'The daily renewals job failed after its retries; its event is in the dead-letter queue. Run `npm run ops -- renewals` for the stage once the cause is fixed.',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
