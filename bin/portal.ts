import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeProtectionStack } from '../lib/edge-protection';
import { PortalStack } from '../lib/portal-stack';
import { ROUTES } from '../lambdas/routes';
import { parseStages, STAGE_NAMES } from '../lib/stage-config';

/**
 * Two stacks per stage, from the validated `stages` context: the web ACL in us-east-1, where
 * CloudFront reads it, and the portal in the stage's Region, which takes the ACL's ARN through a
 * cross-region reference (CloudFormation's GetStackOutput, so no custom resource and offline synth).
 * cdk-nag's AwsSolutions checks run on every synth.
 */
const app = new App();
const stages = parseStages(app.node.tryGetContext('stages'));
for (const name of STAGE_NAMES) {
  const stage = stages[name];
  const edge = new EdgeProtectionStack(app, `Portal-${name}-Edge`, {
    stage,
    env: { account: stage.account },
    description: `Broker portal (${name}): web ACL for CloudFront`,
  });
  new PortalStack(app, `Portal-${name}`, {
    stage,
    routes: ROUTES,
    webAclArn: edge.webAcl.attrArn,
    env: { account: stage.account, region: stage.region },
    crossRegionReferences: true,
    description: `Broker portal (${name})`,
  });
}
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
