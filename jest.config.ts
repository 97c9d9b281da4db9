import type { Config } from 'jest';

/** Every project: handlers' logs silenced, local time limits stretched for a busy machine. */
const setupFiles = ['<rootDir>/test/silent-handler-logs.cjs', '<rootDir>/test/stretched-time-limits.cjs'];

const transform = { '^.+\\.(ts|tsx|mjs|js)$': '<rootDir>/test/esbuild-jest-transform.cjs' };
// ESM-only packages that jest must transform to CommonJS.
const transformIgnorePatterns = ['/node_modules/(?!(jose|@middy|@cloudscape-design|d3-.*|weekstart|uuid|@scure|@noble|react-data-grid)/)'];

/**
 * Integration tests that inject faults into (or hold) the handlers' SDK clients, readers and
 * register reads in this process, which a bundle keeps inside itself: they run on the sources.
 * Every other integration test runs, in `npm test`, on the bundled cloud assembly (test/assembly/run.ts).
 */
const FAULT_INJECTION_TESTS = ['faults', 'processing-failures', 'reader-faults', 'register-race'].map((name) => `<rootDir>/test/integration/${name}.test.ts`);

const config: Config = {
  testTimeout: 30_000,
  // Every core: jest's default leaves one idle, and on a 2-core machine that halves the work done at once.
  maxWorkers: '100%',
  testSequencer: '<rootDir>/test/longest-first-sequencer.cjs',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      setupFiles,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/{bench,bin,domain,lambdas,lib,local,ops}/**/*.test.ts', '<rootDir>/test/{assembly,lint,platform}/**/*.test.ts'],
    },
    {
      displayName: 'components',
      testEnvironment: 'jsdom',
      transform,
      setupFiles: [...setupFiles, '<rootDir>/test/jsdom-globals.cjs', '<rootDir>/test/screen-text-queries.cjs'],
      transformIgnorePatterns,
      moduleNameMapper: { '\\.css$': '<rootDir>/test/css-stub.cjs' },
      testMatch: ['<rootDir>/frontend/src/**/*.test.tsx', '<rootDir>/frontend/src/**/*.test.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      setupFiles,
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      testPathIgnorePatterns: FAULT_INJECTION_TESTS,
    },
    {
      displayName: 'fault-injection',
      testEnvironment: 'node',
      transform,
      setupFiles,
      transformIgnorePatterns,
      testMatch: FAULT_INJECTION_TESTS,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform,
      setupFiles,
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/test-time-limit.cjs'],
      transformIgnorePatterns,
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
    },
  ],
};

export default config;
