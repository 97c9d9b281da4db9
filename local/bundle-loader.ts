import { readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { constants, Script } from 'node:vm';

const resolvedOrUndefined = (resolve: () => string): string | undefined => {
  try {
    return resolve();
  } catch {
    return undefined;
  }
};

/**
 * Loads a Lambda's bundled asset as the Lambda runtime would run it: CommonJS, seeing only its own
 * environment (`process.env` is the function's, however many functions share this process), and
 * requiring only Node's built-ins and files its asset holds, so a bundle that needs anything else
 * fails here as it would when deployed.
 */
export function loadBundle(file: string, env: Record<string, string>): Record<string, unknown> {
  const assetDir = path.dirname(file);
  const functionProcess = new Proxy(process, { get: (target, name) => (name === 'env' ? env : (Reflect.get(target, name, target) as unknown)) });
  const modules = new Map<string, { exports: Record<string, unknown> }>();
  const builtins = createRequire(__filename);

  const load = (moduleFile: string): Record<string, unknown> => {
    const cached = modules.get(moduleFile);
    if (cached) return cached.exports;
    const module = { exports: {} as Record<string, unknown> };
    modules.set(moduleFile, module);
    if (moduleFile.endsWith('.json')) return (module.exports = JSON.parse(readFileSync(moduleFile, 'utf8')) as Record<string, unknown>);
    const resolveFrom = createRequire(moduleFile);
    const requireInAsset = (request: string): unknown => {
      if (isBuiltin(request)) return builtins(request);
      const resolved = resolvedOrUndefined(() => resolveFrom.resolve(request));
      if (!resolved?.startsWith(assetDir + path.sep)) throw new Error(`${path.relative(assetDir, moduleFile)} in ${assetDir} requires ${request}, which the asset does not hold`);
      return load(resolved);
    };
    // Lambda runs the bundle as a CommonJS module of Node's own, whose import() of a built-in (the SDK's, of node:http) Node's loader answers.
    const wrapped = new Script(`(function (exports, require, module, __filename, __dirname, process) {${readFileSync(moduleFile, 'utf8')}\n})`, {
      filename: moduleFile,
      importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }).runInThisContext() as (...args: unknown[]) => void;
    wrapped.call(module.exports, module.exports, requireInAsset, module, moduleFile, path.dirname(moduleFile), functionProcess);
    return module.exports;
  };
  return load(file);
}
