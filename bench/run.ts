import { writeFileSync } from 'node:fs';
import { measureLambdaBundles } from './lambda-bundles';
import { measureLocalLatency } from './local-latency';
import { printTable, type Figure } from './report';
import { measureWebAssets } from './web-assets';

/** `npm run bench`: every figure the issues ask for, each beside its target, in one table. */
async function main() {
  const figures: Figure[] = [];
  figures.push(...(await measureLambdaBundles()));
  figures.push(...(await measureLocalLatency()));
  figures.push(...(await measureWebAssets()));
  const table = printTable(figures);
  console.log(table);
  writeFileSync('bench/latest.md', `${table}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
