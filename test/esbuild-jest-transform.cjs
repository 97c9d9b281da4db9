// Jest transform on esbuild: TypeScript 7 has no JavaScript compiler API, so ts-jest cannot run it.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const loader = filename.endsWith('x') ? 'tsx' : filename.endsWith('.ts') ? 'ts' : 'js';
    const { code, map } = transformSync(source, {
      loader,
      format: 'cjs',
      target: 'node22',
      jsx: 'automatic',
      sourcemap: 'inline',
      sourcefile: filename,
    });
    return { code, map };
  },
};
