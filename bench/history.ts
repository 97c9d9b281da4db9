import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import Papa from 'papaparse';
import type { MeterPointRef } from '../domain/import';
import { demoUplift, SAMPLE_HEADING, sampleRows } from '../test/support/sample-rows';
import { meterPointsKey } from '../lambdas/contract-import/store/payload-store';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName, physicalTableName } from '../local/names';
import { rebuildRegister } from '../ops/register/rebuild-register';
import { busyDay, writeLines } from '../test/support/contract-lines';
import { startTestStack, type TestStack } from '../test/support/local-stack';
import { putItems } from '../test/support/local-tables';
import { median, type Figure } from './report';

/**
 * History must not cost: validating and saving the same 2,000-row file takes as long for an
 * intermediary with years of business (50,000 live contract lines, 200 imports open) as for one with
 * none. Both run side by side on one stack, alternately, a few times each; the history is written
 * the way the product stores it (contract lines as processing writes them, open imports as items in
 * Awaiting Verification with their meter-point list beside the payload), then the meter-point
 * register is rebuilt from it, as on the first deployment over existing data.
 */

const AREA = 'history: 2,000-row validate + save';
const ROWS = 2_000;
const RUNS = 3;
const EMPTY = 102;
const BUSY = 103;
const LIVE_LINES = 50_000;
const OPEN_IMPORTS = 200;
const METER_POINTS_PER_OPEN_IMPORT = 10;
const BROKER = 'multi@example.com';
/** Meter point seeds of sample rows no demo import holds open, one per upload, so no file is another's duplicate. */
const FIRST_SEED = 200;

interface Detail {
  readonly id: string;
  readonly importstatus: number;
  readonly version: number;
  readonly structureddata: { name: string }[];
  readonly audit: { action: string; to: number; at: string }[];
}

async function writeHistory(stack: TestStack, tpiid: number): Promise<void> {
  await writeLines(stack, { contracts: busyDay(tpiid, new Date().toISOString().slice(0, 10), LIVE_LINES).contracts, commissions: [] });
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ ...common, endpoint: stack.stack.dynamoUrl }));
  const s3 = new S3Client({ ...common, endpoint: stack.stack.s3Url, forcePathStyle: true });
  const at = new Date(Date.now() - 86_400_000).toISOString();
  const items = Array.from({ length: OPEN_IMPORTS }, (_, i) => ({
    id: `history-open-${tpiid}-${i}`, importdatetime: at, importstatus: 4, fileformat: 1, productdefinition: 1, sourcetype: 1, sourceid: tpiid, userid: 'history',
    username: 'History Broker', parameters: { tpiid }, manualverification: true, customercount: 1, rowcount: METER_POINTS_PER_OPEN_IMPORT, failurecount: 0, warningcount: 0,
    version: 3, payloadversion: '3-history', payloadkind: 'structured', pagecount: 1, audit: [{ at, userid: 'history', username: 'History Broker', action: 'validate', from: 2, to: 4 }],
  }));
  try {
    for (const [i, item] of items.entries()) {
      const meterpoints: MeterPointRef[] = Array.from({ length: METER_POINTS_PER_OPEN_IMPORT }, (_, m) => ({ utilityid: 1, mpxn: String(8_000_000_000_000 + i * 100 + m) }));
      await s3.send(new PutObjectCommand({ Bucket: physicalBucketName('imports'), Key: meterPointsKey(item.id, item.payloadversion), Body: JSON.stringify(meterpoints), ContentType: 'application/json' }));
    }
    await putItems(stack, 'fileimports', items);
    await rebuildRegister({
      documents, s3, fileimports: physicalTableName('fileimports'), contracts: physicalTableName('contracts'), meterpoints: physicalTableName('meterpoints'), importsBucket: physicalBucketName('imports'),
    });
  } finally {
    documents.destroy();
    s3.destroy();
  }
}

/** Uploads the file, waits for Awaiting Verification, saves page 1 with an edit: the validation's and the save's time together. */
async function validateAndSave(stack: TestStack, token: string, tpiid: number, seed: number): Promise<number> {
  const csv = Papa.unparse([SAMPLE_HEADING as string[], ...sampleRows(ROWS, { seed, uplift: demoUplift(tpiid, 1) })]);
  const signed = await stack.api<{ url: string; key: string }>('PUT', `/storage/imports/${tpiid}/history/file-${seed}.csv`, { token, query: { size: Buffer.byteLength(csv), contenttype: 'text/csv' } });
  if (signed.status !== 200) throw new Error(`Signing answered ${signed.status}`);
  if ((await fetch(signed.data.url, { method: 'PUT', body: csv, headers: { 'content-type': 'text/csv' } })).status !== 200) throw new Error('The upload failed');
  const created = await stack.api<{ id: string }>('POST', '/api/fileimports', {
    token,
    body: { s3key: signed.data.key, s3bucket: 'imports', fileformat: 1, productdefinition: 1, importstatus: 1, sourcetype: 1, sourceid: tpiid, manualverification: true },
  });
  if (created.status !== 200) throw new Error(`Creating the import answered ${created.status}`);
  let view: Detail;
  for (;;) {
    view = (await stack.api<Detail>('GET', `/api/fileimports/${created.data.id}`, { token })).data;
    if (![1, 2].includes(view.importstatus)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (view.importstatus !== 4) throw new Error(`${tpiid}: the file ended in status ${view.importstatus}, not Awaiting Verification`);
  const validated = Date.parse(view.audit.find((entry) => entry.action === 'validate' && entry.to === 4)!.at) - Date.parse(view.audit[0].at);
  const structureddata = JSON.stringify(view.structureddata.map((customer, i) => (i === 0 ? { ...customer, name: 'History Bench Ltd' } : customer)));
  const started = performance.now();
  const saved = await stack.api('PUT', `/api/fileimports/${view.id}`, { token, body: { version: view.version, page: 1, structureddata } });
  if (saved.status !== 200) throw new Error(`${tpiid}: the save answered ${saved.status} ${JSON.stringify(saved.data)}`);
  return validated + (performance.now() - started);
}

export async function measureHistory(): Promise<Figure[]> {
  const stack = await startTestStack({ dynamoBulkTablesApart: true });
  try {
    await writeHistory(stack, BUSY);
    const { accessToken: token } = await stack.signIn(BROKER);
    // Unmeasured, so neither side pays the handlers' first load.
    await validateAndSave(stack, token, EMPTY, FIRST_SEED);
    const empty: number[] = [];
    const busy: number[] = [];
    // Alternately, each side first in turn, so a slower moment of the machine falls on both alike.
    for (let run = 1; run <= RUNS; run++) {
      const sides = [
        async () => empty.push(await validateAndSave(stack, token, EMPTY, FIRST_SEED + 2 * run)),
        async () => busy.push(await validateAndSave(stack, token, BUSY, FIRST_SEED + 2 * run + 1)),
      ];
      for (const side of run % 2 ? sides : sides.reverse()) await side();
    }
    const [emptyMs, busyMs] = [median(empty), median(busy)];
    return [
      { area: AREA, figure: `no history (median of ${RUNS})`, value: emptyMs, unit: 'ms' },
      { area: AREA, figure: `${LIVE_LINES.toLocaleString('en-GB')} live contract lines and ${OPEN_IMPORTS} open imports (median of ${RUNS})`, value: busyMs, unit: 'ms' },
      { area: AREA, figure: 'with history / without', value: Number((busyMs / emptyMs).toFixed(2)), unit: 'x', target: 1.2, better: 'lower' },
    ];
  } finally {
    await stack.stop();
  }
}

if (require.main === module) {
  measureHistory().then(
    (figures) => console.log(figures),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
