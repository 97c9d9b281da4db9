import path from 'node:path';
import { assemblyFunctions, LOCAL_ARN_NAMING, type AssemblyFunction } from './assembly-functions';
import { loadBundle } from './bundle-loader';
import { RUNTIME_VARIABLES } from './environment';
import { recordingEndpoints } from './sdk-call-recorder';

/**
 * Where the local stack's Lambdas come from: the handler modules' TypeScript sources (the default),
 * or, with PORTAL_HANDLERS=assembly:<cdk.out folder>, the bundles CDK synthesized there, each with
 * the environment its template gives it (`npm run test:assembly`). PORTAL_SDK_CALLS=<file> also records
 * each bundle's AWS calls there (local/sdk-call-recorder.ts).
 */
export type HandlerSource = { readonly kind: 'source' } | { readonly kind: 'assembly'; readonly dir: string };

export function handlerSourceOf(env: NodeJS.ProcessEnv = process.env): HandlerSource {
  const setting = env.PORTAL_HANDLERS ?? 'source';
  if (setting === 'source') return { kind: 'source' };
  const dir = /^assembly:(.+)$/.exec(setting)?.[1];
  if (!dir) throw new Error(`PORTAL_HANDLERS must be "source" or "assembly:<cdk.out folder>", not "${setting}"`);
  return { kind: 'assembly', dir: path.resolve(dir) };
}

const LAMBDAS_DIR = path.join(__dirname, '..', 'lambdas');
let assembly: { dir: string; functions: ReadonlyMap<string, AssemblyFunction> } | undefined;

interface PooledClient {
  readonly config: { requestHandler: object };
}

/**
 * Lambda gives each container connections of its own, one request at a time. Handlers loaded from
 * source share one SDK client per service in this process, so their pool (50 sockets by default)
 * is uncapped: else a broker's list would queue behind the pipeline's bulk calls in the pool. The
 * client gets a new handler of the same kind, which makes its agent with these options as it would its own.
 */
function uncapSharedPools() {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded with the handlers, after the stack has set the environment they read */
  const { documentClient } = require('../lambdas/shared/dynamodb') as { documentClient: PooledClient };
  const { s3Client } = require('../lambdas/shared/s3') as { s3Client: PooledClient };
  /* eslint-enable @typescript-eslint/no-require-imports */
  for (const { config } of [documentClient, s3Client]) {
    const Handler = config.requestHandler.constructor as new (options: object) => object;
    config.requestHandler = new Handler({ httpAgent: { maxSockets: Infinity } });
  }
}

let poolsUncapped = false;

function loadFromSource(module: string): unknown {
  if (!poolsUncapped) {
    uncapSharedPools();
    poolsUncapped = true;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- not import(): the modules run as CommonJS under tsx and Jest alike, and Jest has no import().
  const imported = require(path.join(LAMBDAS_DIR, `${module}.ts`)) as { handler?: unknown; default?: { handler?: unknown } };
  return imported.handler ?? imported.default?.handler;
}

function loadFromAssembly(dir: string, module: string): unknown {
  if (assembly?.dir !== dir) assembly = { dir, functions: assemblyFunctions(dir, RUNTIME_VARIABLES) };
  const fn = assembly.functions.get(module);
  if (!fn) throw new Error(`The cloud assembly in ${dir} has no Lambda running lambdas/${module}`);
  const environment = fn.environment(process.env);
  const callLog = process.env.PORTAL_SDK_CALLS;
  if (!callLog) return loadBundle(fn.file, environment)[fn.exportName];
  // Recording: the bundle loads once its own proxy to the emulators listens, on the first call.
  const loaded = recordingEndpoints(fn.logicalId, environment, callLog, LOCAL_ARN_NAMING).then(
    (endpoints) => loadBundle(fn.file, { ...environment, ...endpoints })[fn.exportName] as (...args: unknown[]) => Promise<unknown>,
  );
  loaded.catch(() => undefined);
  return async (...args: unknown[]) => (await loaded)(...args);
}

/** A handler module's handler, loaded now: call it once the stack has set the environment the module reads when loaded. */
export function loadLambdaHandler<H>(module: string, source: HandlerSource = handlerSourceOf()): H {
  const handler = source.kind === 'assembly' ? loadFromAssembly(source.dir, module) : loadFromSource(module);
  if (typeof handler !== 'function') throw new Error(`lambdas/${module} exports no handler (${source.kind === 'assembly' ? `bundle in ${source.dir}` : 'source'})`);
  return handler as H;
}
