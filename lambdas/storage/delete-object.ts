import { ApiResponse, apiHandler } from '../shared/api-handler';
import { s3Objects } from '../shared/s3';
import { objectKey, objectParams, storageBucket } from './storage-key';

/** `DELETE /storage/{bucket}/{key}`: 204; versioning on the buckets keeps the deleted file recoverable. */
export const handler = apiHandler('DELETE /storage/{bucket}/{key+}', { params: objectParams }, async ({ params, caller, config }) => {
  const bucket = storageBucket(config, params.bucket);
  await s3Objects.delete(bucket, objectKey(caller, params.key));
  return new ApiResponse(204, undefined);
});
