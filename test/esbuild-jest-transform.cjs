// Jest transform on esbuild: TypeScript 7 has no JavaScript compiler API, so ts-jest cannot run it.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { transformSync } = require('esbuild');

// Jest's own cache key ignores a transformer's text: hashing it in makes a change here re-transform.
const TRANSFORMER = readFileSync(__filename, 'utf8');

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha256').update(TRANSFORMER).update('\0').update(filename).update('\0').update(source).digest('hex');
  },
  process(source, filename) {
    const loader = filename.endsWith('x') ? 'tsx' : filename.endsWith('.ts') ? 'ts' : 'js';
    const { code, map } = transformSync(source, {
      loader,
      format: 'cjs',
      target: 'node22',
      jsx: 'automatic',
      // Jest runs CommonJS without VM modules: a lazy `import()` becomes a lazy `require`, as in the Lambda bundles.
      supported: { 'dynamic-import': false },
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { code, map };
  },
};
