import * as path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { EventType, type Bucket, type NotificationKeyFilter } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { requestPrefix, REQUEST_SUFFIX } from '../lambdas/contract-import/store/pipeline-requests';
import { IMPORT_FAILED_FUNCTION, IMPORT_FUNCTION, PIPELINE_RETRIES, PROCESSING_FUNCTION, type PipelineFunction } from '../lambdas/contract-import/functions';
import type { TableName } from '../lambdas/shared/resources';
import { settingValue } from './stage-settings';
import { SEPARATE_PACKAGES } from './lambda-bundling';
import { acknowledge, acknowledgeWildcards } from './nag';
import { PortalFunction } from './portal-function';

export interface ImportPipelineProps {
  readonly stage: StageConfig;
  /** Folder holding the handler modules. */
  readonly lambdasDir: string;
  readonly tables: Readonly<Record<TableName, ITable>>;
  readonly imports: Bucket;
}

/**
 * Uploaded file types the import Lambda reads. S3 filters cannot match a folder starting with a
 * digit (`<tpiid>/`), so uploads are matched by suffix and the handler ignores keys not its own.
 */
export const UPLOAD_SUFFIXES = ['.csv', '.txt', '.xlsx', '.CSV', '.TXT', '.XLSX'] as const;

/**
 * The contract import pipeline: the import Lambda on uploads and validation requests in
 * the imports bucket, the processing Lambda on processing requests, both retried and then sent to
 * an encrypted, TLS-only failure queue that `import-failed` reads to leave the import in a state a
 * person sees and acts on (3 for validation, 13 Processing Failed for processing). What even that cannot handle lands in the queue's own DLQ; alarms watch
 * both. Each Lambda holds exactly the tables and buckets lambdas/contract-import/functions.ts lists.
 */
export class ImportPipeline extends Construct {
  readonly importFunction: PortalFunction;
  readonly processingFunction: PortalFunction;
  readonly failedFunction: PortalFunction;
  readonly failures: Queue;
  readonly unhandledFailures: Queue;
  readonly failureAlarm: Alarm;
  readonly unhandledAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ImportPipelineProps) {
    super(scope, id);
    const build = (constructId: string, definition: PipelineFunction) => {
      const fn = new PortalFunction(this, constructId, {
        entry: path.join(props.lambdasDir, `${definition.handler}.ts`),
        description: `Import pipeline: ${definition.handler}`,
        stage: props.stage,
        timeout: Duration.seconds(definition.timeoutSeconds),
        separatePackages: SEPARATE_PACKAGES[definition.handler],
      });
      for (const table of definition.tables) fn.bindTable(table.name, props.tables[table.name], table.write ? 'readWrite' : 'read');
      for (const bucket of definition.buckets) fn.bindBucket(bucket.name, props.imports, bucket.write ? 'readWrite' : 'read');
      for (const setting of definition.settings ?? []) fn.setSetting(setting, settingValue(props.stage, setting));
      const cfn = fn.function.node.defaultChild as CfnFunction;
      if (definition.memoryMB) cfn.memorySize = definition.memoryMB;
      if (definition.reservedConcurrency) cfn.reservedConcurrentExecutions = definition.reservedConcurrency;
      return fn;
    };
    this.importFunction = build('ImportFile', IMPORT_FUNCTION);
    this.processingFunction = build('ProcessImport', PROCESSING_FUNCTION);
    this.failedFunction = build('ImportFailed', IMPORT_FAILED_FUNCTION);

    const queueSettings = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) };
    this.unhandledFailures = new Queue(this, 'UnhandledFailures', queueSettings);
    this.failures = new Queue(this, 'Failures', {
      ...queueSettings,
      // Lambda's advice: at least six times the consumer's timeout, so a slow batch is not delivered twice.
      visibilityTimeout: Duration.seconds(IMPORT_FAILED_FUNCTION.timeoutSeconds * 6),
      deadLetterQueue: { queue: this.unhandledFailures, maxReceiveCount: 5 },
    });
    for (const fn of [this.importFunction, this.processingFunction]) {
      fn.function.configureAsyncInvoke({ retryAttempts: PIPELINE_RETRIES, maxEventAge: Duration.hours(6), onFailure: new SqsDestination(this.failures) });
    }
    this.failedFunction.function.addEventSource(new SqsEventSource(this.failures, { batchSize: 1 }));

    const toImport = new LambdaDestination(this.importFunction.function);
    const filters: NotificationKeyFilter[] = [...UPLOAD_SUFFIXES.map((suffix) => ({ suffix })), { prefix: requestPrefix('validation'), suffix: REQUEST_SUFFIX }];
    for (const filter of filters) props.imports.addEventNotification(EventType.OBJECT_CREATED, toImport, filter);
    props.imports.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(this.processingFunction.function), {
      prefix: requestPrefix('processing'),
      suffix: REQUEST_SUFFIX,
    });
    // Request objects only carry their key; once the event is handled nothing reads them again.
    for (const kind of ['validation', 'processing'] as const) {
      props.imports.addLifecycleRule({ prefix: requestPrefix(kind), expiration: Duration.days(7), noncurrentVersionExpiration: Duration.days(1) });
    }

    this.failureAlarm = new Alarm(this, 'FailureAlarm', {
      alarmDescription: 'A contract import or its processing failed after every retry; the import is marked Validation Failed or Processing Failed.',
      metric: this.failures.metricNumberOfMessagesSent({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.unhandledAlarm = new Alarm(this, 'UnhandledAlarm', {
      alarmDescription: 'Failed import events that import-failed could not record are waiting in the dead-letter queue.',
      metric: this.unhandledFailures.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.acknowledgeNotificationHandler();
  }

  /** CDK's bucket-notifications handler: a singleton Lambda at the stack's root that writes the notification configuration at deploy time. */
  private acknowledgeNotificationHandler(): void {
    const handler = Stack.of(this).node.children.find((child) => child.node.id.startsWith('BucketNotificationsHandler'));
    if (!handler) return;
    const reason = "CDK's own handler that writes the imports bucket's notification configuration at deploy time; it is not reachable by users.";
    acknowledge(handler, 'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason);
    const role = handler.node.tryFindChild('Role');
    const policy = role?.node.tryFindChild('DefaultPolicy') as Policy | undefined;
    if (role && policy) acknowledgeWildcards(role, policy.document, reason);
  }
}
