import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ukCalendarDate } from '../domain/calendar-date';
import { DEFAULT_RENEWAL_WINDOW_DAYS } from '../domain/renewals';
import { rebuildRegister } from '../ops/register/rebuild-register';
import { createRenewals, describeRenewalsRun } from '../lambdas/renewals/create-renewals';
import type { RenewalStore } from '../lambdas/renewals/renewal-store';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName, physicalTableName } from './names';
import { seedEndingContracts } from './seed/ending-contracts';

const DAY_MS = 86_400_000;

/**
 * The local stack's renewals schedule: seeds the demo contracts ending soon, runs the renewals job
 * once now and then once a day while the stack runs, as the deployed schedule does. Answers a stop.
 */
export async function startDailyRenewals(endpoints: { readonly dynamoUrl: string; readonly s3Url: string }, print: (line: string) => void): Promise<() => void> {
  const common = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamo = new DynamoDBClient({ ...common, endpoint: endpoints.dynamoUrl });
  const s3 = new S3Client({ ...common, endpoint: endpoints.s3Url, forcePathStyle: true });
  const store: RenewalStore = {
    documents: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    s3, contracts: physicalTableName('contracts'), fileimports: physicalTableName('fileimports'), importsBucket: physicalBucketName('imports'),
  };
  await seedEndingContracts(store);
  const run = async () => print(describeRenewalsRun(await createRenewals(store, ukCalendarDate(new Date()), DEFAULT_RENEWAL_WINDOW_DAYS)));
  await run();
  // The seeded imports and the renewals were written directly, so the register is made again from them.
  await rebuildRegister({ documents: store.documents, s3, fileimports: store.fileimports, contracts: store.contracts, meterpoints: physicalTableName('meterpoints'), importsBucket: store.importsBucket });
  const timer = setInterval(() => void run().catch((error: unknown) => print(`The renewals job failed: ${(error as Error).message}`)), DAY_MS);
  return () => {
    clearInterval(timer);
    dynamo.destroy();
    s3.destroy();
  };
}
