import { randomUUID } from 'node:crypto';
import { fileRow, type ImportCustomer, type ImportIssue, type MeterPointRef } from '../../domain/import';
import { s3Objects } from '../shared/s3';
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
  | { readonly kind: 'structured'; readonly customers: readonly ImportCustomer[]; readonly failures: readonly ImportIssue[]; readonly warnings: readonly ImportIssue[]; readonly meterpoints: readonly MeterPointRef[] };

const folder = (id: string, revision: string) => `payloads/${id}/${revision}`;

/** Splits items into runs whose JSON stays under the page size; at least one page, even when empty. */
function paginate<T>(items: readonly T[]): { start: number; items: readonly T[] }[] {
  const pages: { start: number; items: T[] }[] = [{ start: 0, items: [] }];
  let bytes = 0;
  items.forEach((item, index) => {
    const size = JSON.stringify(item).length + 1;
    if (bytes + size > PAGE_BYTES && pages.at(-1)!.items.length) {
      pages.push({ start: index, items: [] });
      bytes = 0;
    }
    pages.at(-1)!.items.push(item);
    bytes += size;
  });
  return pages;
}

/** Issues whose row (raw) or line (structured) falls in [first, first + count); heading issues go on page 1. */
const issuesIn = (issues: readonly ImportIssue[], kind: Payload['kind'], first: number, count: number, isFirst: boolean) =>
  issues.filter((issue) => {
    // Structured pages hold customers; issues of the file or its rows rather than a customer go on page 1.
    const at = kind === 'raw' ? (issue.row ?? 0) : issue.path !== undefined ? issue.line : 0;
    return (isFirst && at < first) || (at >= first && at < first + count);
  });

function pagesOf(payload: Payload): PayloadPage[] {
  if (payload.kind === 'raw') {
    return paginate(payload.rows).map(({ start, items }, i) => ({
      page: i + 1,
      rawheading: payload.heading,
      rawdata: items,
      firstrow: fileRow(start),
      validationfailures: issuesIn(payload.failures, 'raw', fileRow(start), items.length, i === 0),
      warnings: issuesIn(payload.warnings, 'raw', fileRow(start), items.length, i === 0),
    }));
  }
  return paginate(payload.customers).map(({ start, items }, i) => ({
    page: i + 1,
    structureddata: items,
    firstline: start + 1,
    validationfailures: issuesIn(payload.failures, 'structured', start + 1, items.length, i === 0),
    warnings: issuesIn(payload.warnings, 'structured', start + 1, items.length, i === 0),
  }));
}

async function putJson(bucket: string, key: string, value: unknown): Promise<void> {
  await s3Objects.put(bucket, key, JSON.stringify(value), 'application/json');
}

async function getJson<T>(bucket: string, key: string): Promise<T> {
  return JSON.parse((await s3Objects.get(bucket, key)).toString('utf8')) as T;
}

/** The objects a payload is stored as: every page, and the meter points of structured data. */
export function payloadObjects(id: string, revision: string, payload: Payload): { key: string; value: unknown }[] {
  const objects: { key: string; value: unknown }[] = pagesOf(payload).map((page) => ({ key: `${folder(id, revision)}/page-${page.page}.json`, value: page }));
  if (payload.kind === 'structured') objects.push({ key: `${folder(id, revision)}/meterpoints.json`, value: payload.meterpoints });
  return objects;
}

/** Writes the payload's objects; answers the page count. */
export async function writePayload(bucket: string, id: string, revision: string, payload: Payload): Promise<number> {
  const objects = payloadObjects(id, revision, payload);
  await Promise.all(objects.map(({ key, value }) => putJson(bucket, key, value)));
  return objects.filter(({ key }) => key.includes('/page-')).length;
}

export const readPage = (bucket: string, id: string, revision: string, page: number) => getJson<PayloadPage>(bucket, `${folder(id, revision)}/page-${page}.json`);

/** Where a structured payload keeps its meter-point list. */
export const meterPointsKey = (id: string, revision: string) => `${folder(id, revision)}/meterpoints.json`;

const readMeterPoints = (bucket: string, id: string, revision: string) => getJson<MeterPointRef[]>(bucket, meterPointsKey(id, revision));

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
