import { IMPORT_FAILED_FUNCTION, IMPORT_FUNCTION, PIPELINE_RETRIES, PROCESSING_FUNCTION, type PipelineFunction } from '../lambdas/contract-import/functions';
import { TABLE_NAMES } from '../lambdas/shared/resources';
import { PROCESSING_RUN_SECONDS, VALIDATION_RUN_SECONDS } from '../domain/import/runs';
import { UPLOAD_SUFFIXES } from './import-pipeline';
import type { PortalFunction } from './portal-function';
import { logicalId, referencedIds, synthStage, templateResources } from '../test/support/cdk-stage';

const dev = synthStage('dev');
const pipeline = dev.stack.importPipeline;

interface NotificationConfig {
  readonly Events: string[];
  readonly Filter: { readonly Key: { readonly FilterRules: { readonly Name: string; readonly Value: string }[] } };
  readonly LambdaFunctionArn: unknown;
}

const resources = templateResources(dev.template);
const propertiesOf = <P>(id: string) => templateResources<P>(dev.template)[id].Properties;
const ofType = <P = Record<string, unknown>>(type: string) => Object.entries(templateResources<P>(dev.template, type));
const idOf = (fn: PortalFunction) => logicalId(fn.function);

describe('ImportPipeline, the S3-triggered import and processing Lambdas', () => {
  it('notifies the import Lambda of uploads by suffix and of validation requests, and the processing Lambda of processing requests', () => {
    const [[, notifications]] = ofType<{ BucketName: unknown; NotificationConfiguration: { LambdaFunctionConfigurations: NotificationConfig[] } }>('Custom::S3BucketNotifications');
    expect(referencedIds(notifications.Properties.BucketName)).toEqual(new Set([logicalId(dev.stack.storage.buckets.imports)]));
    const configs = notifications.Properties.NotificationConfiguration.LambdaFunctionConfigurations;
    const filtersOf = (fn: PortalFunction) =>
      configs
        .filter((config) => referencedIds(config.LambdaFunctionArn).has(idOf(fn)))
        .map((config) => Object.fromEntries(config.Filter.Key.FilterRules.map((rule) => [rule.Name, rule.Value])));
    expect(filtersOf(pipeline.importFunction)).toEqual([...UPLOAD_SUFFIXES.map((suffix) => ({ suffix })), { prefix: 'validation-requests/', suffix: '.request' }]);
    expect(filtersOf(pipeline.processingFunction)).toEqual([{ prefix: 'processing-requests/', suffix: '.request' }]);
    expect(configs.every((config) => config.Events.join() === 's3:ObjectCreated:*')).toBe(true);
  });

  it('retries both Lambdas and then sends the event to the failure queue, which import-failed reads', () => {
    const failures = logicalId(pipeline.failures);
    for (const fn of [pipeline.importFunction, pipeline.processingFunction]) {
      const [[, config]] = ofType<{ FunctionName: unknown; MaximumRetryAttempts: number; DestinationConfig: { OnFailure: { Destination: unknown } } }>('AWS::Lambda::EventInvokeConfig').filter(([, r]) => referencedIds(r.Properties.FunctionName).has(idOf(fn)));
      expect(config.Properties.MaximumRetryAttempts).toBe(PIPELINE_RETRIES);
      expect(referencedIds(config.Properties.DestinationConfig.OnFailure.Destination)).toEqual(new Set([failures]));
    }
    const [[, mapping]] = ofType('AWS::Lambda::EventSourceMapping');
    expect(referencedIds(mapping.Properties.EventSourceArn)).toEqual(new Set([failures]));
    expect(referencedIds(mapping.Properties.FunctionName)).toEqual(new Set([idOf(pipeline.failedFunction)]));
    // The screen offers Retry once a run is older than this timeout plus a margin.
    expect(resources[idOf(pipeline.processingFunction)].Properties.Timeout).toBe(PROCESSING_RUN_SECONDS);
    expect(resources[idOf(pipeline.importFunction)].Properties.Timeout).toBe(VALIDATION_RUN_SECONDS);
  });

  it('keeps the failure queue encrypted and TLS-only, with its own encrypted dead-letter queue', () => {
    const failures = propertiesOf<{ RedrivePolicy: { deadLetterTargetArn: unknown } }>(logicalId(pipeline.failures));
    const unhandled = logicalId(pipeline.unhandledFailures);
    expect(failures).toMatchObject({ SqsManagedSseEnabled: true, RedrivePolicy: { maxReceiveCount: 5 } });
    expect(referencedIds(failures.RedrivePolicy.deadLetterTargetArn)).toEqual(new Set([unhandled]));
    expect(resources[unhandled].Properties.SqsManagedSseEnabled).toBe(true);
    for (const queue of [logicalId(pipeline.failures), unhandled]) {
      const [[, policy]] = ofType<{ Queues: unknown; PolicyDocument: { Statement: unknown[] } }>('AWS::SQS::QueuePolicy').filter(([, r]) => referencedIds(r.Properties.Queues).has(queue));
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it.each([
    ['import', () => pipeline.importFunction, IMPORT_FUNCTION, ['queue failures']],
    ['processing', () => pipeline.processingFunction, PROCESSING_FUNCTION, ['queue failures']],
    ['import-failed', () => pipeline.failedFunction, IMPORT_FAILED_FUNCTION, ['queue failures']],
  ] as const)("gives the %s Lambda exactly its definition's tables and buckets", (_name, fn, definition: PipelineFunction, queues) => {
    const stack = dev.stack;
    const named = new Map<string, string>([
      ...TABLE_NAMES.map((name) => [logicalId(stack.data.tables[name]), `table ${name}`] as const),
      [logicalId(stack.storage.buckets.imports), 'bucket imports'],
      [logicalId(stack.storage.buckets.documents), 'bucket documents'],
      [logicalId(stack.storage.site), 'bucket site'],
      [logicalId(pipeline.failures), 'queue failures'],
      [logicalId(pipeline.unhandledFailures), 'queue unhandled'],
    ]);
    const [roleId] = referencedIds(resources[idOf(fn())].Properties.Role);
    const policies = ofType('AWS::IAM::Policy').filter(([, p]) => referencedIds(p.Properties.Roles).has(roleId));
    const reached = new Set(policies.flatMap(([, p]) => [...referencedIds(p.Properties.PolicyDocument)]).filter((id) => named.has(id)).map((id) => named.get(id)));
    expect([...reached].sort()).toEqual([...definition.tables.map((t) => `table ${t.name}`), ...definition.buckets.map((b) => `bucket ${b.name}`), ...queues].sort());
    const writes = JSON.stringify(policies);
    if (!definition.buckets.some((b) => b.write)) expect(writes).not.toContain('s3:PutObject');
  });

  it('gives the import and processing Lambdas the memory a 100,000-row file needs, and import-failed the house default', () => {
    expect(resources[idOf(pipeline.importFunction)].Properties.MemorySize).toBe(IMPORT_FUNCTION.memoryMB);
    expect(resources[idOf(pipeline.processingFunction)].Properties.MemorySize).toBe(PROCESSING_FUNCTION.memoryMB);
    expect(resources[idOf(pipeline.failedFunction)].Properties.MemorySize).toBe(512);
  });

  it('reserves the import and processing Lambdas their concurrency, so a rush of files queues instead of starving the API', () => {
    expect(resources[idOf(pipeline.importFunction)].Properties.ReservedConcurrentExecutions).toBe(20);
    expect(resources[idOf(pipeline.processingFunction)].Properties.ReservedConcurrentExecutions).toBe(10);
    expect(resources[idOf(pipeline.failedFunction)].Properties.ReservedConcurrentExecutions).toBeUndefined();
  });

  it('raises an alarm when an event reaches the failure queue and when one is left in its dead-letter queue', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, r]) => r.Properties);
    const on = (queue: string) => alarms.find((alarm) => referencedIds(alarm.Dimensions).has(queue));
    expect(on(logicalId(pipeline.failures))).toMatchObject({ MetricName: 'NumberOfMessagesSent', Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(on(logicalId(pipeline.unhandledFailures))).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
  });

  it('expires pipeline request objects, which nothing reads after their event, and no payload', () => {
    const rules = propertiesOf<{ LifecycleConfiguration: { Rules: { Prefix?: string; ExpirationInDays?: number }[] } }>(logicalId(dev.stack.storage.buckets.imports)).LifecycleConfiguration.Rules;
    expect(rules.map((rule) => rule.Prefix).sort()).toEqual(['processing-requests/', 'validation-requests/']);
  });
});
