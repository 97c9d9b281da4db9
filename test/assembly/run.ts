/**
 * `npm run test:assembly`: the integration tests on what operations deploy. Synthesizes a stage with
 * its Lambdas bundled, then runs test/integration with every handler loaded from its bundle in the
 * cloud assembly and given the environment its template sets (local/handler-source.ts). Every AWS call
 * the bundles make is recorded and evaluated against the function's role in the template: a denied call fails the run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkRecordedCalls, type FunctionVerdict } from './iam-check';
import { ASSEMBLY_VERDICTS_FILE, verdictSourcesDigest, type AssemblyVerdicts } from './verdicts-file';
import { synthAssembly } from './synth';

/** Per function: its calls allowed and denied by its role, and what its role grants that no test used. */
function iamReport(verdicts: readonly FunctionVerdict[]): string {
  const lines = ['', `== Recorded AWS calls against each role's policies (${verdicts.reduce((sum, verdict) => sum + verdict.denied.length, 0)} denied)`];
  for (const verdict of verdicts) {
    lines.push(`${verdict.description}: ${verdict.allowed} allowed, ${verdict.denied.length} denied`);
    for (const call of verdict.denied) lines.push(`  DENIED ${call}`);
    for (const { grant, explainedBy } of verdict.unused) lines.push(`  unused grant ${grant} (${explainedBy ?? 'NOT EXPLAINED by a grant group'})`);
  }
  return lines.join('\n');
}

/** Synthesizes the stage into `assemblyDir`, saying how long it took. */
function synthesizeInto(assemblyDir: string): void {
  const started = Date.now();
  const stackName = synthAssembly(assemblyDir);
  console.log(`Synthesized ${stackName} with bundled Lambdas in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

type Plan =
  | { readonly mode: 'synthesize-only'; readonly folder: string }
  | { readonly mode: 'synthesized'; readonly folder: string; readonly jestArguments: string[] }
  | { readonly mode: 'whole'; readonly jestArguments: string[] };

/**
 * `run.ts [jest arguments]` synthesizes into a temporary folder and runs the tests on it.
 * `npm test` synthesizes while the unit tests run, so it splits the two:
 * `run.ts --synthesize-only <folder>`, then `run.ts --synthesized <folder> [jest arguments]`.
 */
function planOf(argv: readonly string[]): Plan {
  const [first, folder, ...rest] = argv;
  if (first !== '--synthesize-only' && first !== '--synthesized') return { mode: 'whole', jestArguments: [...argv] };
  if (!folder) throw new Error(`${first} needs the assembly folder after it`);
  return first === '--synthesize-only' ? { mode: 'synthesize-only', folder: path.resolve(folder) } : { mode: 'synthesized', folder: path.resolve(folder), jestArguments: rest };
}

async function main(): Promise<void> {
  const plan = planOf(process.argv.slice(2));
  if (plan.mode === 'synthesize-only') {
    mkdirSync(plan.folder, { recursive: true });
    synthesizeInto(plan.folder);
    return;
  }
  const { jestArguments } = plan;
  const assemblyDir = plan.mode === 'synthesized' ? plan.folder : mkdtempSync(path.join(os.tmpdir(), 'portal-assembly-'));
  const callLog = path.join(assemblyDir, 'sdk-calls.jsonl');
  try {
    const sources = verdictSourcesDigest();
    if (plan.mode === 'whole') synthesizeInto(assemblyDir);
    // The fault-injection tests are a project of their own, run on the sources (jest.config.ts).
    const testArguments = ['--selectProjects', 'integration', ...jestArguments];
    const jest = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), ...testArguments], {
      stdio: 'inherit',
      env: { ...process.env, PORTAL_HANDLERS: `assembly:${assemblyDir}`, PORTAL_SDK_CALLS: callLog },
    });
    const verdicts = await checkRecordedCalls(assemblyDir, callLog);
    console.log(iamReport(verdicts));
    // Only a run of every test is the bench's figure: a narrower run leaves grants unused that other tests use.
    if (jestArguments.length === 0) {
      const record: AssemblyVerdicts = { recordedAt: new Date().toISOString(), testsPassed: jest.status === 0, sources, verdicts };
      mkdirSync(path.dirname(ASSEMBLY_VERDICTS_FILE), { recursive: true });
      writeFileSync(ASSEMBLY_VERDICTS_FILE, `${JSON.stringify(record, null, 2)}\n`);
      console.log(`Verdicts written to ${path.relative(process.cwd(), ASSEMBLY_VERDICTS_FILE)}`);
    }
    const denied = verdicts.some((verdict) => verdict.denied.length > 0);
    process.exitCode = jest.status === 0 && !denied ? 0 : 1;
  } finally {
    rmSync(assemblyDir, { recursive: true, force: true });
  }
}

void main();
