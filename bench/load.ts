import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import Papa from 'papaparse';
import { IMPORT_POLL_MS } from '../domain/import/list';
import { demoUplift, SAMPLE_HEADING, sampleRows } from '../test/support/sample-rows';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from '../local/names';
import { createUser } from '../ops/user-directory';
import { DEMO_PASSWORD, startTestStack, type TestStack } from '../test/support/local-stack';
import { intermediaryLines } from '../test/support/contract-lines';
import { hottestPartitionFigures, writeRecording } from './partition-figures';
import { percentile, type Figure } from './report';

/**
 * Load: 20 brokers (created in the test stack, spread over the three demo
 * intermediaries) each upload 5 files of 2,000 rows at once, as the import screen does (sign, PUT,
 * create), while each lists its imports as often as the screen does (IMPORT_POLL_MS, or at once
 * when a list took longer); when its first file is validated it saves an edit to it, and it
 * approves its second, which is processed into contract lines. Then every import is read back:
 * the right status, every row, the edit, every contract line.
 */

const BROKERS = 20;
const FILES = 5;
const ROWS = 2_000;
/** The whole run stops with an error past this, whatever is still under way. */
const DEADLINE_MS = Number(process.env.LOAD_DEADLINE_MINUTES ?? 15) * 60_000;
const AREA = 'load (20 brokers x 5 files x 2,000 rows)';
const INTERMEDIARIES = [101, 102, 103];

interface Listed {
  readonly id: string;
  readonly importstatus: number;
  readonly version: number;
}
interface Detail extends Listed {
  readonly sourceid: number;
  readonly rowcount: number;
  readonly customercount: number;
  readonly structureddata: { name: string }[];
  readonly audit: { action: string; to: number; at: string }[];
}

/** Meter point seeds 1 to 102 without 91 and 92, whose meter points the demo seed's renewal imports of 101 hold open. */
const seedOf = (broker: number, file: number) => {
  const n = broker * FILES + file + 1;
  return n >= 91 ? n + 2 : n;
};

class Timings {
  readonly list: number[] = [];
  readonly save: number[] = [];
  /** Saves (or the reads before them) that failed under the load; the broker tries again, as the screen lets them. */
  failedSaves = 0;
}

async function timed<T>(into: number[], call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const answer = await call();
  into.push(performance.now() - started);
  return answer;
}

async function createBrokers(stack: TestStack): Promise<{ email: string; tpiid: number }[]> {
  const s = stack.stack;
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: s.cognitoUrl });
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ ...common, endpoint: s.dynamoUrl }));
  const directory = { cognito, userPoolId: s.userPoolId, documents, usersTable: physicalTableName('users') };
  try {
    const brokers = Array.from({ length: BROKERS }, (_, i) => ({ email: `load${i + 1}@example.com`, tpiid: INTERMEDIARIES[i % INTERMEDIARIES.length] }));
    for (const broker of brokers) {
      await createUser(directory, { email: broker.email, password: DEMO_PASSWORD, firstname: 'Load', lastname: `Broker ${broker.email}`, applications: [2], tpis: [broker.tpiid], reports: [] });
    }
    return brokers;
  } finally {
    cognito.destroy();
    documents.destroy();
  }
}

/** One broker's morning: 5 uploads at once, listing meanwhile, one edit and one approval. */
async function runBroker(stack: TestStack, broker: { email: string; tpiid: number }, index: number, timings: Timings, deadline: number) {
  const { accessToken: token } = await stack.signIn(broker.email);
  const upload = async (file: number) => {
    const csv = Papa.unparse([SAMPLE_HEADING as string[], ...sampleRows(ROWS, { seed: seedOf(index, file), uplift: demoUplift(broker.tpiid, 1) })]);
    const signed = await stack.api<{ url: string; key: string }>('PUT', `/storage/imports/${broker.tpiid}/load/broker-${index + 1}/file-${file + 1}.csv`, { token, query: { size: Buffer.byteLength(csv), contenttype: 'text/csv' } });
    if (signed.status !== 200) throw new Error(`${broker.email}: signing answered ${signed.status} ${JSON.stringify(signed.data)}`);
    const put = await fetch(signed.data.url, { method: 'PUT', body: csv, headers: { 'content-type': 'text/csv' } });
    if (put.status !== 200) throw new Error(`${broker.email}: upload answered ${put.status}`);
    const created = await stack.api<Listed>('POST', '/api/fileimports', {
      token,
      body: { s3key: signed.data.key, s3bucket: 'imports', fileformat: 1, productdefinition: 1, importstatus: 1, sourcetype: 1, sourceid: broker.tpiid, manualverification: true },
    });
    if (created.status !== 200) throw new Error(`${broker.email}: creating the import answered ${created.status}`);
    return created.data.id;
  };
  const ids = await Promise.all(Array.from({ length: FILES }, (_, file) => upload(file)));
  const [edited, approved] = ids;
  const edit = `Edited by ${broker.email}`;
  let saved = false;
  let approvalSent = false;
  for (;;) {
    const listed = Date.now();
    const list = await timed(timings.list, () => stack.api<Listed[]>('GET', '/api/fileimports/0', { token, query: { sourceid: broker.tpiid, importdatetime: '2020-01-01T00:00:00Z' } }));
    if (list.status !== 200) throw new Error(`${broker.email}: listing answered ${list.status}`);
    const status = new Map(list.data.map((item) => [item.id, item]));
    if (Date.now() > deadline) {
      const failed = ids.find((id) => status.get(id)?.importstatus === 3);
      const failures = failed ? (await stack.api<{ validationfailures: unknown[] }>('GET', `/api/fileimports/${failed}`, { token })).data.validationfailures.slice(0, 3) : [];
      throw new Error(`${broker.email}: still waiting at the deadline with imports in status ${ids.map((id) => status.get(id)?.importstatus).join(', ')}; ${JSON.stringify(failures)}`);
    }
    const editable = status.get(edited);
    if (!saved && editable?.importstatus === 4) {
      const view = await stack.api<Detail>('GET', `/api/fileimports/${edited}`, { token });
      if (view.status === 200) {
        const structureddata = JSON.stringify(view.data.structureddata.map((customer, i) => (i === 0 ? { ...customer, name: edit } : customer)));
        const answer = await timed(timings.save, () => stack.api('PUT', `/api/fileimports/${edited}`, { token, body: { version: view.data.version, page: 1, structureddata } }));
        if (answer.status === 200) saved = true;
        else timings.failedSaves++;
      } else {
        timings.failedSaves++;
      }
    }
    const approvable = status.get(approved);
    if (!approvalSent && approvable?.importstatus === 4) {
      const answer = await stack.api('PUT', `/api/fileimports/${approved}`, { token, body: { version: approvable.version, importstatus: 7 } });
      if (answer.status !== 200) throw new Error(`${broker.email}: approving answered ${answer.status}`);
      approvalSent = true;
    }
    const settled = ids.every((id) => [3, 4, 9, 10].includes(status.get(id)?.importstatus ?? 0));
    if (saved && approvalSent && settled && status.get(approved)?.importstatus === 9) return { token, ids, edit };
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, listed + IMPORT_POLL_MS - Date.now())));
  }
}

async function contractLineCount(documents: DynamoDBDocumentClient, tpiid: number, importid: string): Promise<number> {
  return (await intermediaryLines(documents, tpiid, { prefix: 'CONTRACT#', projection: 'importid' })).filter((line) => line.importid === importid).length;
}

/** Reads every import back with nothing under load: its status, rows, edit and contract lines. */
async function checkNothingLost(stack: TestStack, runs: { token: string; ids: string[]; edit: string }[]): Promise<{ wrong: string[]; validatedAt: number[] }> {
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, endpoint: stack.stack.dynamoUrl }));
  const wrong: string[] = [];
  const validatedAt: number[] = [];
  try {
    for (const run of runs) {
      for (const [file, id] of run.ids.entries()) {
        const { data } = await stack.api<Detail>('GET', `/api/fileimports/${id}`, { token: run.token });
        const expected = file === 1 ? 9 : 4;
        if (data.importstatus !== expected) wrong.push(`${id}: status ${data.importstatus}, expected ${expected}`);
        if (data.rowcount !== ROWS) wrong.push(`${id}: ${data.rowcount} rows, expected ${ROWS}`);
        if (file === 0 && data.structureddata[0]?.name !== run.edit) wrong.push(`${id}: the saved edit is missing`);
        const validated = data.audit.find((entry) => entry.action === 'validate' && entry.to === 4);
        if (validated) validatedAt.push(Date.parse(validated.at));
        if (file === 1) {
          const lines = await contractLineCount(documents, data.sourceid, id);
          if (lines !== ROWS) wrong.push(`${id}: ${lines} contract lines, expected ${ROWS}`);
        }
      }
    }
    return { wrong, validatedAt };
  } finally {
    documents.destroy();
  }
}

export async function measureLoad(): Promise<Figure[]> {
  const writes = writeRecording();
  const stack = await startTestStack({ recordDynamoWritesTo: writes.file, pipelineThreads: true });
  let run: { started: number; finished: number; figures: Figure[] };
  try {
    const brokers = await createBrokers(stack);
    const timings = new Timings();
    const started = Date.now();
    const deadline = started + DEADLINE_MS;
    const runs = await Promise.all(brokers.map((broker, i) => runBroker(stack, broker, i, timings, deadline)));
    await stack.stack.s3EventsIdle();
    const finished = Date.now();
    const { wrong, validatedAt } = await checkNothingLost(stack, runs);
    if (wrong.length) throw new Error(`Imports lost or in the wrong status after the load:\n${wrong.join('\n')}`);
    const rows = BROKERS * FILES * ROWS;
    const lastValidated = Math.max(...validatedAt);
    run = { started, finished, figures: [
      { area: AREA, figure: 'rows validated per second, upload to Awaiting Verification', value: Math.round(rows / ((lastValidated - started) / 1000)), unit: 'rows/s', target: 2_000, better: 'higher' },
      { area: AREA, figure: 'whole run: uploads, listing, edits, 20 approvals processed', value: (finished - started) / 1000, unit: 's', target: 600, better: 'lower' },
      { area: AREA, figure: `GET /api/fileimports/0 (list) p99 over ${timings.list.length} calls`, value: percentile(timings.list, 99), unit: 'ms', target: 300, better: 'lower' },
      { area: AREA, figure: `PUT /api/fileimports/{id} (save) p99 over ${timings.save.length} saves`, value: percentile(timings.save, 99), unit: 'ms', target: 1_000, better: 'lower' },
      { area: AREA, figure: 'saves that failed under the load (each tried again until it saved)', value: timings.failedSaves, unit: 'saves', target: 0, better: 'lower' },
      { area: AREA, figure: `imports in the right status with every row, edit and contract line (of ${BROKERS * FILES})`, value: BROKERS * FILES - wrong.length, unit: 'imports', target: BROKERS * FILES, better: 'higher' },
    ] };
  } finally {
    await stack.stop();
  }
  return [...run.figures, ...hottestPartitionFigures(AREA, writes.take(run.started, run.finished))];
}

if (require.main === module) {
  measureLoad().then(
    (figures) => console.log(figures),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
