import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { settlePayment, type PaymentOutcome } from '../lambdas/meterpointauthorisations/authorisation-store';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName, type LocalEndpoints } from './names';

/**
 * The payment SIMULATOR's stand-in for the customer paying or declining: marks the payment
 * requested for an authorisation (and every row linked to it) paid or declined in the local stack.
 *
 *   npm exec -- tsx local/settle-payment.ts <authorisation id> paid|declined
 *
 * Tests call `settleSimulatedPayment` with their stack's DynamoDB URL.
 */
export async function settleSimulatedPayment(dynamoUrl: string, id: string, outcome: PaymentOutcome): Promise<string[]> {
  const dynamo = new DynamoDBClient({ endpoint: dynamoUrl, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    return await settlePayment(DynamoDBDocumentClient.from(dynamo), physicalTableName('authorisations'), id, outcome);
  } finally {
    dynamo.destroy();
  }
}

async function main(args: string[]) {
  const [id, outcome] = args;
  if (!id || (outcome !== 'paid' && outcome !== 'declined')) {
    throw new Error('Usage: npm exec -- tsx local/settle-payment.ts <authorisation id> paid|declined');
  }
  const endpoints = JSON.parse(readFileSync(path.join(__dirname, '..', '.local', 'endpoints.json'), 'utf8')) as LocalEndpoints;
  const ids = await settleSimulatedPayment(endpoints.dynamoUrl, id, outcome);
  console.log(`Marked ${outcome}: ${ids.join(', ')}`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exitCode = 1;
  });
}
