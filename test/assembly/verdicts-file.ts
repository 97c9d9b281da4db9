import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FunctionVerdict } from './iam-check';

const PROJECT_ROOT = path.resolve(__dirname, '../..');

/** Where a full `npm run test:assembly` leaves its verdicts for the bench (a git-ignored folder). */
export const ASSEMBLY_VERDICTS_FILE = path.join(PROJECT_ROOT, '.test-artifacts/assembly-iam-verdicts.json');

/** What decides a function's calls and grants: the CDK code, the handlers and their rules, and the tests that make the calls. */
const VERDICT_SOURCES = ['lib', 'lambdas', 'domain', 'test/integration', 'test/support'];

/** One run's verdicts, per function, whether its integration tests all passed (a failed test leaves calls unmade), and what code it ran. */
export interface AssemblyVerdicts {
  readonly recordedAt: string;
  readonly testsPassed: boolean;
  /** The digest of the verdict sources as the run found them in the working tree, committed or not. */
  readonly sources: string;
  readonly verdicts: readonly FunctionVerdict[];
}

/** A digest of every file of the verdict sources in the working tree: a recorded run with another digest measured other code. */
export function verdictSourcesDigest(): string {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...VERDICT_SOURCES], { cwd: PROJECT_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .sort();
  const digest = createHash('sha256');
  for (const file of files) {
    digest.update(`${file}\0`);
    try {
      digest.update(readFileSync(path.join(PROJECT_ROOT, file)));
    } catch {
      digest.update('deleted\0');
    }
  }
  return digest.digest('hex');
}
