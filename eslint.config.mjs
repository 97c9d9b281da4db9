import { registerHooks } from 'node:module';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// TypeScript 7 (the type check's compiler) has no JavaScript compiler API, which typescript-eslint's type-aware rules need:
// in this process its `typescript` is TypeScript 6, installed as typescript-for-lint. Loaded after the hook so it sees it.
registerHooks({ resolve: (specifier, context, next) => next(specifier.replace(/^typescript(?=$|\/)/, 'typescript-for-lint'), context) });
const { default: tseslint } = await import('typescript-eslint');

const TYPESCRIPT = ['**/*.{ts,tsx,mts}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/*.property.test.ts'];

/**
 * A file under `layer` may not import from the named top-level folders; tests may still import `test/` (their support).
 * test/lint/fixtures/<layer>/ stands for the layer in the test that proves the rule fails.
 */
function layerBoundary(layer, forbidden, message) {
  const folders = (names) => ({ regex: `^(\\.\\./)+(${names.join('|')})(/|$)`, message });
  const block = (files, ignores, names) => ({ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns: [folders(names)] }] } });
  const roots = [layer, `test/lint/fixtures/${layer}`];
  return [
    block(roots.map((root) => `${root}/**/*.{ts,tsx,mts}`), TESTS, forbidden),
    block(roots.flatMap((root) => TESTS.map((test) => `${root}/${test}`)), [], forbidden.filter((name) => name !== 'test')),
  ];
}

export default tseslint.config(
  // Generated output (synth folders, coverage, build info) is not ours to lint, nor are a developer's scratch folders,
  // whose files belong to no TypeScript project and would fail the typed rules.
  { ignores: ['node_modules/', 'cdk.out*/', '**/cdk.out/', 'coverage/', 'frontend/dist/', '.local/', '.test-artifacts/', '.scratch*/', 'test/lint/fixtures/', '**/*.tsbuildinfo'] },
  js.configs.recommended,
  { files: ['**/*.{cjs,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: TYPESCRIPT,
    extends: [tseslint.configs.recommended],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // As the type check's noUnusedLocals: a leading underscore names what is left out on purpose (a rest sibling, an unused parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    // The rules of hooks; the plugin's React Compiler rules are left out, as the app is not built with the React Compiler.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...layerBoundary('domain', ['lambdas', 'frontend', 'lib', 'local', 'ops', 'test', 'bench'], 'domain/ holds rules shared by server and browser: it imports no other layer.'),
  ...layerBoundary('frontend/src', ['lambdas', 'lib', 'local', 'ops', 'test', 'bench'], 'The front end reaches the server only through the API: it imports domain/, never lambdas, lib, local or ops.'),
  ...layerBoundary('lambdas', ['frontend', 'local', 'ops', 'test', 'bench'], 'Lambdas run alone in AWS: they import domain/ and their own shared code, never the front end, the local stack or tests.'),
);
