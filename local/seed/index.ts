import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LocalCognito } from '../cognito';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName, physicalTableName } from '../names';
import { seedContractLines } from './contract-lines';
import { seedDocuments } from './documents';
import { DEMO_INTERMEDIARIES } from './demo-data';
import { writeReferenceData } from './reference';
import { seedRenewalImports } from './renewal-imports';
import { seedDemoUsers } from './users';
import { rebuildRegister } from '../../ops/register/rebuild-register';

export interface SeedEndpoints {
  readonly dynamoUrl: string;
  readonly s3Url: string;
  readonly cognito: LocalCognito;
}

export interface SeedSummary {
  readonly referenceItems: number;
  readonly usersCreated: number;
  readonly documentsWritten: number;
}

/**
 * Seeds the local stack. Reference data is rewritten every start (puts by key) so changes in
 * `domain/reference-data` show at once; users and documents are only added when missing.
 */
export async function seedLocalStack(endpoints: SeedEndpoints): Promise<SeedSummary> {
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamo = new DynamoDBClient({ ...common, endpoint: endpoints.dynamoUrl });
  const documents = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
  const s3 = new S3Client({ ...common, endpoint: endpoints.s3Url, forcePathStyle: true });
  const cognitoClient = new CognitoIdentityProviderClient({ ...common, endpoint: endpoints.cognito.url });
  try {
    const referenceItems = await writeReferenceData(documents, physicalTableName('reference'), DEMO_INTERMEDIARIES);
    const usersCreated = await seedDemoUsers(
      { cognito: cognitoClient, userPoolId: endpoints.cognito.userPoolId, documents, usersTable: physicalTableName('users') },
      endpoints.cognito,
    );
    const documentsWritten = await seedDocuments(s3, physicalBucketName('documents'), DEMO_INTERMEDIARIES);
    // Industry data needs no seed: its simulator generates the same data set in code every time.
    await seedContractLines(documents, physicalTableName('contracts'));
    await seedRenewalImports({ documents, s3, fileimports: physicalTableName('fileimports'), importsBucket: physicalBucketName('imports') });
    // The seed writes imports and contract lines directly, so the meter-point register is rebuilt from them.
    const tables = { fileimports: physicalTableName('fileimports'), contracts: physicalTableName('contracts'), meterpoints: physicalTableName('meterpoints') };
    await rebuildRegister({ documents, s3, ...tables, importsBucket: physicalBucketName('imports') });
    return { referenceItems, usersCreated, documentsWritten };
  } finally {
    dynamo.destroy();
    s3.destroy();
    cognitoClient.destroy();
  }
}
