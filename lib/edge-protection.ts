import { Arn, ArnFormat, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { API_PATH_PREFIXES } from './site-paths';

/** CloudFront only takes web ACLs made in us-east-1. */
export const EDGE_REGION = 'us-east-1';

/** Providers' signed callbacks: their bodies are checked by HMAC before anything reads them. */
const WEBHOOK_PREFIX = '/webhooks/';
/** The one API path whose JSON bodies (an import's rows, saved from the grid) may pass the rule set's 8 KB. */
const LARGE_BODY_PREFIX = '/api/fileimports';
/** The label the core rule set puts on a body over 8 KB when that rule only counts. */
const BODY_SIZE_LABEL = 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body';

export interface EdgeProtectionProps extends StackProps {
  readonly stage: Pick<StageConfig, 'name' | 'webAclRateLimit' | 'logRetentionDays' | 'removalPolicy'>;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const not = (statement: CfnWebACL.StatementProperty): CfnWebACL.StatementProperty => ({ notStatement: { statement } });

const managedGroup = (name: string, priority: number, scopeDownStatement?: CfnWebACL.StatementProperty, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]): CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, scopeDownStatement, ruleActionOverrides } },
  visibilityConfig: visibility(name),
});

/**
 * The web ACL in front of the stage's CloudFront distribution, in its own stack in us-east-1.
 * Everyone meets Amazon's IP reputation list and the known-bad-inputs group. The core rule set
 * skips the webhook paths, whose signed bodies the handlers verify before reading and whose
 * providers would give up on a callback the set refused; its 8 KB body limit blocks everywhere but
 * the import saves. The per-address rate rule counts API calls only (site files are cached) and
 * leaves the providers' callbacks alone, at the limit the capacity model sizes.
 */
export class EdgeProtectionStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeProtectionProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION }, crossRegionReferences: true });
    const { stage } = props;
    const browserApiPaths = API_PATH_PREFIXES.filter((prefix) => prefix !== WEBHOOK_PREFIX).map(pathStartsWith);

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `broker-portal-${stage.name}`,
      description: `Broker portal ${stage.name} - managed rule groups and a per-address rate limit in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`broker-portal-${stage.name}`),
      rules: [
        managedGroup('AWSManagedRulesAmazonIpReputationList', 0),
        {
          name: 'ApiCallsPerAddress',
          priority: 1,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: stage.webAclRateLimit,
              evaluationWindowSec: 300,
              scopeDownStatement: { orStatement: { statements: browserApiPaths } },
            },
          },
          visibilityConfig: visibility('ApiCallsPerAddress'),
        },
        managedGroup('AWSManagedRulesKnownBadInputsRuleSet', 2),
        managedGroup('AWSManagedRulesCommonRuleSet', 3, not(pathStartsWith(WEBHOOK_PREFIX)), [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
        {
          name: 'LargeBodyOutsideImports',
          priority: 4,
          action: { block: {} },
          statement: {
            andStatement: {
              statements: [{ labelMatchStatement: { scope: 'LABEL', key: BODY_SIZE_LABEL } }, not(pathStartsWith(LARGE_BODY_PREFIX))],
            },
          },
          visibilityConfig: visibility('LargeBodyOutsideImports'),
        },
      ],
    });

    // WAF writes only to log groups whose names start with aws-waf-logs-.
    const logGroupName = `aws-waf-logs-broker-portal-${stage.name}`;
    const logs = new LogGroup(this, 'WebAclLogs', {
      logGroupName,
      retention: stage.logRetentionDays,
      removalPolicy: stage.removalPolicy === 'retain' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const logging = new CfnLoggingConfiguration(this, 'WebAclLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [Arn.format({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }, this)],
      // The ID token travels in this header; it must not land in the logs.
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    });
    logging.node.addDependency(logs);
  }
}
