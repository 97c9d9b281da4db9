import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { measureImportParse } from './import-parse';
import { measureImportScreen } from './import-screen';
import { measureLambdaBundles } from './lambda-bundles';
import { measureLoad } from './load';
import { measureLocalLatency } from './local-latency';
import { printTable, type Figure } from './report';
import { measureReports } from './reports';
import { measureWebAssets } from './web-assets';

/** Each part of the bench, in the order of the issues that ask for its figures. */
const PARTS: readonly (readonly [string, () => Promise<Figure[]>])[] = [
  ['Lambda bundles and load times', measureLambdaBundles],
  ['local API latency', measureLocalLatency],
  ['front-end weights', measureWebAssets],
  ['import parsing', measureImportParse],
  ['import screen', measureImportScreen],
  ['reports', measureReports],
  ['load: 20 brokers uploading at once', measureLoad],
];

/** `npm run bench`: every figure the issues ask for, each beside its target, in one table. */
async function main() {
  // The browser figures measure the site as built now.
  const built = spawnSync('vite', ['build', '--config', 'frontend/vite.config.mts', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The front-end build failed');
  const figures: Figure[] = [];
  for (const [name, measure] of PARTS) {
    console.error(`bench: ${name}...`);
    figures.push(...(await measure()));
  }
  const table = printTable(figures);
  console.log(table);
  writeFileSync('bench/latest.md', `${table}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
