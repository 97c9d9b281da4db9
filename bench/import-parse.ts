import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { build } from 'esbuild';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { sampleRows, SAMPLE_HEADING } from '../test/support/sample-rows';
import { LAMBDA_BUILD_OPTIONS, SEPARATE_PACKAGES, separatePackageFile } from '../lib/lambda-bundling';
import { IMPORT_FUNCTION } from '../lambdas/contract-import/functions';
import { DEFAULT_LIMITS, type FileLimits } from '../lambdas/contract-import/validate/read/file-problem';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName } from '../local/names';
import { startTestStack } from '../test/support/local-stack';
import { median, type Figure } from './report';

/**
 * Contract import figures on generated Contract Upload files of 50,000 rows x 20
 * columns: rows per second through parse, map and validate as the import Lambda runs them (its own
 * importRows), beside the bare parser on the same bytes in the same run (papaparse
 * stepping row by row; exceljs's streaming WorkbookReader), and the import with its payload pages
 * written; peak RSS of a child process importing 100,000 rows and writing their payload; and the
 * whole import function run for 50,000 rows on the local stack.
 */

const ROWS = 50_000;
const MEMORY_ROWS = 100_000;
/** Runs of each side, taking turns: with 4, the CSV ratio swung from 2.7 to 3.7 x between runs of the part. */
const RUNS = 8;
const AREA = 'contract import';

/** 20 of the Contract Upload columns: every required one, and a meter point with its consumption, uplift and two prices. */
const COLUMNS = [
  'Customer Name', 'Company Number', 'Site Name', 'Site Building Number', 'Site Street', 'Site Town', 'Site Post Code', 'Account Name',
  'Contact First Name', 'Contact Last Name', 'Contact Email', 'Contract Start Date', 'Contract Term', 'Fuel', 'MPAN Core', 'MPRN',
  'Annual Consumption kWh', 'Uplift p/kWh', 'Unit Rate', 'Standing Charge',
];
const indexes = COLUMNS.map((name) => SAMPLE_HEADING.indexOf(name));
const limits: FileLimits = { ...DEFAULT_LIMITS, maxFileBytes: 512 * 1024 * 1024 };

const rowsOf = (count: number, seed: number) => sampleRows(count, { seed }).map((row) => indexes.map((i) => row[i]));
const csvOf = (rows: string[][]) => Buffer.from(Papa.unparse([COLUMNS, ...rows]));

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contracts');
  sheet.addRow(COLUMNS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type ShippedImport = typeof import('./shipped-import');
type Source = import('./shipped-import').Source;

/** The CSV's customer and meter point columns, for the least import beside the import. */
const LEAST_COLUMNS = { customer: [COLUMNS.indexOf('Customer Name'), COLUMNS.indexOf('Company Number')], meterPoint: [COLUMNS.indexOf('MPAN Core'), COLUMNS.indexOf('MPRN')] };

/**
 * Bundles both sides of the figure as the import Lambda is bundled (minified, names not kept, the
 * packages it ships apart beside it): the figure is the Lambda's, and the Lambda runs the bundle, not tsx's transform of the sources.
 */
async function bundleShippedImport(dir: string): Promise<string> {
  const outfile = path.join(dir, 'import', 'index.js');
  const separate = SEPARATE_PACKAGES[IMPORT_FUNCTION.handler] ?? [];
  await build({ ...LAMBDA_BUILD_OPTIONS, entryPoints: [path.join(__dirname, 'shipped-import.ts')], outfile, external: [...separate] });
  for (const name of separate) await build({ ...LAMBDA_BUILD_OPTIONS, entryPoints: [name], outfile: separatePackageFile(path.dirname(outfile), name) });
  return outfile;
}

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/**
 * Import, import with its payload written, bare parse and (for CSV) the least import, RUNS times
 * each, taking turns to go first, so none always pays another's garbage.
 */
async function parseFigures(shipped: ShippedImport, source: Source, bytes: Buffer, target: number | undefined, bareName: string): Promise<Figure[]> {
  const importFile = () => shipped.importFile(source, bytes, limits);
  const result = await importFile();
  if (result.failures.length || result.rowcount !== ROWS) throw new Error(`The ${source} bench file did not import cleanly: ${result.failures[0]?.message ?? `${result.rowcount} rows`}`);
  const imports: number[] = [];
  const written: number[] = [];
  const bares: number[] = [];
  const leasts: number[] = [];
  if (source === 'csv' && shipped.leastImport(bytes, LEAST_COLUMNS) !== ROWS + 1) throw new Error('The least import did not keep every row of the bench file');
  for (let run = 0; run < RUNS; run++) {
    const sides = [
      async () => imports.push(await seconds(importFile)),
      async () => written.push(await seconds(() => shipped.importAndWrite(source, bytes, limits))),
      async () => bares.push(await seconds(() => shipped.bareParse(source, bytes))),
      ...(source === 'csv' ? [async () => leasts.push(await seconds(async () => shipped.leastImport(bytes, LEAST_COLUMNS)))] : []),
    ];
    for (let i = 0; i < sides.length; i++) await sides[(run + i) % sides.length]();
  }
  const label = source.toUpperCase();
  const least: Figure[] = leasts.length
    ? [{ area: AREA, figure: `${label} least import (parse, keep each row, claim each meter point, key each customer; no cell checked), time / ${bareName} alone`, value: median(leasts) / median(bares), unit: 'x' }]
    : [];
  return [
    ...least,
    { area: AREA, figure: `${label} rows/s through parse, map and validate (50,000 x 20)`, value: Math.round(ROWS / median(imports)), unit: 'rows/s' },
    { area: AREA, figure: `${label} import time / ${bareName} alone`, value: median(imports) / median(bares), unit: 'x', ...(target === undefined ? {} : { target, better: 'lower' as const }) },
    { area: AREA, figure: `${label} import and its payload pages written as JSON (the customers' trees built then), time / ${bareName} alone`, value: median(written) / median(bares), unit: 'x' },
  ];
}

/** Reads the file, imports it and writes its payload with the bundle, then prints the process's peak RSS in KB. */
const MEMORY_CHILD = `const [bundle, source, file, limits] = process.argv.slice(1);
require(bundle).importAndWrite(source, require('node:fs').readFileSync(file), JSON.parse(limits)).then(
  () => process.stdout.write(String(process.resourceUsage().maxRSS)),
  (error) => { console.error(error); process.exit(1); },
);`;

/** Peak RSS of a fresh process importing the file and writing its payload with the bundle alone, as the Lambda's memory would see it. */
function peakMegabytes(bundle: string, source: Source, file: string): number {
  const child = spawnSync(process.execPath, ['-e', MEMORY_CHILD, bundle, source, file, JSON.stringify(limits)], { encoding: 'utf8', timeout: 300_000 });
  if (child.status !== 0) throw new Error(`The memory child failed: ${child.stderr}`);
  return Math.round(Number(child.stdout.trim()) / 1024);
}

/**
 * POST of a 50,000-row CSV already in the bucket to the end of its validation (status 4, payload
 * pages written), through the local API and S3 event bridge. The stage's upload limit is raised
 * for the run when the file is larger, so the figure is the import's and not the limit's.
 */
async function wholeRun(csv: Buffer): Promise<Figure> {
  const stack = await startTestStack({ dynamoBulkTablesApart: true });
  const s3 = new S3Client({ endpoint: stack.stack.s3Url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  try {
    process.env.MAX_UPLOAD_BYTES = String(Math.max(Number(process.env.MAX_UPLOAD_BYTES), csv.length));
    const key = '101/bench/contracts-50000.csv';
    await s3.send(new PutObjectCommand({ Bucket: physicalBucketName('imports'), Key: key, Body: csv }));
    await stack.stack.s3EventsIdle();
    const token = (await stack.tokensFor('broker@example.com')).accessToken;
    const body = { s3key: key, s3bucket: 'imports', fileformat: 1, productdefinition: 1, importstatus: 1, sourcetype: 1, sourceid: 101, manualverification: true };
    let id = '';
    const elapsed = await seconds(async () => {
      const created = await stack.api<{ id: string }>('POST', '/api/fileimports', { token, body });
      id = created.data.id;
      await stack.stack.s3EventsIdle();
    });
    const { data } = await stack.api<{ importstatus: number; rowcount: number }>('GET', `/api/fileimports/${id}`, { token });
    if (data.importstatus !== 4 || data.rowcount !== ROWS) throw new Error(`The whole-run import ended in status ${data.importstatus} with ${data.rowcount} rows`);
    const megabytes = (csv.length / 2 ** 20).toFixed(1);
    return { area: AREA, figure: `whole import function run, 50,000-row CSV (${megabytes} MB), local stack`, value: elapsed, unit: 's', target: 30, better: 'lower' };
  } finally {
    s3.destroy();
    await stack.stop();
  }
}

export async function measureImportParse(): Promise<Figure[]> {
  const rows = rowsOf(ROWS, 50);
  const csv = csvOf(rows);
  const xlsx = await xlsxOf(rows);
  const figures: Figure[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  try {
    const bundle = await bundleShippedImport(dir);
    const shipped = (await import(pathToFileURL(bundle).href)) as ShippedImport;
    figures.push(...(await parseFigures(shipped, 'csv', csv, undefined, 'bare papaparse')), ...(await parseFigures(shipped, 'xlsx', xlsx, 1.5, "exceljs's streaming reader")));
    const many = rowsOf(MEMORY_ROWS, 60);
    writeFileSync(path.join(dir, 'many.csv'), csvOf(many));
    writeFileSync(path.join(dir, 'many.xlsx'), await xlsxOf(many));
    for (const source of ['csv', 'xlsx'] as const) {
      const value = peakMegabytes(bundle, source, path.join(dir, `many.${source}`));
      figures.push({ area: AREA, figure: `peak RSS importing 100,000 ${source.toUpperCase()} rows and writing their payload`, value, unit: 'MB', target: 512, better: 'lower' });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  figures.push(await wholeRun(csv));
  return figures;
}
