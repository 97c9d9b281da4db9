import { ROUTES } from '../lambdas/routes';
import { STUCK_CHECK_MINUTES } from '../lambdas/operations/functions';
import { cdkContext, logicalId, referencedIds, synthStage, templateResources } from '../test/support/cdk-stage';
import { API_5XX_PERCENT, API_LATENCY_P99_MS } from './monitoring';
import type { PortalFunction } from './portal-function';

const dev = synthStage('dev');
const prod = synthStage('prod');
const prodEmails = (cdkContext().stages as { prod: { alarmEmails: string[] } }).prod.alarmEmails;

interface AlarmProperties {
  readonly MetricName?: string;
  readonly Namespace?: string;
  readonly Dimensions?: unknown;
  readonly Metrics?: { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Dimensions: unknown } } }[];
  readonly ExtendedStatistic?: string;
  readonly Threshold: number;
  readonly AlarmActions?: unknown;
  readonly EvaluationPeriods: number;
}

const alarmsOf = (fixture: typeof dev) => Object.values(templateResources<AlarmProperties>(fixture.template, 'AWS::CloudWatch::Alarm')).map((r) => r.Properties);
const topicId = logicalId(dev.stack.monitoring.topic);
const notifiesTopic = (alarm: AlarmProperties) => referencedIds(alarm.AlarmActions).has(topicId);
const everyFunction = (fixture: typeof dev): PortalFunction[] => [
  ...fixture.stack.api.functions.values(),
  fixture.stack.importPipeline.importFunction,
  fixture.stack.importPipeline.processingFunction,
  fixture.stack.importPipeline.failedFunction,
  fixture.stack.stuckImportCheck.function,
  fixture.stack.renewals.function,
];

describe('Monitoring, the stage alarms and where they go', () => {
  it('sends alarms to one topic encrypted with a rotated key that CloudWatch may use, refusing anything but TLS', () => {
    const [[id, topic]] = Object.entries(templateResources<{ KmsMasterKeyId: unknown }>(dev.template, 'AWS::SNS::Topic'));
    expect(id).toBe(topicId);
    const [keyId] = referencedIds(topic.Properties.KmsMasterKeyId);
    const key = templateResources<{ EnableKeyRotation: boolean; KeyPolicy: { Statement: { Principal?: { Service?: string }; Action: string[] }[] } }>(dev.template)[keyId];
    expect(key.Type).toBe('AWS::KMS::Key');
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(key.Properties.KeyPolicy.Statement).toContainEqual(expect.objectContaining({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] }));
    const [policy] = Object.values(templateResources<{ PolicyDocument: { Statement: unknown[] }; Topics: unknown }>(dev.template, 'AWS::SNS::TopicPolicy'));
    expect(referencedIds(policy.Properties.Topics)).toEqual(new Set([topicId]));
    expect(policy.Properties.PolicyDocument.Statement).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
  });

  it("emails each of the stage's alarm addresses, and nobody on dev, which names none", () => {
    const subscriptions = (fixture: typeof dev) => Object.values(templateResources<{ Protocol: string; Endpoint: string }>(fixture.template, 'AWS::SNS::Subscription')).map((r) => r.Properties);
    expect(prodEmails.length).toBeGreaterThan(0);
    expect(subscriptions(prod).map((s) => [s.Protocol, s.Endpoint])).toEqual(prodEmails.map((email) => ['email', email]));
    expect(subscriptions(dev)).toEqual([]);
  });

  it.each(['Errors', 'Throttles'])('raises a %s alarm on the topic for every Lambda of the stage: each route, the pipeline, the stuck-import check and the renewals job', (metric) => {
    const functions = everyFunction(dev);
    expect(functions).toHaveLength(ROUTES.length + 5);
    const watched = alarmsOf(dev).filter((alarm) => alarm.MetricName === metric && alarm.Namespace === 'AWS/Lambda' && notifiesTopic(alarm));
    const watchedIds = watched.map((alarm) => [...referencedIds(alarm.Dimensions)]).flat();
    expect(watchedIds.sort()).toEqual(functions.map((fn) => logicalId(fn.function)).sort());
    expect(watched.every((alarm) => alarm.Threshold === 1 && alarm.EvaluationPeriods === 1)).toBe(true);
  });

  it("raises the API's 5xx rate and p99 latency alarms on the topic", () => {
    const apiId = logicalId(dev.stack.api.httpApi);
    const alarms = alarmsOf(dev).filter(notifiesTopic);
    const rate = alarms.find((alarm) => alarm.Metrics?.some((m) => m.MetricStat?.Metric.MetricName === '5xx'));
    expect(rate?.Threshold).toBe(API_5XX_PERCENT);
    expect(rate?.Metrics?.map((m) => m.MetricStat?.Metric.MetricName ?? m.Expression)).toEqual(['IF(requests > 0, 100 * failed / requests, 0)', '5xx', 'Count']);
    expect(rate?.Metrics?.every((m) => !m.MetricStat || referencedIds(m.MetricStat.Metric.Dimensions).has(apiId))).toBe(true);
    const latency = alarms.find((alarm) => alarm.MetricName === 'Latency');
    expect(latency).toMatchObject({ Namespace: 'AWS/ApiGateway', ExtendedStatistic: 'p99', Threshold: API_LATENCY_P99_MS });
    expect(referencedIds(latency?.Dimensions).has(apiId)).toBe(true);
  });

  it("puts the pipeline's failure-queue and dead-letter-queue alarms on the topic", () => {
    const pipeline = dev.stack.importPipeline;
    for (const queue of [pipeline.failures, pipeline.unhandledFailures]) {
      const alarm = alarmsOf(dev).find((a) => referencedIds(a.Dimensions).has(logicalId(queue)));
      expect(alarm && notifiesTopic(alarm)).toBe(true);
    }
    const dlq = alarmsOf(dev).find((a) => referencedIds(a.Dimensions).has(logicalId(pipeline.unhandledFailures)));
    expect(dlq).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
  });

  it('runs the stuck-import check every five minutes and alarms on the topic when it counts one stuck import', () => {
    const check = dev.stack.stuckImportCheck;
    const [rule] = Object.values(templateResources<{ ScheduleExpression: string; Targets: { Arn: unknown }[] }>(dev.template, 'AWS::Events::Rule'));
    expect(rule.Properties.ScheduleExpression).toBe(`rate(${STUCK_CHECK_MINUTES} minutes)`);
    expect(referencedIds(rule.Properties.Targets.map((t) => t.Arn))).toEqual(new Set([logicalId(check.function.function)]));
    const stuck = alarmsOf(dev).find((alarm) => alarm.MetricName === 'StuckImports');
    expect(stuck).toMatchObject({ Namespace: 'BrokerPortal/dev', Threshold: 1, EvaluationPeriods: 1 });
    expect(stuck && notifiesTopic(stuck)).toBe(true);
    // The check only reads: no write action anywhere in its role's policies.
    const [roleId] = referencedIds(templateResources(dev.template)[logicalId(check.function.function)].Properties.Role);
    const policies = Object.values(templateResources(dev.template, 'AWS::IAM::Policy')).filter((p) => referencedIds(p.Properties.Roles).has(roleId));
    expect(JSON.stringify(policies)).toContain('dynamodb:Query');
    expect(JSON.stringify(policies)).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|Scan)/);
  });

  it("traces every Lambda of the stage with X-Ray and gives each the stage's metrics namespace", () => {
    const functions = templateResources<{ TracingConfig?: { Mode: string }; Environment: { Variables: Record<string, string> } }>(prod.template);
    for (const fn of everyFunction(prod)) {
      const properties = functions[logicalId(fn.function)].Properties;
      expect(properties.TracingConfig).toEqual({ Mode: 'Active' });
      expect(properties.Environment.Variables).toMatchObject({ POWERTOOLS_METRICS_NAMESPACE: 'BrokerPortal/prod', POWERTOOLS_SERVICE_NAME: 'broker-portal' });
    }
  });

  it('draws one dashboard per stage with the API, the heavy Lambdas, the import figures, stuck imports and the failure queues', () => {
    const dashboards = Object.values(templateResources<{ DashboardName: string; DashboardBody: unknown }>(prod.template, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards.map((d) => d.Properties.DashboardName)).toEqual(['broker-portal-prod']);
    // The body is a Fn::Join of JSON text around references; the text alone names every metric.
    const body = (dashboards[0].Properties.DashboardBody as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1].filter((part) => typeof part === 'string').join('');
    for (const metric of ['"Count"', '"5xx"', '"Latency"', '"Errors"', '"Duration"', '"RowsImported"', '"ImportFailures"', '"ProcessingTime"', '"StuckImports"', '"ApproximateNumberOfMessagesVisible"']) {
      expect(body).toContain(metric);
    }
    const pipeline = prod.stack.importPipeline;
    for (const charted of [pipeline.importFunction.function, pipeline.processingFunction.function, pipeline.failures, pipeline.unhandledFailures]) {
      expect(referencedIds(dashboards[0].Properties.DashboardBody).has(logicalId(charted))).toBe(true);
    }
  });
});
