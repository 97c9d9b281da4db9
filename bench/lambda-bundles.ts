import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { MAX_IMPORT_FILE_BYTES } from '../domain/import/file-limits';
import { LAMBDA_BUNDLING, SEPARATE_PACKAGES, separatePackageFile } from '../lib/lambda-bundling';
import { IMPORT_FAILED_FUNCTION, IMPORT_FUNCTION, PROCESSING_FUNCTION } from '../lambdas/imports/functions';
import { ROUTES, type RouteDefinition } from '../lambdas/routes';
import { BUCKET_NAMES, TABLE_NAMES, bucketEnvName, tableEnvName } from '../lambdas/shared/resources';
import { median, type Figure } from './report';

const LOAD_RUNS = 5;

type Setting = readonly [name: string, value: string];

/** Every variable any route reads at cold start, with dummy values: loading must not fail. */
const dummyEnv = Object.fromEntries<string>([
  ...TABLE_NAMES.map((t): Setting => [tableEnvName(t), `bench-${t}`]),
  ...BUCKET_NAMES.map((b): Setting => [bucketEnvName(b), `bench-${b}`]),
  ['ESIGN_ENABLED', 'false'],
  ['MAX_UPLOAD_BYTES', String(MAX_IMPORT_FILE_BYTES)],
  // Every provider as its simulator; secrets are read only for a live endpoint.
  ...(ROUTES as readonly RouteDefinition[]).flatMap((route) => route.settings ?? [])
    .filter((setting) => setting.endsWith('_ENDPOINT') || setting.endsWith('_SECRET'))
    .map((setting): Setting => [setting, setting.endsWith('_ENDPOINT') ? 'simulator' : 'bench']),
  ['AWS_REGION', 'eu-west-2'],
]);

/** Time to `require` a bundle in a fresh Node 22 process: a proxy for the Lambda cold start's init. */
function loadMillis(bundle: string): number {
  const script = `const t=performance.now();require(${JSON.stringify(bundle)});process.stdout.write(String(performance.now()-t))`;
  const out = execFileSync(process.execPath, ['-e', script], { env: { ...process.env, ...dummyEnv } });
  return Number(out.toString());
}

interface Lambda {
  readonly name: string;
  readonly loaded: 'cold start' | 'first use';
  /** Writes what is measured under outDir and returns the file whose load is timed. */
  readonly build: (outDir: string) => Promise<string>;
}

const options: BuildOptions = {
  bundle: true,
  minify: LAMBDA_BUNDLING.minify,
  sourcemap: LAMBDA_BUNDLING.sourceMap,
  sourcesContent: LAMBDA_BUNDLING.sourcesContent,
  platform: LAMBDA_BUNDLING.platform,
  target: LAMBDA_BUNDLING.target,
  format: LAMBDA_BUNDLING.format,
  mainFields: [...LAMBDA_BUNDLING.mainFields],
  logLevel: 'error',
};

const assetDir = (outDir: string, handler: string) => path.join(outDir, handler.replace(/\//g, '__'));

/** A handler's asset as CDK writes it: its bundle, and beside it each package it ships separately. */
async function buildAsset(handler: string, outDir: string): Promise<string> {
  const dir = assetDir(outDir, handler);
  const separate = SEPARATE_PACKAGES[handler] ?? [];
  const outfile = path.join(dir, 'index.js');
  await build({ ...options, entryPoints: [path.join('lambdas', `${handler}.ts`)], outfile, external: [...separate] });
  for (const name of separate) await build({ ...options, entryPoints: [name], outfile: separatePackageFile(dir, name) });
  return outfile;
}

/**
 * What a handler loads only on the path that needs it, paid by the first such request rather than
 * the cold start, measured as a figure of its own: a separately shipped package as it lies in the
 * asset, or a part the bundle holds, bundled alone (an upper bound: its own copy of what the handler
 * has already loaded).
 */
const FIRST_USE: readonly Lambda[] = [
  {
    name: `pipeline ${IMPORT_FUNCTION.handler}, first XLSX file loads exceljs`,
    loaded: 'first use',
    build: async (outDir) => separatePackageFile(assetDir(outDir, IMPORT_FUNCTION.handler), 'exceljs'),
  },
  {
    name: `pipeline ${IMPORT_FUNCTION.handler}, first CSV file loads papaparse`,
    loaded: 'first use',
    build: async (outDir) => {
      const outfile = path.join(outDir, 'parse-csv', 'index.js');
      await build({ ...options, entryPoints: [path.join('lambdas', 'imports', 'parse-csv.ts')], outfile });
      return outfile;
    },
  },
];

const SLOWEST_ROUTE_RATIO_TARGET = 1.1;

/**
 * Bundles each route's handler as CDK does (the same options, lib/lambda-bundling.ts) and times its
 * load. The runs take turns across the bundles, so a burst of other work on the machine spreads
 * over every route rather than landing on one.
 */
export async function measureLambdaBundles(): Promise<Figure[]> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bundles-'));
  const handler = (name: string, module: string): Lambda => ({ name, loaded: 'cold start', build: (dir) => buildAsset(module, dir) });
  const routes = ROUTES.map((route) => handler(`${route.method} ${route.path}`, route.handler));
  const importLambda = handler(`pipeline ${IMPORT_FUNCTION.handler}`, IMPORT_FUNCTION.handler);
  const lambdas = [
    ...routes,
    importLambda,
    ...[IMPORT_FAILED_FUNCTION, PROCESSING_FUNCTION].map((f) => handler(`pipeline ${f.handler}`, f.handler)),
    ...FIRST_USE,
  ];
  const bundles: (Lambda & { outfile: string; loads: number[] })[] = [];
  for (const lambda of lambdas) bundles.push({ ...lambda, outfile: await lambda.build(outDir), loads: [] as number[] });
  for (let run = 0; run < LOAD_RUNS; run++) for (const b of bundles) b.loads.push(loadMillis(b.outfile));
  const medianLoad = (lambda: Lambda) => median(bundles.find((b) => b.name === lambda.name)!.loads);
  const slowestRoute = routes.reduce((slowest, route) => (medianLoad(route) > medianLoad(slowest) ? route : slowest));
  return [
    ...bundles.flatMap(({ name, outfile, loads, loaded }) => [
      { area: 'lambda bundle', figure: name, value: Math.round(statSync(outfile).size / 1024), unit: 'KB' },
      loaded === 'cold start'
        ? { area: 'lambda load', figure: `${name} (median of ${LOAD_RUNS})`, value: median(loads), unit: 'ms', target: 80, better: 'lower' as const }
        : { area: 'lambda first use', figure: `${name} (median of ${LOAD_RUNS})`, value: median(loads), unit: 'ms' },
    ]),
    {
      area: 'lambda load',
      figure: `${importLambda.name} / slowest route, ${slowestRoute.name} (medians, same run)`,
      value: medianLoad(importLambda) / medianLoad(slowestRoute),
      unit: 'x',
      target: SLOWEST_ROUTE_RATIO_TARGET,
      better: 'lower',
    },
  ];
}
