import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * SDK clients, created once per container. The local stack points them at its emulators with the
 * SDK's own AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_S3 variables; s3rver needs path-style
 * addressing, which is harmless against real S3 only when set, so it follows the endpoint.
 */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

export const s3Client = new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) });
