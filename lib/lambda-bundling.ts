/**
 * How every Lambda is bundled: one definition that CDK (PortalFunction) deploys and the bench
 * (bench/lambda-bundles.ts) measures, so the load times it reports are those of what ships.
 * - `module` before `main`: the SDK's ES builds tree-shake; its CommonJS builds made bundles about
 *   half as big again and slower to load.
 * - Source maps are written (to decode a logged minified stack offline) but not enabled at run
 *   time: `--enable-source-maps` parses the map at load and cost 30-45 ms of cold start per route.
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
} as const;
