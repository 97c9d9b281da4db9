import { apiHandler } from '../shared/api-handler';
import { s3Objects } from '../shared/s3';
import { signedDownloadUrl } from './signed-urls';
import { SIGNED_URL_SECONDS, attachmentDisposition, objectKey, objectParams, storageBucket } from './storage-key';

/** `GET /storage/{bucket}/{key}`: a URL that downloads the file as an attachment; 404 when it is not there. */
export const handler = apiHandler('GET /storage/{bucket}/{key+}', { params: objectParams }, async ({ params, caller, config }) => {
  const bucket = storageBucket(config, params.bucket);
  const key = objectKey(caller, params.key);
  await s3Objects.head(bucket, key);
  return { url: await signedDownloadUrl({ bucket, key, disposition: attachmentDisposition(key), expiresIn: SIGNED_URL_SECONDS }) };
});
