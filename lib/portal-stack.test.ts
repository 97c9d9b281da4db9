import type { App } from 'aws-cdk-lib';
import { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { parseStages, STAGE_NAMES, type StageName } from './stage-config';
import { ROUTES } from '../lambdas/routes';
import { PortalStack } from './portal-stack';
import { builtSiteFixture, cdkContext, nagFindings, STAND_IN_WEB_ACL_ARN, synthStage, testApp, type NagFinding } from '../test/support/cdk-stage';

/** Synthesizes a stage as `cdk synth` does, with cdk-nag and CDK's own template checks, and returns what the report lists. */
function synthWithNag(name: StageName, spoil?: (stack: PortalStack) => void): NagFinding[] {
  const app: App = testApp({ cloudFormationValidation: true });
  const stack = new PortalStack(app, `Portal-${name}`, { stage: parseStages(cdkContext().stages, {})[name], routes: ROUTES, siteDir: builtSiteFixture(), webAclArn: STAND_IN_WEB_ACL_ARN });
  spoil?.(stack);
  return nagFindings(app);
}

describe('PortalStack', () => {
  it.each(STAGE_NAMES)('passes the cdk-nag AwsSolutions checks and CDK template checks on %s', (name) => {
    expect(synthWithNag(name)).toEqual([]);
  });

  it('is caught by cdk-nag when a careless resource is added', () => {
    const findings = synthWithNag('dev', (stack) => new CfnBucket(stack, 'Careless'));
    expect(findings).toEqual(
      expect.arrayContaining([
        { rule: 'AwsSolutions-S1', path: 'Portal-dev/Careless' },
        { rule: 'AwsSolutions-S10', path: 'Portal-dev/Careless' },
      ]),
    );
    expect(findings.every((f) => f.path === 'Portal-dev/Careless')).toBe(true);
  });

  it('publishes the outputs the operations tool and the front end need', () => {
    const { template } = synthStage('dev');
    const outputs = Object.keys((template.toJSON() as { Outputs: Record<string, unknown> }).Outputs);
    expect(outputs.sort()).toEqual(
      [
        'UserPoolId',
        'UserPoolClientId',
        'TableUsers',
        'TableReference',
        'TableFileimports',
        'TableIdempotency',
        'TableMeterpoints',
        'TableAuthorisations',
        'TableContracts',
        'BucketImports',
        'BucketDocuments',
        'BucketSite',
        'SiteUrl',
        'Region',
        'AlarmTopicArn',
        'DashboardName',
        'LogGroupImportFile',
        'LogGroupProcessImport',
        'LogGroupStuckImportCheck',
        'LogGroupRenewals',
      ].sort(),
    );
  });
});
