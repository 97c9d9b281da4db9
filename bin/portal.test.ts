import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PROJECT_ROOT } from '../lib/portal-stack';
import { cdkContext } from '../test/support/cdk-stage';

/** Runs the app as `cdk synth` does: cdk.json's context through CDK_CONTEXT_JSON, the assembly into CDK_OUTDIR, bundling skipped. */
function synthApp(stages: unknown) {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-app-'));
  try {
    const context = { ...cdkContext(), stages, 'aws:cdk:bundling-stacks': [] };
    return spawnSync(process.execPath, ['--import', 'tsx', 'bin/portal.ts'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, CDK_CONTEXT_JSON: JSON.stringify(context), CDK_OUTDIR: outdir },
    });
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

describe('the portal app', () => {
  it('does not synthesize production with a provider on the simulator', () => {
    const stages = structuredClone(cdkContext().stages) as { prod: { providers: Record<string, unknown> } };
    stages.prod.providers.esign = { endpoint: 'simulator' };
    const synth = synthApp(stages);
    expect(synth.status).not.toBe(0);
    expect(synth.stderr).toContain("stages.prod.providers.esign.endpoint: production must not run on the simulator; set the e-sign service's https base URL");
    expect(synth.stderr).not.toMatch(/providers\.(postcodeLookup|payment|credit|ecoes|xoserve)/);
  }, 120_000);
});
