import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { MAX_IMPORT_FILE_BYTES } from '../domain/import/file-limits';
import { LAMBDA_BUILD_OPTIONS, separatePackageFile } from '../lib/lambda-bundling';
import { IMPORT_FAILED_FUNCTION, IMPORT_FUNCTION, PROCESSING_FUNCTION } from '../lambdas/contract-import/functions';
import { ROUTES, type RouteDefinition } from '../lambdas/routes';
import { BUCKET_NAMES, TABLE_NAMES, bucketEnvName, tableEnvName } from '../lambdas/shared/resources';
import { assemblyFunctions } from '../local/assembly-functions';
import { synthAssembly } from '../test/assembly/synth';
import { median, type Figure } from './report';

/** Loads of each bundle, taking turns: with fewer, a route's ratio moved between runs of the part minutes apart. */
const LOAD_RUNS = 21;

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

/** Time to `require` a bundle in a fresh Node 22 process with only its own environment: a proxy for the Lambda cold start's init. */
function loadMillis(bundle: string, env: Record<string, string>): number {
  const script = `const t=performance.now();require(${JSON.stringify(bundle)});process.stdout.write(String(performance.now()-t))`;
  const out = execFileSync(process.execPath, ['-e', script], { env: { PATH: process.env.PATH ?? '', ...env } });
  return Number(out.toString());
}

interface Measured {
  readonly name: string;
  readonly loaded: 'cold start' | 'first use';
  readonly file: string;
  readonly env: Record<string, string>;
  readonly loads: number[];
}

/** The yardstick: the DynamoDB document client alone, which every route loads. */
const DOCUMENT_CLIENT = "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nimport { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';\nexport const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));\n";
const S3_CLIENT = "import { S3Client } from '@aws-sdk/client-s3';\nexport const s3 = new S3Client({});\n";

/**
 * A bundle of `source` alone, built as the Lambdas are and loaded in the same run; with
 * `sdkCredentials`, the SDK keeps its own credential chain, as any bundle of the client would.
 */
async function referenceBundle(outDir: string, name: string, source: string, sdkCredentials = false): Promise<string> {
  const entry = path.join(outDir, `${name}.ts`);
  writeFileSync(entry, source);
  const outfile = path.join(outDir, name, 'index.js');
  await build({ ...LAMBDA_BUILD_OPTIONS, ...(sdkCredentials ? { alias: {} } : {}), entryPoints: [entry], outfile, nodePaths: [path.resolve('node_modules')] });
  return outfile;
}

const SLOWEST_ROUTE_RATIO_TARGET = 1.1;
/** The heaviest route's module load over the DynamoDB client alone (issue 29): the published clients may cost this much, no more. */
const HEAVIEST_ROUTE_RATIO_TARGET = 2.0;

/** The routes each handler module serves, as the figures name it. */
const routesOf = (module: string) => ROUTES.filter((route) => route.handler === module).map((route) => `${route.method} ${route.path}`).join(', ');

/**
 * Synthesizes the dev stage as `cdk synth` does and times the load of each Lambda's asset in
 * cdk.out, the very file that deploys, with the environment its template gives it; beside them a
 * bundle of the DynamoDB document client alone, so each is also a ratio that the machine's load
 * does not move. The runs take turns across the bundles, so a burst of other work spreads over all.
 */
export async function measureLambdaBundles(): Promise<Figure[]> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bundles-'));
  try {
    synthAssembly(path.join(outDir, 'cdk.out'));
    const functions = assemblyFunctions(path.join(outDir, 'cdk.out'), []);
    const pipeline = new Set<string>([IMPORT_FUNCTION.handler, IMPORT_FAILED_FUNCTION.handler, PROCESSING_FUNCTION.handler]);
    const measured: Measured[] = [...functions].map(([module, fn]) => ({
      name: pipeline.has(module) ? `pipeline ${module}` : routesOf(module) || module,
      loaded: 'cold start',
      file: fn.file,
      env: fn.environment(dummyEnv),
      loads: [],
    }));
    const importAsset = path.dirname(functions.get(IMPORT_FUNCTION.handler)!.file);
    // What the import Lambda loads only on the path that needs it, paid by the first such file, not the cold start.
    measured.push({ name: `pipeline ${IMPORT_FUNCTION.handler}, first XLSX file loads exceljs`, loaded: 'first use', file: separatePackageFile(importAsset, 'exceljs'), env: dummyEnv, loads: [] });
    const minimal: Measured = { name: 'the DynamoDB document client alone', loaded: 'cold start', file: await referenceBundle(outDir, 'minimal', DOCUMENT_CLIENT, true), env: dummyEnv, loads: [] };
    // The same client as the Lambdas bundle it, credentials from the environment alone (lib/lambda-bundling.ts): what every route starts from.
    const minimalAsShipped: Measured = { name: 'the DynamoDB document client alone, environment credentials only', loaded: 'cold start', file: await referenceBundle(outDir, 'minimal-shipped', DOCUMENT_CLIENT), env: dummyEnv, loads: [] };
    // What a route that reaches S3 starts from with the SDK's S3 client.
    const s3Floor: Measured = { name: "the DynamoDB document client and the SDK's S3 client alone, environment credentials only", loaded: 'cold start', file: await referenceBundle(outDir, 's3-floor', DOCUMENT_CLIENT + S3_CLIENT), env: dummyEnv, loads: [] };
    const all = [...measured, minimal, minimalAsShipped, s3Floor];
    for (let run = 0; run < LOAD_RUNS; run++) for (const bundle of all) bundle.loads.push(loadMillis(bundle.file, bundle.env));
    const routes = measured.filter((bundle) => bundle.loaded === 'cold start' && !bundle.name.startsWith('pipeline '));
    const slowestRoute = routes.reduce((slowest, route) => (median(route.loads) > median(slowest.loads) ? route : slowest));
    const importLambda = measured.find((bundle) => bundle.name === `pipeline ${IMPORT_FUNCTION.handler}`)!;
    const yardstick = median(minimal.loads);
    return [
      { area: 'lambda load', figure: `${minimal.name}, the yardstick (median of ${LOAD_RUNS})`, value: yardstick, unit: 'ms' },
      ...[minimalAsShipped, s3Floor].flatMap(({ name, file, loads }) => [
        { area: 'lambda asset', figure: name, value: Math.round(statSync(file).size / 1024), unit: 'KB' },
        { area: 'lambda load', figure: `${name} / the yardstick (medians of ${LOAD_RUNS})`, value: median(loads) / yardstick, unit: 'x' },
      ]),
      ...measured.flatMap(({ name, file, loads, loaded }) => [
        { area: 'lambda asset', figure: name, value: Math.round(statSync(file).size / 1024), unit: 'KB' },
        loaded === 'cold start'
          ? { area: 'lambda load', figure: `module load of ${name} / the DynamoDB client alone (medians of ${LOAD_RUNS})`, value: median(loads) / yardstick, unit: 'x' }
          : { area: 'lambda first use', figure: `${name} (median of ${LOAD_RUNS})`, value: median(loads), unit: 'ms' },
      ]),
      {
        area: 'lambda load',
        figure: `module load of the heaviest route, ${slowestRoute.name} / the DynamoDB client alone (medians of ${LOAD_RUNS})`,
        value: median(slowestRoute.loads) / yardstick,
        unit: 'x',
        target: HEAVIEST_ROUTE_RATIO_TARGET,
        better: 'lower',
      },
      {
        area: 'lambda load',
        figure: `${importLambda.name} / slowest route, ${slowestRoute.name} (medians, same run)`,
        value: median(importLambda.loads) / median(slowestRoute.loads),
        unit: 'x',
        target: SLOWEST_ROUTE_RATIO_TARGET,
        better: 'lower',
      },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
