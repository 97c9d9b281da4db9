import * as fs from 'node:fs';
import * as path from 'node:path';
import { Validations, type App } from 'aws-cdk-lib';
import { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { parseStages, STAGE_NAMES, type StageName } from '../bin/stage-config';
import { ROUTES } from '../lambdas/routes';
import { PortalStack } from './portal-stack';
import { builtSiteFixture, cdkContext, STAND_IN_WEB_ACL_ARN, synthStage, testApp } from '../test/support/cdk-stage';

interface NagFinding {
  readonly rule: string;
  readonly path: string;
}

/** Synthesizes a stage as `cdk synth` does, with cdk-nag and CDK's own template checks, and returns what the report lists. */
function synthWithNag(name: StageName, spoil?: (stack: PortalStack) => void): NagFinding[] {
  const app: App = testApp({ cloudFormationValidation: true });
  const stack = new PortalStack(app, `Portal-${name}`, { stage: parseStages(cdkContext().stages, {})[name], routes: ROUTES, siteDir: builtSiteFixture(), webAclArn: STAND_IN_WEB_ACL_ARN });
  spoil?.(stack);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    app.synth();
  } catch (error) {
    if (!/ValidationFailed|Validation failed/.test(String(error))) throw error;
  } finally {
    quiet.mockRestore();
  }
  const reportFile = path.join(app.outdir, 'validation-report.json');
  if (!fs.existsSync(reportFile)) return [];
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
    pluginReports: { violations: { ruleName: string; violatingConstructs: { constructPath: string }[] }[] }[];
  };
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((v) => v.violatingConstructs.map((c) => ({ rule: v.ruleName, path: c.constructPath }))),
  );
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
      ].sort(),
    );
  });
});
