import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { IMPORT_FAILED_FUNCTION, IMPORT_FUNCTION, PROCESSING_FUNCTION } from '../lambdas/imports/functions';
import { ROUTES, type RouteDefinition } from '../lambdas/routes';
import { BUCKET_NAMES, TABLE_NAMES, bucketEnvName, tableEnvName } from '../lambdas/shared/resources';
import { median, type Figure } from './report';

const LOAD_RUNS = 5;

/** Every variable any route reads at cold start, with dummy values: loading must not fail. */
const dummyEnv = Object.fromEntries([
  ...TABLE_NAMES.map((t) => [tableEnvName(t), `bench-${t}`]),
  ...BUCKET_NAMES.map((b) => [bucketEnvName(b), `bench-${b}`]),
  ['ESIGN_ENABLED', 'false'],
  ['MAX_UPLOAD_BYTES', '10485760'],
  // Every provider as its simulator; secrets are read only for a live endpoint.
  ...(ROUTES as readonly RouteDefinition[]).flatMap((route) => route.settings ?? [])
    .filter((setting) => setting.endsWith('_ENDPOINT') || setting.endsWith('_SECRET'))
    .map((setting) => [setting, setting.endsWith('_ENDPOINT') ? 'simulator' : 'bench']),
  ['AWS_REGION', 'eu-west-2'],
]);

/** Time to `require` a bundle in a fresh Node 22 process: a proxy for the Lambda cold start's init. */
function loadMillis(bundle: string): number {
  const script = `const t=performance.now();require(${JSON.stringify(bundle)});process.stdout.write(String(performance.now()-t))`;
  const out = execFileSync(process.execPath, ['-e', script], { env: { ...process.env, ...dummyEnv } });
  return Number(out.toString());
}

/** Bundles each route's handler as CDK does (esbuild, minified, AWS SDK bundled) and measures it. */
export async function measureLambdaBundles(): Promise<Figure[]> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bundles-'));
  const figures: Figure[] = [];
  const lambdas = [
    ...ROUTES.map((route) => ({ name: `${route.method} ${route.path}`, handler: route.handler })),
    ...[IMPORT_FUNCTION, IMPORT_FAILED_FUNCTION, PROCESSING_FUNCTION].map((f) => ({ name: `pipeline ${f.handler}`, handler: f.handler })),
  ];
  for (const { name, handler } of lambdas) {
    const outfile = path.join(outDir, `${handler.replace(/\//g, '__')}.js`);
    await build({
      entryPoints: [path.join('lambdas', `${handler}.ts`)],
      outfile,
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      mainFields: ['module', 'main'],
      logLevel: 'error',
    });
    figures.push({ area: 'lambda bundle', figure: name, value: Math.round(statSync(outfile).size / 1024), unit: 'KB' });
    const loads = Array.from({ length: LOAD_RUNS }, () => loadMillis(outfile));
    figures.push({ area: 'lambda load', figure: `${name} (median of ${LOAD_RUNS})`, value: median(loads), unit: 'ms', target: 80, better: 'lower' });
  }
  return figures;
}
