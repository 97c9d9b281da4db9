import { PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '../../domain/renewals';
import { ukCalendarDate } from '../../domain/calendar-date';
import type { ImportCustomer } from '../../domain/import';
import { sampleImport } from '../../test/support/sample-rows';
import { sourceStatusKey, type FileImportItem } from '../../lambdas/contract-import/store/file-import';
import { payloadObjects } from '../../lambdas/contract-import/store/payload-store';
import { importLines, writtenItems } from '../../lambdas/contract-import/process/import-lines';
import { withReferenceNumbers } from '../../lambdas/contract-import/store/reference-numbers';
import { batchWrite } from '../../lambdas/shared/batch-write';
import { meterPointsOf, readCustomerPages, readImport, type RenewalStore } from '../../lambdas/renewals/renewal-store';
import { SEED_ACTOR } from './renewal-imports';

/**
 * Completed imports of intermediary 101 whose year-long contracts end within the renewal window,
 * so the renewals job has something to renew on the demo stack: the broker sees renewals due on
 * Home without any renewal being seeded. Their meter points come from sample seeds no test uses.
 * Each is written once, dated from the day it is first seeded; its contract lines are written
 * again on every start, since the seed clears demo lines first.
 */
const ENDING: readonly EndingImport[] = [
  { id: 'demo-ending-1', tpiid: 101, seed: 93, rows: 2, endsInDays: 40 },
  { id: 'demo-ending-2', tpiid: 101, seed: 94, rows: 4, endsInDays: 75 },
];

/** A completed import of sample rows whose year-long contracts end `endsInDays` after the day it is written. */
export interface EndingImport {
  readonly id: string;
  readonly tpiid: number;
  /** The sample rows' seed, which sets their meter points apart from other files'. */
  readonly seed: number;
  readonly rows: number;
  readonly endsInDays: number;
}

/** A year-long contract's start for it to end `endsInDays` after today: the same day a year before the day after its end. */
function startFor(today: string, endsInDays: number): string {
  const [year, month, day] = addDays(today, endsInDays + 1).split('-');
  return `${Number(year) - 1}-${month}-${month === '02' && day === '29' ? '28' : day}`;
}

async function writeCompletedImport(store: RenewalStore, id: string, tpiid: number, customers: readonly ImportCustomer[], at: string): Promise<void> {
  const meterpoints = meterPointsOf(customers);
  const payloadversion = '2-demo';
  const objects = payloadObjects(id, payloadversion, { kind: 'structured', customers, failures: [], warnings: [], meterpoints });
  await Promise.all(objects.map(({ key, body }) => store.s3.send(new PutObjectCommand({ Bucket: store.importsBucket, Key: key, Body: body, ContentType: 'application/json' }))));
  const item: FileImportItem = {
    id, importdatetime: at, importstatus: 9, sourcestatus: sourceStatusKey(tpiid, 9), fileformat: 1, productdefinition: 1, sourcetype: 1, sourceid: tpiid,
    ...SEED_ACTOR, manualverification: true, description: `Contracts ending soon (${customers.length} customers)`,
    customercount: customers.length, rowcount: meterpoints.length, failurecount: 0, warningcount: 0, version: 3, payloadversion,
    pagecount: objects.filter(({ key }) => key.includes('/page-')).length, payloadkind: 'structured',
    audit: [{ ...SEED_ACTOR, at, action: 'validate', to: 4 }, { ...SEED_ACTOR, at, action: 'approve', from: 4, to: 7 }, { ...SEED_ACTOR, at, action: 'complete', from: 8, to: 9 }],
  };
  try {
    await store.documents.send(new PutCommand({ TableName: store.fileimports, Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Writes the import unless it exists, then the items its processing wrote; answers how many. */
export async function writeEndingImport(store: RenewalStore, ending: EndingImport, now = new Date()): Promise<number> {
  const result = sampleImport(ending.rows, { seed: ending.seed, renewal: true, term: '12', startdate: startFor(ukCalendarDate(now), ending.endsInDays) });
  if (result.failures.length) throw new Error(`Import ${ending.id} does not validate: ${result.failures[0].message}`);
  await writeCompletedImport(store, ending.id, ending.tpiid, result.customers, now.toISOString());
  const written = (await readImport(store, ending.id))!;
  const pages = await readCustomerPages(store, written);
  const item = await withReferenceNumbers(store, written, pages);
  const items = writtenItems(importLines(item, pages.flat()));
  await batchWrite(store.documents, store.contracts, items.map((Item) => ({ PutRequest: { Item } })));
  return items.length;
}

/** The demo stack's ending imports; answers how many items their processing wrote. */
export async function seedEndingContracts(store: RenewalStore, now = new Date()): Promise<number> {
  let lines = 0;
  for (const ending of ENDING) lines += await writeEndingImport(store, ending, now);
  return lines;
}
