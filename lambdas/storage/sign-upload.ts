import * as z from 'zod/mini';
import { IMPORT_MESSAGES } from '../../domain/import/messages';
import { apiHandler } from '../shared/api-handler';
import { PayloadTooLargeError } from '../shared/errors';
import { SIGNED_URL_SECONDS, objectKey, objectParams, storageBucket, uploadKey } from './storage-key';
import { signedUploadUrl } from './signed-urls';

const query = z.object({
  size: z.string().check(z.regex(/^\d{1,15}$/, 'size must be the file size in bytes')),
  contenttype: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * `PUT /storage/{bucket}/{key}?size=&contenttype=`: a URL to PUT one file to, valid five minutes,
 * with its length and content type fixed in the signature so the upload cannot be swapped for a bigger one.
 */
export const handler = apiHandler('PUT /storage/{bucket}/{key+}', { params: objectParams, query }, async ({ params, query, caller, config }) => {
  const bucket = storageBucket(config, params.bucket);
  const key = uploadKey(objectKey(caller, params.key));
  const maxBytes = Number(config.setting('MAX_UPLOAD_BYTES'));
  const size = Number(query.size);
  if (size > maxBytes) throw new PayloadTooLargeError(IMPORT_MESSAGES.tooLarge(maxBytes));
  const url = await signedUploadUrl({ bucket, key, size, contentType: query.contenttype || 'application/octet-stream', expiresIn: SIGNED_URL_SECONDS });
  return { url, key };
});
