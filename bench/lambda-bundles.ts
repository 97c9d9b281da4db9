import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { MAX_IMPORT_FILE_BYTES } from '../domain/import/file-limits';
import { LAMBDA_BUNDLING } from '../lib/lambda-bundling';
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
  ['MAX_UPLOAD_BYTES', String(MAX_IMPORT_FILE_BYTES)],
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

interface Lambda {
  readonly name: string;
  /** The module under lambdas/ that is bundled (a handler, or a part a handler loads on first use). */
  readonly entry: string;
  readonly loaded: 'cold start' | 'first use';
}

/**
 * Parts a handler imports only on the path that needs them: their load is paid by the first such
 * request, not the cold start, so it is measured on its own as a second figure (an upper bound: the
 * part bundled alone, with its own copy of what the handler has already loaded).
 */
const FIRST_USE: readonly Lambda[] = [
  { name: 'pipeline imports/import-file, first XLSX file loads exceljs', entry: 'imports/parse-xlsx', loaded: 'first use' },
  { name: 'pipeline imports/import-file, first CSV file loads papaparse', entry: 'imports/parse-csv', loaded: 'first use' },
];

async function bundle(entry: string, outDir: string): Promise<string> {
  const outfile = path.join(outDir, `${entry.replace(/\//g, '__')}.js`);
  await build({
    entryPoints: [path.join('lambdas', `${entry}.ts`)],
    outfile,
    bundle: true,
    minify: LAMBDA_BUNDLING.minify,
    sourcemap: LAMBDA_BUNDLING.sourceMap,
    sourcesContent: LAMBDA_BUNDLING.sourcesContent,
    platform: LAMBDA_BUNDLING.platform,
    target: LAMBDA_BUNDLING.target,
    format: LAMBDA_BUNDLING.format,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    logLevel: 'error',
  });
  return outfile;
}

/**
 * Bundles each route's handler as CDK does (the same options, lib/lambda-bundling.ts) and times its
 * load. The runs take turns across the bundles, so a burst of other work on the machine spreads
 * over every route rather than landing on one.
 */
export async function measureLambdaBundles(): Promise<Figure[]> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bundles-'));
  const lambdas: Lambda[] = [
    ...ROUTES.map((route) => ({ name: `${route.method} ${route.path}`, entry: route.handler, loaded: 'cold start' as const })),
    ...[IMPORT_FUNCTION, IMPORT_FAILED_FUNCTION, PROCESSING_FUNCTION].map((f) => ({ name: `pipeline ${f.handler}`, entry: f.handler, loaded: 'cold start' as const })),
    ...FIRST_USE,
  ];
  const bundles = [];
  for (const lambda of lambdas) bundles.push({ ...lambda, outfile: await bundle(lambda.entry, outDir), loads: [] as number[] });
  for (let run = 0; run < LOAD_RUNS; run++) for (const b of bundles) b.loads.push(loadMillis(b.outfile));
  return bundles.flatMap(({ name, outfile, loads, loaded }) => [
    { area: 'lambda bundle', figure: name, value: Math.round(statSync(outfile).size / 1024), unit: 'KB' },
    loaded === 'cold start'
      ? { area: 'lambda load', figure: `${name} (median of ${LOAD_RUNS})`, value: median(loads), unit: 'ms', target: 80, better: 'lower' as const }
      : { area: 'lambda first use', figure: `${name} (median of ${LOAD_RUNS})`, value: median(loads), unit: 'ms' },
  ]);
}
