import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENDPOINTS_FILE, LOCAL_CREDENTIALS, physicalBucketName, physicalTableName, type LocalEndpoints } from '../local/names';
import { describeStackOutputs } from './stack-outputs';
import type { UserDirectory } from './user-directory';

/** Where an operations command acts: the running local stack, or a deployed stage. */
export type Target = { readonly kind: 'local' } | { readonly kind: 'stage'; readonly stage: string };

export interface ResolvedTarget {
  readonly directory: UserDirectory;
  readonly referenceTable: string;
  readonly s3: S3Client;
  readonly documentsBucket: string;
  /** What the meter-point register is rebuilt from and into. */
  readonly register: { readonly fileimports: string; readonly contracts: string; readonly meterpoints: string; readonly importsBucket: string };
  readonly describe: string;
  close(): void;
}

const LOCAL_ENDPOINTS = path.join(__dirname, '..', '.local', ENDPOINTS_FILE);
const STAGES = ['dev', 'test', 'prod'];

/** Reads `--local` or `--stage <name>` from the arguments; exactly one is required. */
export function parseTarget(local: boolean | undefined, stage: string | undefined): Target {
  if (local && stage) throw new Error('Give either --local or --stage, not both');
  if (local) return { kind: 'local' };
  if (!stage) throw new Error('Say where to act: --local (the running npm start stack) or --stage dev|test|prod');
  if (!STAGES.includes(stage)) throw new Error(`Unknown stage "${stage}": expected one of ${STAGES.join(', ')}`);
  return { kind: 'stage', stage };
}

function readLocalEndpoints(): LocalEndpoints {
  try {
    return JSON.parse(readFileSync(LOCAL_ENDPOINTS, 'utf8')) as LocalEndpoints;
  } catch {
    throw new Error('No running local stack found (.local/endpoints.json): start it with npm start');
  }
}

export async function resolveTarget(target: Target): Promise<ResolvedTarget> {
  if (target.kind === 'local') {
    const local = readLocalEndpoints();
    const common = { region: local.region, credentials: LOCAL_CREDENTIALS };
    const dynamo = new DynamoDBClient({ ...common, endpoint: local.dynamoUrl });
    const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: local.cognitoUrl });
    const s3 = new S3Client({ ...common, endpoint: local.s3Url, forcePathStyle: true });
    return {
      directory: { cognito, userPoolId: local.userPoolId, documents: DynamoDBDocumentClient.from(dynamo), usersTable: physicalTableName('users') },
      referenceTable: physicalTableName('reference'),
      s3,
      documentsBucket: physicalBucketName('documents'),
      register: {
        fileimports: physicalTableName('fileimports'),
        contracts: physicalTableName('contracts'),
        meterpoints: physicalTableName('meterpoints'),
        importsBucket: physicalBucketName('imports'),
      },
      describe: `the local stack (${local.webUrl})`,
      close: () => {
        dynamo.destroy();
        cognito.destroy();
        s3.destroy();
      },
    };
  }
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!region) throw new Error('Set AWS_REGION to the region the stage is deployed in');
  const stackName = `Portal-${target.stage}`;
  const outputs = await describeStackOutputs(stackName, region);
  const need = (key: string) => {
    const value = outputs[key];
    if (!value) throw new Error(`Stack ${stackName} has no output ${key}`);
    return value;
  };
  const dynamo = new DynamoDBClient({ region });
  const cognito = new CognitoIdentityProviderClient({ region });
  const s3 = new S3Client({ region });
  return {
    directory: { cognito, userPoolId: need('UserPoolId'), documents: DynamoDBDocumentClient.from(dynamo), usersTable: need('TableUsers') },
    referenceTable: need('TableReference'),
    s3,
    documentsBucket: need('BucketDocuments'),
    register: { fileimports: need('TableFileimports'), contracts: need('TableContracts'), meterpoints: need('TableMeterpoints'), importsBucket: need('BucketImports') },
    describe: `stage ${target.stage} (${stackName} in ${region})`,
    close: () => {
      dynamo.destroy();
      cognito.destroy();
      s3.destroy();
    },
  };
}
