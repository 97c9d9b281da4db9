import { s3Objects } from '../../shared/s3';

/**
 * The one small port that starts pipeline work without a person: a request object in the imports
 * bucket, whose ObjectCreated event runs the import Lambda (`validation-requests/`) or the
 * processing Lambda (`processing-requests/`). In AWS an S3 notification delivers it with retries
 * and a failure destination; locally the S3 event bridge calls the same handler modules. Writing
 * the same key twice is harmless: both handlers move an import only along a legal transition.
 */
export type PipelineRequest = 'validation' | 'processing';

export const REQUEST_SUFFIX = '.request';
export const requestPrefix = (kind: PipelineRequest) => `${kind}-requests/`;

export const requestKey = (kind: PipelineRequest, importid: string) => `${requestPrefix(kind)}${importid}${REQUEST_SUFFIX}`;

/** The import id a request object names, when the key is one of `kind`'s requests. */
export function importIdOfRequest(kind: PipelineRequest, key: string): string | undefined {
  const prefix = requestPrefix(kind);
  if (!key.startsWith(prefix) || !key.endsWith(REQUEST_SUFFIX)) return undefined;
  const id = key.slice(prefix.length, -REQUEST_SUFFIX.length);
  return /^[\w-]{1,64}$/.test(id) ? id : undefined;
}

export async function requestPipeline(bucket: string, kind: PipelineRequest, importid: string): Promise<void> {
  await s3Objects.put(bucket, requestKey(kind, importid), new Date().toISOString(), 'text/plain');
}
