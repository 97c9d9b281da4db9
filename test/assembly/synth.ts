import * as fs from 'node:fs';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { parseStages, type StageName } from '../../lib/stage-config';
import { ROUTES } from '../../lambdas/routes';
import { PortalStack, PROJECT_ROOT } from '../../lib/portal-stack';
import { LOCAL_ARN_NAMING } from '../../local/assembly-functions';
import { LOCAL_WEBHOOK_SECRETS } from '../../local/environment';

/** The stage whose assembly the integration tests run on: its providers are all simulators, as locally. */
export const ASSEMBLY_STAGE: StageName = 'dev';
/** Stands in for the edge stack's web ACL, which only CloudFront reads. */
const STAND_IN_WEB_ACL_ARN = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/broker-portal-assembly/00000000-0000-0000-0000-000000000000';

/**
 * Synthesizes the stage's portal stack into `outdir` as `cdk synth` does, Lambdas bundled by esbuild,
 * offline: the account and region come from the stage, and a one-page site stands in for the build.
 * Returns the stack's name, which names its template.
 */
export function synthAssembly(outdir: string): string {
  const context = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;
  // In the local stack's account and region, so the ARNs the template writes out are those the local calls name.
  const parsed = parseStages(context.stages, { CDK_DEFAULT_ACCOUNT: LOCAL_ARN_NAMING.account, CDK_DEFAULT_REGION: LOCAL_ARN_NAMING.region })[ASSEMBLY_STAGE];
  // The local simulators sign their callbacks, so the webhooks read the local stage's secrets: the template must grant those.
  const webhookSecret = (setting: keyof typeof LOCAL_WEBHOOK_SECRETS) => ({ webhookSecretName: LOCAL_WEBHOOK_SECRETS[setting].name });
  const stage = {
    ...parsed,
    providers: {
      ...parsed.providers,
      payment: { endpoint: 'simulator', ...parsed.providers.payment, ...webhookSecret('PAYMENT_WEBHOOK_SECRET') },
      esign: { endpoint: 'simulator', ...parsed.providers.esign, ...webhookSecret('ESIGN_WEBHOOK_SECRET') },
    },
  };
  const siteDir = path.join(outdir, 'site-stand-in');
  fs.mkdirSync(siteDir, { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Broker portal</title>');
  // Path metadata names each resource's construct, which is how the local stack finds a table's or bucket's own name.
  const app = new App({ outdir, context: { ...context, 'aws:cdk:enable-path-metadata': true } });
  const stack = new PortalStack(app, `Portal-${ASSEMBLY_STAGE}`, {
    stage,
    routes: ROUTES,
    siteDir,
    webAclArn: STAND_IN_WEB_ACL_ARN,
    env: { account: stage.account, region: stage.region },
  });
  app.synth();
  return stack.stackName;
}
