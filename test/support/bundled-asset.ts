import * as fs from 'node:fs';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { SEPARATE_PACKAGES } from '../../lib/lambda-bundling';
import { PortalFunction } from '../../lib/portal-function';
import { PROJECT_ROOT } from '../../lib/portal-stack';
import { parseStages, type StageName } from '../../lib/stage-config';
import { cdkContext } from './cdk-stage';

/**
 * A handler's asset as `cdk synth` writes it (bundling on, unlike the other CDK tests), synthesized
 * into `outdir`, which must hold no other asset, for the stage cdk.json names (dev unless told).
 */
export function bundledAsset(outdir: string, handler: string, stageName: StageName = 'dev'): string {
  const app = new App({ context: cdkContext(), outdir });
  const stage = parseStages(cdkContext().stages)[stageName];
  new PortalFunction(new Stack(app, 'Bundled'), 'Function', {
    entry: path.join(PROJECT_ROOT, 'lambdas', `${handler}.ts`),
    description: 'test',
    stage: { name: stageName, logRetentionDays: 1, removalPolicy: 'destroy', providers: stage.providers },
    separatePackages: SEPARATE_PACKAGES[handler],
  });
  app.synth();
  const [asset] = fs.readdirSync(outdir).filter((name) => name.startsWith('asset.') && fs.existsSync(path.join(outdir, name, 'index.js')));
  return path.join(outdir, asset);
}
