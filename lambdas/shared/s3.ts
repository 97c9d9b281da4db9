import { S3Client } from '@aws-sdk/client-s3';
import { withoutSdkLogging } from './sdk-logging';
import { traced } from './tracer';

/**
 * Created once per container. The local stack points it at s3rver with AWS_ENDPOINT_URL_S3;
 * s3rver needs path-style addressing, so that follows the endpoint.
 */
export const s3Client = traced(withoutSdkLogging(new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) })));
