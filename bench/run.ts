import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_PARTS } from './parts';
import { printTable, type Figure } from './report';

/** `npm run bench`: every figure the issues ask for, each beside its target, in one table. */
function main() {
  // The browser figures measure the site as built now.
  const built = spawnSync('vite', ['build', '--config', 'frontend/vite.config.mts', '--logLevel', 'error'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The front-end build failed');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const figures: Figure[] = [];
  for (const [index, name] of Object.keys(BENCH_PARTS).entries()) {
    console.error(`bench: ${name}...`);
    const out = path.join(workDir, `${index}.json`);
    const part = spawnSync('tsx', [path.join(__dirname, 'run-part.ts'), name, out], { stdio: 'inherit' });
    if (part.status !== 0) throw new Error(`The bench part "${name}" failed`);
    figures.push(...(JSON.parse(readFileSync(out, 'utf8')) as Figure[]));
  }
  const table = printTable(figures);
  console.log(table);
  writeFileSync('bench/latest.md', `${table}\n`);
}

main();
