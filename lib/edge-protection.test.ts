import * as fs from 'node:fs';
import * as path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { parseStages, type StageName } from './stage-config';
import { ROUTES } from '../lambdas/routes';
import { builtSiteFixture, cdkContext, nagFindings, templateResources, testApp } from '../test/support/cdk-stage';
import { DEFAULT_INPUTS } from '../ops/capacity/inputs';
import { routeRates, wafRateLimit } from '../ops/capacity/model';
import { EDGE_REGION, EdgeProtectionStack } from './edge-protection';
import { PortalStack } from './portal-stack';

/** The two stacks of a stage wired as bin/portal.ts wires them, with cdk-nag and CDK's template checks on both. */
function synthPair(name: StageName) {
  const app = testApp({ cloudFormationValidation: true });
  const stage = parseStages(cdkContext().stages, {})[name];
  const edge = new EdgeProtectionStack(app, `Portal-${name}-Edge`, { stage });
  const portal = new PortalStack(app, `Portal-${name}`, {
    stage, routes: ROUTES, siteDir: builtSiteFixture(), webAclArn: edge.webAcl.attrArn, env: { region: stage.region }, crossRegionReferences: true,
  });
  const findings = nagFindings(app);
  return { stage, edge: Template.fromStack(edge), portal: Template.fromStack(portal), findings };
}

const prod = synthPair('prod');
interface Statement {
  readonly ManagedRuleGroupStatement?: { readonly Name: string; readonly ScopeDownStatement?: unknown; readonly RuleActionOverrides?: unknown };
  readonly RateBasedStatement?: { readonly ScopeDownStatement: { readonly OrStatement: { readonly Statements: unknown[] } } };
  readonly AndStatement?: { readonly Statements: unknown[] };
}
type Rule = { Name: string; Priority: number; Statement: Statement; Action?: unknown; OverrideAction?: unknown };
const [acl] = Object.values(templateResources<{ Scope: string; Rules: Rule[]; VisibilityConfig: Record<string, unknown> }>(prod.edge, 'AWS::WAFv2::WebACL'));
const rule = (name: string) => acl.Properties.Rules.find((r) => r.Name === name)!;
const startsWith = (prefix: string): unknown =>
  expect.objectContaining({ ByteMatchStatement: expect.objectContaining({ SearchString: prefix, PositionalConstraint: 'STARTS_WITH' }) as unknown });

describe('EdgeProtectionStack', () => {
  it('is in us-east-1, where CloudFront reads web ACLs, scoped to CloudFront', () => {
    expect(EDGE_REGION).toBe('us-east-1');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties.VisibilityConfig).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    for (const r of acl.Properties.Rules) expect(r).toMatchObject({ VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true } });
  });

  it('runs the three AWS managed groups, the body size rule and the rate rule: as many rules as the capacity model prices', () => {
    const managed = acl.Properties.Rules.flatMap((r) => r.Statement.ManagedRuleGroupStatement?.Name ?? []);
    expect(managed.sort()).toEqual(['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']);
    expect(acl.Properties.Rules).toHaveLength(DEFAULT_INPUTS.wafRules);
    expect(new Set(acl.Properties.Rules.map((r) => r.Priority)).size).toBe(acl.Properties.Rules.length);
  });

  it('limits API calls per address at the stage\'s limit, which is at least what the capacity model asks, and never counts the webhooks', () => {
    const rate = rule('ApiCallsPerAddress');
    expect(rate.Action).toEqual({ Block: {} });
    expect(rate.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: prod.stage.webAclRateLimit, EvaluationWindowSec: 300 });
    expect(prod.stage.webAclRateLimit).toBeGreaterThanOrEqual(wafRateLimit(DEFAULT_INPUTS, routeRates(ROUTES, DEFAULT_INPUTS)));
    const counted = rate.Statement.RateBasedStatement?.ScopeDownStatement.OrStatement.Statements;
    expect(counted).toEqual(expect.arrayContaining([startsWith('/api/'), startsWith('/reports/')]));
    expect(counted).not.toEqual(expect.arrayContaining([startsWith('/webhooks/')]));
  });

  it('keeps the webhook paths out of the core rule set and lets only import saves carry bodies over its 8 KB', () => {
    const crs = rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement;
    expect(crs?.ScopeDownStatement).toEqual({ NotStatement: { Statement: startsWith('/webhooks/') } });
    expect(crs?.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
    const large = rule('LargeBodyOutsideImports');
    expect(large.Action).toEqual({ Block: {} });
    expect(large.Priority).toBeGreaterThan(rule('AWSManagedRulesCommonRuleSet').Priority);
    expect(large.Statement.AndStatement?.Statements).toEqual([
      { LabelMatchStatement: { Scope: 'LABEL', Key: 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body' } },
      { NotStatement: { Statement: startsWith('/api/fileimports') } },
    ]);
  });

  it('logs to an aws-waf-logs- group without the Authorization header', () => {
    prod.edge.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-broker-portal-prod' });
    prod.edge.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', { RedactedFields: [{ SingleHeader: { Name: 'authorization' } }] });
  });

  it('is associated with the stage\'s distribution through a cross-region reference', () => {
    const [distribution] = Object.values(templateResources<{ DistributionConfig: { WebACLId: unknown } }>(prod.portal, 'AWS::CloudFront::Distribution'));
    expect(JSON.stringify(distribution.Properties.DistributionConfig.WebACLId)).toMatch(/Portal-prod-Edge/);
  });

  it('leaves cdk-nag and the template checks nothing to report on either stack, with no acknowledgement of the WAF rule', () => {
    expect(prod.findings).toEqual([]);
    expect(fs.readFileSync(path.join(__dirname, 'web.ts'), 'utf8')).not.toMatch(/'CFR2'/);
  });
});
