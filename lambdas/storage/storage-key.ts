import * as z from 'zod/mini';
import { cleanFileName } from '../../domain/file-name';
import type { Caller } from '../shared/caller';
import type { HandlerConfig } from '../shared/config';
import { BadRequestError, ForbiddenError, NotFoundError } from '../shared/errors';
import type { BucketName } from '../shared/resources';

/**
 * The rules every storage route shares (the tenancy rules in docs/architecture.md): the `{bucket}` segment is a logical
 * name, and every key or prefix sits under `<tpiid>/` of an intermediary the caller holds.
 */

const STORAGE_BUCKETS: readonly BucketName[] = ['imports', 'documents'];

/** Signed URLs are good for five minutes. */
export const SIGNED_URL_SECONDS = 300;

/** S3's own limit on a key. */
const MAX_KEY_BYTES = 1024;

export const objectParams = z.object({ bucket: z.string(), key: z.string() });

/** The physical bucket behind a logical name; any other name is 404, like a route that does not exist. */
export function storageBucket(config: HandlerConfig, logical: string): string {
  const bucket = STORAGE_BUCKETS.find((name) => name === logical);
  if (!bucket) throw new NotFoundError(`No bucket named ${logical}`);
  return config.bucket(bucket);
}

const OUTSIDE = 'The key is outside your intermediaries\' folders';

/** Checks `<tpiid>/<segment>/...`: the caller holds tpiid, no empty, `.` or `..` segments, no control characters. */
function checkInFolder(caller: Caller, path: string, isPrefix: boolean): void {
  if (Buffer.byteLength(path) > MAX_KEY_BYTES) throw new BadRequestError('The key is too long');
  const [folder, ...rest] = path.split('/');
  // A prefix may stop at a folder: `101/` or `101/2026/`.
  const named = isPrefix && rest.at(-1) === '' ? rest.slice(0, -1) : rest;
  const inFolder =
    /^\d{1,9}$/.test(folder) &&
    rest.length > 0 &&
    (isPrefix || named.length > 0) &&
    named.every((segment) => segment !== '' && segment !== '.' && segment !== '..') &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a storage path may not hold.
    !/[\u0000-\u001f\u007f\\]/.test(path);
  if (!inFolder) throw new ForbiddenError(OUTSIDE);
  caller.requireIntermediary(Number(folder));
}

/** The object key from the `{key+}` path segment, which API Gateway passes still URL-encoded: decoded once. */
export function objectKey(caller: Caller, rawKey: string): string {
  let key: string;
  try {
    key = decodeURIComponent(rawKey);
  } catch {
    throw new BadRequestError('The key is not correctly encoded');
  }
  checkInFolder(caller, key, false);
  return key;
}

/** The key an upload is stored under: its file name without brackets or exclamation marks. */
export function uploadKey(key: string): string {
  const slash = key.lastIndexOf('/');
  const name = cleanFileName(key.slice(slash + 1));
  if (!name.trim()) throw new BadRequestError('The file name is empty once brackets and exclamation marks are removed');
  return `${key.slice(0, slash + 1)}${name}`;
}

/** A listing prefix: `<tpiid>/` or deeper, under a folder the caller holds. */
export function listingPrefix(caller: Caller, prefix: string): string {
  checkInFolder(caller, prefix, true);
  return prefix;
}

/** The file name part of a key, for a download's Content-Disposition. */
export function attachmentDisposition(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
