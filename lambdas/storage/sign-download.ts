import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { apiHandler } from '../shared/api-handler';
import { s3Client } from '../shared/s3';
import { SIGNED_URL_SECONDS, attachmentDisposition, objectKey, objectParams, storageBucket } from './storage-key';

/** `GET /storage/{bucket}/{key}`: a URL that downloads the file as an attachment; 404 when it is not there. */
export const handler = apiHandler('GET /storage/{bucket}/{key+}', { params: objectParams }, async ({ params, caller, config }) => {
  const bucket = storageBucket(config, params.bucket);
  const key = objectKey(caller, params.key);
  await s3Client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  const command = new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: attachmentDisposition(key) });
  return { url: await getSignedUrl(s3Client, command, { expiresIn: SIGNED_URL_SECONDS }) };
});
