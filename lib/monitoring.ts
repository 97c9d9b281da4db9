import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import type { PortalFunction } from './portal-function';

/** A Lambda to watch, by the name operations know it by (its route, or its pipeline handler). */
export interface WatchedFunction {
  readonly name: string;
  readonly function: PortalFunction;
}

export interface MonitoringProps {
  readonly stage: Pick<StageConfig, 'name' | 'alarmEmails' | 'removalPolicy'>;
  /** Every Lambda of the stage: each gets an errors and a throttles alarm. */
  readonly functions: readonly WatchedFunction[];
  readonly httpApi: HttpApi;
  /** Alarms built beside what they watch (the import pipeline's queues), which notify the topic too. */
  readonly alarms: readonly Alarm[];
  /** The stuck-import check's figure. */
  readonly stuckImports: IMetric;
}

const FIVE_MINUTES = Duration.minutes(5);

/** Above this share of 5xx answers in two of three five-minute periods, the API is failing more than the odd request. */
export const API_5XX_PERCENT = 5;
/** Routes time out at 10 s and the slowest (save) aims at a 1 s p99; three periods above this is users waiting. */
export const API_LATENCY_P99_MS = 3000;

/** `UsersGetCurrentUser` under `Api` becomes `ApiUsersGetCurrentUser`: unique across the stack, unlike the route's name. */
const idOf = (fn: PortalFunction) => fn.node.path.split('/').slice(1).join('');

/**
 * The stage's alarms and where they go: an SNS topic, encrypted with its own key and TLS-only,
 * emailing the stage's `alarmEmails`; an errors and a throttles alarm for every Lambda; the HTTP
 * API's 5xx rate and p99 latency; stuck imports; and the given alarms (the pipeline's failure
 * queues). Each alarm notifies the topic when it fires.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly functionAlarms: ReadonlyMap<string, { readonly errors: Alarm; readonly throttles: Alarm }>;
  readonly api5xxAlarm: Alarm;
  readonly apiLatencyAlarm: Alarm;
  readonly stuckImportsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const key = new Key(this, 'AlarmTopicKey', {
      description: `Broker portal (${props.stage.name}): encrypts the alarm topic`,
      enableKeyRotation: true,
      removalPolicy: props.stage.removalPolicy === 'retain' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // CloudWatch publishes to an encrypted topic only when the key lets it; the AWS-managed SNS key never does.
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'AlarmTopic', { displayName: `Broker portal ${props.stage.name} alarms`, masterKey: key, enforceSSL: true });
    for (const email of props.stage.alarmEmails) this.topic.addSubscription(new EmailSubscription(email));
    const notify = new SnsAction(this.topic);

    const alarm = (alarmId: string, settings: ConstructorParameters<typeof Alarm>[2]) => {
      const built = new Alarm(this, alarmId, { treatMissingData: TreatMissingData.NOT_BREACHING, ...settings });
      built.addAlarmAction(notify);
      return built;
    };
    const anyOf = (metric: IMetric, alarmDescription: string) => ({
      metric,
      alarmDescription,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    });

    this.functionAlarms = new Map(
      props.functions.map(({ name, function: fn }) => [
        name,
        {
          errors: alarm(`${idOf(fn)}Errors`, anyOf(fn.function.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), `The Lambda of ${name} failed (an unhandled error or a timeout).`)),
          throttles: alarm(`${idOf(fn)}Throttles`, anyOf(fn.function.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }), `The Lambda of ${name} was throttled: the account's concurrency ran out.`)),
        },
      ]),
    );

    this.api5xxAlarm = alarm('Api5xxRate', {
      alarmDescription: `More than ${API_5XX_PERCENT}% of API requests answered 5xx in two of the last three five-minute periods.`,
      metric: new MathExpression({
        expression: 'IF(requests > 0, 100 * failed / requests, 0)',
        usingMetrics: {
          failed: props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
          requests: props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
        },
        label: 'API 5xx %',
        period: FIVE_MINUTES,
      }),
      threshold: API_5XX_PERCENT,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    this.apiLatencyAlarm = alarm('ApiLatencyP99', {
      alarmDescription: `The API's p99 latency stayed above ${API_LATENCY_P99_MS} ms for fifteen minutes.`,
      metric: props.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
      threshold: API_LATENCY_P99_MS,
      evaluationPeriods: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    // A check that stops running raises its own Lambda's errors alarm, so a missing figure is not an alarm here.
    this.stuckImportsAlarm = alarm(
      'StuckImports',
      anyOf(props.stuckImports, 'An import has sat in Validating or Processing past its run\'s lease: its run died. See docs/runbook.md, "A stuck import".'),
    );
    for (const given of props.alarms) given.addAlarmAction(notify);
  }
}
