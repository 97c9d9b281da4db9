import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ASSEMBLY_VERDICTS_FILE, verdictSourcesDigest, type AssemblyVerdicts } from '../test/assembly/verdicts-file';
import type { Figure } from './report';

const readRecord = (): AssemblyVerdicts | undefined =>
  existsSync(ASSEMBLY_VERDICTS_FILE) ? (JSON.parse(readFileSync(ASSEMBLY_VERDICTS_FILE, 'utf8')) as AssemblyVerdicts) : undefined;

/**
 * The AWS calls of the integration tests on the bundled assembly against each function's role (npm run test:assembly):
 * calls denied, and the granted actions no test used, of which those no grant group explains. Without a current
 * recorded run of the code as it is now it runs test:assembly itself, so that `npm run bench` gives every figure unattended
 * and never one of code that is gone.
 */
export async function measureUnusedGrants(): Promise<Figure[]> {
  let record = readRecord();
  if (record?.sources !== verdictSourcesDigest()) {
    const started = Date.now();
    console.error('bench: no test:assembly run of the code as it is now; running npm run test:assembly (about 5 minutes)');
    // It exits non-zero on a denied call or a failed test, both of which are figures here; only a missing record is a failure.
    spawnSync('npm', ['run', '--silent', 'test:assembly'], { stdio: ['ignore', 2, 'inherit'] });
    // Its own record, even if the tree changed while it ran (it records the code it found when it started).
    record = readRecord();
    if (!record || Date.parse(record.recordedAt) < started) throw new Error(`npm run test:assembly left no verdicts in ${ASSEMBLY_VERDICTS_FILE}: run it to see why`);
  }
  const unused = record.verdicts.flatMap((verdict) => verdict.unused.map((grant) => ({ ...grant, function: verdict.description })));
  const unexplained = unused.filter((grant) => grant.explainedBy === null);
  for (const grant of unexplained) console.error(`bench: unused grant not explained by a grant group: ${grant.function}: ${grant.grant}`);
  const area = 'IAM: integration tests on the bundled assembly';
  return [
    { area, figure: 'run with a failing integration test (its calls unmade)', value: record.testsPassed ? 0 : 1, unit: '', target: 0, better: 'lower' },
    { area, figure: "AWS calls denied by the function's role", value: record.verdicts.reduce((sum, verdict) => sum + verdict.denied.length, 0), unit: '', target: 0, better: 'lower' },
    { area, figure: 'granted actions never used', value: unused.length, unit: '' },
    { area, figure: 'granted actions never used, not explained by a grant group', value: unexplained.length, unit: '', target: 0, better: 'lower' },
  ];
}
