import { writeFileSync } from 'node:fs';
import { BENCH_PARTS } from './parts';

/**
 * Runs one bench part and writes its figures as JSON: `tsx bench/run-part.ts <part> <out.json>`.
 * Each part runs in its own process, because the handler modules keep their SDK clients (and
 * the emulators' addresses) for the life of the process, as a Lambda container does.
 */
async function main() {
  const [name, out] = process.argv.slice(2);
  const measure = BENCH_PARTS[name];
  if (!measure || !out) throw new Error(`Usage: tsx bench/run-part.ts <${Object.keys(BENCH_PARTS).join(' | ')}> <out.json>`);
  writeFileSync(out, JSON.stringify(await measure()));
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
