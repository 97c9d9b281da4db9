import { MAX_IMPORT_FILE_BYTES } from '../domain/import/file-limits';
import type { BucketName, TableName } from '../lambdas/shared/resources';

/** Physical names and settings of the local stack's emulated resources. */
export const LOCAL_STAGE = 'local';
/** Amplify reads the region from the pool id; everything local claims this one. */
export const LOCAL_REGION = 'eu-west-2';
/** s3rver accepts only its own key pair and checks every signature with it; dynalite takes any. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const physicalTableName = (table: TableName) => `${LOCAL_STAGE}-${table}`;
export const physicalBucketName = (bucket: BucketName) => `${LOCAL_STAGE}-${bucket}`;

/** The largest upload the local stage signs, as a deployed stage's default. */
export const LOCAL_MAX_UPLOAD_BYTES = MAX_IMPORT_FILE_BYTES;
/** What `npm run users -- --local` and other tools read to find the running stack. */
export interface LocalEndpoints {
  readonly webUrl: string;
  readonly cognitoUrl: string;
  readonly dynamoUrl: string;
  readonly s3Url: string;
  readonly userPoolId: string;
  readonly clientId: string;
  readonly region: string;
}
/** Written into the data folder by the running stack. */
export const ENDPOINTS_FILE = 'endpoints.json';
