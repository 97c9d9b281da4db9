import { spawn } from 'node:child_process';
import Module from 'node:module';
import path from 'node:path';
import { MAX_IMPORT_ROWS } from '../domain/import/file-limits';
import { PROCESSING_RUN_SECONDS, VALIDATION_RUN_SECONDS } from '../domain/import/runs';
import { SAMPLE_HEADING, sampleRows } from '../test/support/sample-rows';
import { formatSize } from '../domain/quantities';
import { IMPORT_FUNCTION, PROCESSING_FUNCTION } from '../lambdas/contract-import/functions';
import { toCsv } from '../test/integration/imports-support';
import { startTestStack, type TestStack } from '../test/support/local-stack';
import { floorClients, processingFloor, validationFloor, type ProcessingFloor, type ValidationFloor } from './import-floors';
import { hottestPartitionFigures, writeRecording } from './partition-figures';
import type { Figure } from './report';

/**
 * A Contract Upload CSV of the most rows a file may hold, every column each row's fuel uses
 * filled, taken from upload to Complete (9) through the local stack: the seconds of each phase,
 * each import phase over its floor timed in the same run (bench/import-floors.ts), then, in a
 * second run, the peak RSS of each pipeline Lambda run in a process of its own.
 */

const AREA = 'full-template import';
/** BENCH_IMPORT_ROWS runs a smaller file, to try the part out in a fraction of its time. */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? MAX_IMPORT_ROWS);
/** What each import phase may take over its floor (issue 29). */
const VALIDATION_FLOOR_RATIO = 1.5;
const PROCESSING_FLOOR_RATIO = 1.3;
const PIPELINE = [IMPORT_FUNCTION, PROCESSING_FUNCTION] as const;
/** A Lambda's memory when its definition does not raise it (lib/portal-function.ts). */
const HOUSE_MEMORY_MB = 512;
type Phase = 'upload' | 'validation' | 'approval' | 'processing';
/**
 * Validation and processing are each one run of a pipeline Lambda, which must end within its
 * time limit; the local stack's dynalite and s3rver are slower than DynamoDB and S3, so a pass
 * here is on the safe side.
 */
const PHASE_LIMITS: Partial<Record<Phase, number>> = { validation: VALIDATION_RUN_SECONDS, processing: PROCESSING_RUN_SECONDS };

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

const brokerToken = async (stack: TestStack) => (await stack.tokensFor('broker@example.com')).accessToken;

const importView = async (stack: TestStack, id: string) =>
  (await stack.api<{ importstatus: number; rowcount: number; version: number }>('GET', `/api/fileimports/${id}`, { token: await brokerToken(stack) })).data;

/** Signs and PUTs the file as the upload dialog does and creates its import held for verification; answers once it is Awaiting Verification (4). */
async function uploadToReview(stack: TestStack, csv: Buffer, name: string): Promise<{ id: string; upload: number; validation: number }> {
  const token = await brokerToken(stack);
  let key = '';
  const upload = await seconds(async () => {
    const signed = await stack.api<{ url: string; key: string }>('PUT', `/storage/imports/101/bench/${name}`, { token, query: { size: csv.length, contenttype: 'text/csv' } });
    if (signed.status !== 200) throw new Error(`Signing the upload answered ${signed.status}: ${JSON.stringify(signed.data)}`);
    const put = await fetch(signed.data.url, { method: 'PUT', body: new Uint8Array(csv), headers: { 'content-type': 'text/csv' } });
    if (put.status !== 200) throw new Error(`The upload answered ${put.status}`);
    key = signed.data.key;
    await stack.stack.s3EventsIdle();
  });
  let id = '';
  const validation = await seconds(async () => {
    const body = { s3key: key, s3bucket: 'imports', fileformat: 1, productdefinition: 1, importstatus: 1, sourcetype: 1, sourceid: 101, parameters: { tpiid: 101 }, manualverification: true };
    id = (await stack.api<{ id: string }>('POST', '/api/fileimports', { token, body })).data.id;
    await stack.stack.s3EventsIdle();
  });
  const validated = await importView(stack, id);
  if (validated.importstatus !== 4 || validated.rowcount !== ROWS) throw new Error(`Validation ended in status ${validated.importstatus} with ${validated.rowcount} rows`);
  return { id, upload, validation };
}

/** Approves the import and waits for Complete (9). */
async function approveToComplete(stack: TestStack, id: string): Promise<{ approval: number; processing: number }> {
  const token = await brokerToken(stack);
  const validated = await importView(stack, id);
  const approval = await seconds(async () => {
    const approved = await stack.api('PUT', `/api/fileimports/${id}`, { token, body: { version: validated.version, importstatus: 7 } });
    if (approved.status !== 200) throw new Error(`Approval answered ${approved.status}: ${JSON.stringify(approved.data)}`);
  });
  const processing = await seconds(() => stack.stack.s3EventsIdle());
  const done = await importView(stack, id);
  if (done.importstatus !== 9) throw new Error(`Processing ended in status ${done.importstatus}`);
  return { approval, processing };
}

/** Runs a handler in a fresh process on one event and answers its peak RSS in KB. */
function runAlone(module: string, event: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'lambda-process.ts'), module], { env: process.env, stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const peak = /peak RSS KB: (\d+)/.exec(out)?.[1];
      if (code === 0 && peak) resolve(Number(peak));
      else reject(new Error(`${module} failed in its own process (exit ${code ?? signal})`));
    });
    child.stdin.end(JSON.stringify(event));
  });
}

/**
 * Puts stand-ins for the pipeline's handler modules in the module cache before the stack starts
 * (its seed already sends S3 events): each runs the real handler here until `alone` is set, then
 * runs each delivery in a process of its own and keeps the largest peak RSS per Lambda. One stack
 * serves both runs, because the route handlers keep their SDK clients for the life of this process.
 */
function pipelineStandIns() {
  const state = { alone: false, peaks: new Map<string, number>() };
  // One process at a time: a burst of payload-page events would otherwise start dozens on two cores.
  let queue: Promise<unknown> = Promise.resolve();
  for (const { handler: module } of PIPELINE) {
    const filename = path.join(__dirname, '..', 'lambdas', `${module}.ts`);
    const standIn = new Module(filename);
    let real: ((event: unknown, context: unknown) => Promise<unknown>) | undefined;
    // The real module reads the stack's settings when loaded, so it is loaded on first use.
    const realHandler = () => {
      if (!real) {
        delete require.cache[filename];
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by file name through the require cache, which the stand-in takes back over
        real = (require(filename) as { handler: NonNullable<typeof real> }).handler;
        require.cache[filename] = standIn;
      }
      return real;
    };
    standIn.filename = filename;
    standIn.loaded = true;
    standIn.exports = {
      handler: async (event: unknown, context: unknown) => {
        if (!state.alone) return realHandler()(event, context);
        const run = queue.then(() => runAlone(module, event));
        queue = run.catch(() => undefined);
        const peak = await run;
        state.peaks.set(module, Math.max(state.peaks.get(module) ?? 0, peak));
      },
    };
    require.cache[filename] = standIn;
  }
  return state;
}

const fullTemplateCsv = (seed: number) => Buffer.from(toCsv(SAMPLE_HEADING, sampleRows(ROWS, { seed, everyColumn: true })));

/** Each import phase beside its floor, the floor's parts, and the one over the other. */
function floorFigures(file: string, phases: Record<Phase, number>, validation: ValidationFloor, processing: ProcessingFloor): Figure[] {
  const toReview = phases.upload + phases.validation;
  const validationFloorSeconds = validation.parse + validation.meterPointWrites + validation.puts;
  const toComplete = phases.approval + phases.processing;
  const writes = `BatchWriteItem at the pipeline's concurrency`;
  return [
    { area: AREA, figure: `upload to Awaiting Verification (4), ${file}, local stack`, value: toReview, unit: 's' },
    { area: AREA, figure: `validation floor: bare papaparse over the file`, value: validation.parse, unit: 's' },
    { area: AREA, figure: `validation floor: ${validation.meterPoints.toLocaleString('en-GB')} meter-point items written by ${writes}`, value: validation.meterPointWrites, unit: 's' },
    { area: AREA, figure: `validation floor: the file and its payload put to S3 (${formatSize(validation.bytes)})`, value: validation.puts, unit: 's' },
    { area: AREA, figure: `validation / floor: upload to Awaiting Verification over papaparse + meter-point writes + S3 puts, same run, same emulators`, value: toReview / validationFloorSeconds, unit: 'x', target: VALIDATION_FLOOR_RATIO, better: 'lower' },
    { area: AREA, figure: `validation floor's meter-point items read back consistently by the claim's BatchGetItem loop`, value: validation.meterPointReads, unit: 's' },
    { area: AREA, figure: `validation / floor with the register's reads: the same over papaparse + meter-point reads and writes + S3 puts`, value: toReview / (validationFloorSeconds + validation.meterPointReads), unit: 'x', better: 'lower' },
    { area: AREA, figure: `approve to Complete (9), ${file}, local stack`, value: toComplete, unit: 's' },
    { area: AREA, figure: `processing floor: ${processing.items.toLocaleString('en-GB')} contract, commission and found-by items written by ${writes}`, value: processing.writes, unit: 's' },
    { area: AREA, figure: `processing / floor: approve to Complete over writing its items, same run, same emulator`, value: toComplete / processing.writes, unit: 'x', target: PROCESSING_FLOOR_RATIO, better: 'lower' },
  ];
}

export async function measureFullTemplateImport(): Promise<Figure[]> {
  const standIns = pipelineStandIns();
  const writes = writeRecording();
  const stack = await startTestStack({ recordDynamoWritesTo: writes.file });
  const clients = await floorClients(stack);
  const firstRun = { started: 0, finished: 0 };
  const validationFloorRun = { started: 0, finished: 0 };
  let figures: Figure[];
  try {
    const csv = fullTemplateCsv(900);
    const file = `${ROWS.toLocaleString('en-GB')}-row full-template CSV (${formatSize(csv.length)})`;
    firstRun.started = Date.now();
    const { id, upload, validation } = await uploadToReview(stack, csv, 'full-template.csv');
    validationFloorRun.started = Date.now();
    const floorOfValidation = await validationFloor(clients, csv, id);
    validationFloorRun.finished = Date.now();
    const { approval, processing } = await approveToComplete(stack, id);
    firstRun.finished = Date.now();
    const floorOfProcessing = await processingFloor(clients, id);
    const phases: Record<Phase, number> = { upload, validation, approval, processing };
    figures = (Object.entries(phases) as [Phase, number][]).map(([phase, value]) => ({ area: AREA, figure: `${phase}, ${file}, local stack`, value, unit: 's', target: PHASE_LIMITS[phase], better: 'lower' }));
    figures.push({ area: AREA, figure: `upload to Complete (9), ${file}, local stack`, value: Object.values(phases).reduce((a, b) => a + b, 0), unit: 's', better: 'lower' });
    figures.push(...floorFigures(file, phases, floorOfValidation, floorOfProcessing));
    // Other meter points: the first file's are now under live contracts.
    standIns.alone = true;
    const alone = await uploadToReview(stack, fullTemplateCsv(901), 'full-template-alone.csv');
    await approveToComplete(stack, alone.id);
    for (const { handler: module, memoryMB } of PIPELINE as readonly { handler: string; memoryMB?: number }[]) {
      const value = Math.round((standIns.peaks.get(module) ?? 0) / 1024);
      figures.push({ area: AREA, figure: `peak RSS of ${module} in a process of its own, ${file}`, value, unit: 'MB', target: memoryMB ?? HOUSE_MEMORY_MB, better: 'lower' });
    }
  } finally {
    clients.destroy();
    await stack.stop();
  }
  // The first run's writes only, without the floor's: the second runs each Lambda alone, one at a time, at no rate worth measuring.
  const pipelineWrites = writes.take(firstRun.started, firstRun.finished).filter((write) => write.atMs < validationFloorRun.started || write.atMs > validationFloorRun.finished);
  return [...figures, ...hottestPartitionFigures(AREA, pipelineWrites)];
}
