import * as z from 'zod/mini';
import { apiHandler } from '../shared/api-handler';
import { s3Objects, type ListedObject } from '../shared/s3';
import { listingPrefix, storageBucket } from './storage-key';

/** Keeps the answer far below Lambda's 6 MB response limit. */
const MAX_LISTED = 5000;

export interface StorageListing {
  readonly Contents: ListedObject[];
}

/** `GET /storage/{bucket}?prefix=<tpiid>/...`: the objects under a folder the caller holds, as `Contents` with `Key`, the shape S3 lists in. */
export const handler = apiHandler(
  'GET /storage/{bucket}',
  { params: z.object({ bucket: z.string() }), query: z.object({ prefix: z.string() }) },
  async ({ params, query, caller, config }): Promise<StorageListing> => {
    const bucket = storageBucket(config, params.bucket);
    const prefix = listingPrefix(caller, query.prefix);
    const Contents: StorageListing['Contents'] = [];
    let next: string | undefined;
    do {
      const page = await s3Objects.list(bucket, prefix, next);
      Contents.push(...page.objects);
      next = page.next;
    } while (next && Contents.length < MAX_LISTED);
    return { Contents: Contents.slice(0, MAX_LISTED) };
  },
);
