import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RenewalStore } from '../../lambdas/renewals/renewal-store';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName, physicalTableName } from '../../local/names';
import type { LocalStack } from '../../local/stack';

/** The renewals job's store on a test's local stack, and how to close its clients. */
export function renewalStoreOn(stack: Pick<LocalStack, 'dynamoUrl' | 's3Url'>): RenewalStore & { close(): void } {
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamo = new DynamoDBClient({ ...common, endpoint: stack.dynamoUrl });
  const s3 = new S3Client({ ...common, endpoint: stack.s3Url, forcePathStyle: true });
  return {
    documents: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    s3,
    contracts: physicalTableName('contracts'),
    fileimports: physicalTableName('fileimports'),
    importsBucket: physicalBucketName('imports'),
    close: () => {
      dynamo.destroy();
      s3.destroy();
    },
  };
}
