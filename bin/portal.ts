import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PortalStack } from '../lib/portal-stack';
import { ROUTES } from '../lambdas/routes';
import { parseStages, STAGE_NAMES } from './stage-config';

/** One stack per stage, from the validated `stages` context; cdk-nag's AwsSolutions checks run on every synth. */
const app = new App();
const stages = parseStages(app.node.tryGetContext('stages'));
for (const name of STAGE_NAMES) {
  const stage = stages[name];
  new PortalStack(app, `Portal-${name}`, {
    stage,
    routes: ROUTES,
    env: { account: stage.account, region: stage.region },
    description: `Broker portal (${name})`,
  });
}
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
