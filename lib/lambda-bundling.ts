import * as path from 'node:path';
import type { BuildOptions } from 'esbuild';
import type { StageConfig } from './stage-config';

/**
 * How every Lambda is bundled: one definition that CDK (PortalFunction) deploys and the bench
 * (bench/lambda-bundles.ts) measures, so the load times it reports are those of what ships.
 * - `module` before `main`: the SDK's ES builds tree-shake; its CommonJS builds made bundles
 *   bigger and slower to load.
 * - Source maps are written without the sources' text, which the asset need not carry: Node reads
 *   the map for a stack trace's file and line (LAMBDA_NODE_OPTIONS), and the repository has the text.
 */
export const LAMBDA_BUNDLING = {
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  target: 'node22',
  platform: 'node',
  format: 'cjs',
  mainFields: ['module', 'main'],
  /** The SDK version the code is tested with, not the one the runtime happens to carry. */
  bundleAwsSDK: true,
  alias: {
    /** Every SDK client takes its credentials from Lambda's environment variables alone (lambdas/shared/lambda-credentials.ts). */
    '@aws-sdk/credential-provider-node': path.join(__dirname, '..', 'lambdas', 'shared', 'lambda-credentials.ts'),
  },
} as const;

/**
 * esbuild's `define` for a stage's bundles. Where every provider the stage names is live, the
 * simulators are left out (lambdas/outside-services.ts), so production code cannot reach one.
 */
export function stageDefines(providers: StageConfig['providers']): Record<string, string> {
  const allLive = Object.values(providers).every((provider) => provider.endpoint !== 'simulator');
  return allLive ? { 'process.env.BUNDLE_WITHOUT_SIMULATORS': JSON.stringify('true') } : {};
}

/** Every Lambda runs with source maps on, so an error it logs names the TypeScript file and line, not the minified bundle's. */
export const LAMBDA_NODE_OPTIONS = '--enable-source-maps';

/**
 * Packages a handler loads only on some requests, by handler module: they are left out of its
 * bundle and shipped beside it as a file of their own, so a cold start does not parse them. esbuild
 * inlines a dynamic `import()` into a CommonJS bundle, so the lazy import alone kept exceljs, the
 * larger part of the import Lambda's bundle, in the file every cold start loads.
 */
export const SEPARATE_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  // Only an XLSX file needs exceljs; a CSV never does.
  'contract-import/validate/import-file': ['exceljs'],
};

/**
 * Where a separate package lies in the asset: as `node_modules/<package>/index.js` beside the
 * handler's bundle, the handler's `require('<package>')` finds it with no loader of its own, and
 * the local stack, running the sources, finds the installed package by the same name.
 */
export const separatePackageFile = (outputDir: string, packageName: string) => path.join(outputDir, 'node_modules', packageName, 'index.js');

/** esbuild's build() options for LAMBDA_BUNDLING, for the bench to build code as the Lambdas ship it. */
export const LAMBDA_BUILD_OPTIONS: BuildOptions = {
  bundle: true,
  minify: LAMBDA_BUNDLING.minify,
  sourcemap: LAMBDA_BUNDLING.sourceMap,
  sourcesContent: LAMBDA_BUNDLING.sourcesContent,
  platform: LAMBDA_BUNDLING.platform,
  target: LAMBDA_BUNDLING.target,
  format: LAMBDA_BUNDLING.format,
  mainFields: [...LAMBDA_BUNDLING.mainFields],
  alias: { ...LAMBDA_BUNDLING.alias },
  logLevel: 'error',
};

/** esbuild's command-line options for LAMBDA_BUNDLING, to bundle a separate package as its handler is. */
export function esbuildCommandLine(entry: string, outfile: string): string[] {
  return [
    '--bundle',
    entry,
    `--outfile=${outfile}`,
    `--platform=${LAMBDA_BUNDLING.platform}`,
    `--target=${LAMBDA_BUNDLING.target}`,
    `--format=${LAMBDA_BUNDLING.format}`,
    `--main-fields=${LAMBDA_BUNDLING.mainFields.join(',')}`,
    ...(LAMBDA_BUNDLING.minify ? ['--minify'] : []),
    ...(LAMBDA_BUNDLING.sourceMap ? ['--sourcemap'] : []),
    `--sources-content=${LAMBDA_BUNDLING.sourcesContent}`,
    '--log-level=warning',
  ];
}
