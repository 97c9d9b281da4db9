/**
 * `npm run test:assembly`: the integration tests on what operations deploy. Synthesizes a stage with
 * its Lambdas bundled, then runs test/integration with every handler loaded from its bundle in the
 * cloud assembly and given the environment its template sets (local/handler-source.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { synthAssembly } from './synth';

/** They inject faults into the handlers' SDK clients in this process, which a bundle keeps inside itself. */
const FAULT_INJECTION_TESTS = ['test/integration/faults.test.ts', 'test/integration/processing-failures.test.ts'];

const assemblyDir = mkdtempSync(path.join(os.tmpdir(), 'portal-assembly-'));
try {
  const started = Date.now();
  const stackName = synthAssembly(assemblyDir);
  console.log(`Synthesized ${stackName} with bundled Lambdas in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const jest = spawnSync(process.execPath, [
      require.resolve('jest/bin/jest'),
      '--selectProjects',
      'integration',
      ...FAULT_INJECTION_TESTS.map((file) => `--testPathIgnorePatterns=${file}`),
      ...process.argv.slice(2),
    ], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_HANDLERS: `assembly:${assemblyDir}` },
  });
  process.exitCode = jest.status ?? 1;
} finally {
  rmSync(assemblyDir, { recursive: true, force: true });
}
