import { randomUUID } from 'node:crypto';
import { fileRow, type ImportCustomer, type ImportIssue, type MeterPointRef } from '../../../domain/import';
import { s3Objects } from '../../shared/s3';
import type { FileImportItem } from './file-import';

/**
 * An import's payload in the imports bucket, outside every intermediary folder (the storage routes
 * only sign `<tpiid>/...`): `payloads/<id>/<payloadversion>/page-<n>.json` (the revision is the version plus a random suffix) and `meterpoints.json`.
 * A save writes a new version's folder before the item points at it, so a lost race leaves only an
 * unreferenced folder and never a half-written payload.
 */

/** A page stays well below Lambda's 6 MB response, even with rawdata sent back as a JSON string. */
export const PAGE_BYTES = 1_500_000;

export interface PayloadPage {
  readonly page: number;
  /** Status 3: the heading row and this page's raw rows, with the file row of its first. */
  readonly rawheading?: readonly string[];
  readonly rawdata?: readonly (readonly string[])[];
  readonly firstrow?: number;
  /** Later statuses: this page's customers, with the 1-based line of its first. */
  readonly structureddata?: readonly ImportCustomer[];
  readonly firstline?: number;
  readonly validationfailures: readonly ImportIssue[];
  readonly warnings: readonly ImportIssue[];
}

export type Payload =
  | { readonly kind: 'raw'; readonly heading: readonly string[]; readonly rows: readonly (readonly string[])[]; readonly failures: readonly ImportIssue[]; readonly warnings: readonly ImportIssue[] }
  /** `customers` may be built as they are read (see RowImportResult.eachCustomer): they are read once, a page at a time. */
  | { readonly kind: 'structured'; readonly customers: Iterable<ImportCustomer>; readonly failures: readonly ImportIssue[]; readonly warnings: readonly ImportIssue[]; readonly meterpoints: readonly MeterPointRef[] };

const folder = (id: string, revision: string) => `payloads/${id}/${revision}`;

/** A page's run of items: where it starts among them, and each item's JSON text. */
interface PageRun {
  readonly start: number;
  readonly json: readonly string[];
}

/**
 * Splits items into runs whose JSON stays under the page size, each answered once complete; at
 * least one page, even when empty. Each item is turned to JSON once: its text is both its size and its part of the page.
 */
function* paginate(items: Iterable<unknown>): Generator<PageRun> {
  let page: { start: number; json: string[] } = { start: 0, json: [] };
  let bytes = 0;
  let index = 0;
  for (const item of items) {
    const json = JSON.stringify(item);
    if (bytes + json.length + 1 > PAGE_BYTES && page.json.length) {
      yield page;
      page = { start: index, json: [] };
      bytes = 0;
    }
    page.json.push(json);
    bytes += json.length + 1;
    index++;
  }
  yield page;
}

/** Issues whose row (raw) or line (structured) falls in [first, first + count); heading issues go on page 1. */
const issuesIn = (issues: readonly ImportIssue[], kind: Payload['kind'], first: number, count: number, isFirst: boolean) =>
  issues.filter((issue) => {
    // Structured pages hold customers; issues of the file or its rows rather than a customer go on page 1.
    const at = kind === 'raw' ? (issue.row ?? 0) : issue.path !== undefined ? issue.line : 0;
    return (isFirst && at < first) || (at >= first && at < first + count);
  });

/** A page's JSON: its own fields, and its items' texts as the array `field`. */
const pageJson = (page: Omit<PayloadPage, 'rawdata' | 'structureddata'>, field: 'rawdata' | 'structureddata', json: readonly string[]) =>
  `${JSON.stringify(page).slice(0, -1)},"${field}":[${json.join(',')}]}`;

/** The payload's pages as JSON text (see PayloadPage), each built when the one before has been taken. */
function* pagesOf(payload: Payload): Generator<string> {
  let i = 0;
  if (payload.kind === 'raw') {
    for (const { start, json } of paginate(payload.rows)) {
      const first = fileRow(start);
      const isFirst = i === 0;
      yield pageJson(
        {
          page: ++i,
          rawheading: payload.heading,
          firstrow: first,
          validationfailures: issuesIn(payload.failures, 'raw', first, json.length, isFirst),
          warnings: issuesIn(payload.warnings, 'raw', first, json.length, isFirst),
        },
        'rawdata',
        json,
      );
    }
    return;
  }
  for (const { start, json } of paginate(payload.customers)) {
    const isFirst = i === 0;
    yield pageJson(
      {
        page: ++i,
        firstline: start + 1,
        validationfailures: issuesIn(payload.failures, 'structured', start + 1, json.length, isFirst),
        warnings: issuesIn(payload.warnings, 'structured', start + 1, json.length, isFirst),
      },
      'structureddata',
      json,
    );
  }
}

/**
 * The objects a payload is stored as, as JSON text: every page, and the meter points of structured
 * data. Each page is text before the next page's records are built, so no record outlives its page.
 */
export function payloadObjects(id: string, revision: string, payload: Payload): { key: string; body: string }[] {
  const objects: { key: string; body: string }[] = [];
  let page = 0;
  for (const body of pagesOf(payload)) objects.push({ key: pageKey(id, revision, ++page), body });
  if (payload.kind === 'structured') objects.push({ key: meterPointsKey(id, revision), body: JSON.stringify(payload.meterpoints) });
  return objects;
}

/** Writes the payload's objects; answers the page count. */
export async function writePayload(bucket: string, id: string, revision: string, payload: Payload): Promise<number> {
  const objects = payloadObjects(id, revision, payload);
  await Promise.all(objects.map(({ key, body }) => s3Objects.put(bucket, key, body, 'application/json')));
  return objects.filter(({ key }) => key.includes('/page-')).length;
}

/** Where a payload keeps its page (from 1). */
export const pageKey = (id: string, revision: string, page: number) => `${folder(id, revision)}/page-${page}.json`;

export const readPage = (bucket: string, id: string, revision: string, page: number) => s3Objects.getJson<PayloadPage>(bucket, pageKey(id, revision, page));

/** Where a structured payload keeps its meter-point list. */
export const meterPointsKey = (id: string, revision: string) => `${folder(id, revision)}/meterpoints.json`;

const readMeterPoints = (bucket: string, id: string, revision: string) => s3Objects.getJson<MeterPointRef[]>(bucket, meterPointsKey(id, revision));

/** The meter points of an import's structured payload; none for raw rows. */
export async function payloadMeterPoints(bucket: string, item: Pick<FileImportItem, 'id' | 'payloadkind' | 'payloadversion'>): Promise<MeterPointRef[]> {
  if (item.payloadkind !== 'structured' || item.payloadversion === undefined) return [];
  return readMeterPoints(bucket, item.id, item.payloadversion);
}

/** A folder name no other writer uses: the version it is written for and a random suffix, so a losing racer cannot overwrite the winner's pages. */
export const newRevision = (version: number) => `${version}-${randomUUID().slice(0, 8)}`;

/** Every page, in order: a save re-validates the whole import. */
export async function readAllPages(bucket: string, id: string, revision: string, pagecount: number): Promise<PayloadPage[]> {
  return Promise.all(Array.from({ length: pagecount }, (_, i) => readPage(bucket, id, revision, i + 1)));
}

/** The customers of an import's current payload, page by page; none before validation. */
export async function customerPages(bucket: string, item: Pick<FileImportItem, 'id' | 'payloadversion' | 'pagecount'>): Promise<ImportCustomer[][]> {
  if (item.payloadversion === undefined) return [];
  const pages = await readAllPages(bucket, item.id, item.payloadversion, item.pagecount);
  return pages.map((page) => [...(page.structureddata ?? [])]);
}
