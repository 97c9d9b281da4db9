import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '../domain/runtime-config';
import { startApiServer } from './api-server';
import { startCognito } from './cognito';
import { startDynamo } from './dynamo';
import { handlerEnvironment, localSecrets } from './environment';
import { ESIGN_SIMULATOR_PREFIX, serveEsignSimulator } from './esign-simulator';
import { ENDPOINTS_FILE, LOCAL_REGION, LOCAL_STAGE, type LocalEndpoints } from './names';
import { startPipelineThreads } from './pipeline-threads';
import { createS3EventBridge } from './s3-event-bridge';
import { startS3 } from './s3';
import { startSecretsManager } from './secrets-manager';
import { seedLocalStack, type SeedSummary } from './seed';
import { cognitoTokenVerifier } from './token-verifier';

export interface LocalStackOptions {
  /** Everything the emulators keep lives here (kept between runs). */
  readonly dataDir: string;
  /** The site and API port; a free one when absent. */
  readonly port?: number;
  /** The built front end; `frontend/dist` when absent. */
  readonly webRoot?: string;
  readonly seed?: boolean;
  readonly quiet?: boolean;
  /** The e-sign flag the stage settings carry; off locally unless asked. */
  readonly esignEnabled?: boolean;
  /** Records every DynamoDB write's partition key to this file, for the bench (local/dynamo-writes.ts). */
  readonly recordDynamoWritesTo?: string;
  /** Runs the pipeline Lambdas in threads of their own (local/pipeline-threads.ts) instead of the API server's. */
  readonly pipelineThreads?: boolean;
  /**
   * Keeps DynamoDB's tables in memory instead of under dataDir, for a stack thrown away when it
   * stops (the tests and the bench), as DynamoDB Local's in-memory mode is meant for tests: LevelDB
   * reads on disk were the busiest work of the whole load run, and nothing there needs keeping.
   */
  readonly dynamoInMemory?: boolean;
  /** Whether the bulk-written tables get dynalite processes of their own (local/dynamo.ts); true unless told. */
  readonly dynamoBulkTablesApart?: boolean;
}

export interface LocalStack {
  readonly webUrl: string;
  readonly cognitoUrl: string;
  readonly dynamoUrl: string;
  readonly s3Url: string;
  readonly userPoolId: string;
  readonly clientId: string;
  readonly dataDir: string;
  /** Where the payment simulator writes the emails it would send (`<dataDir>/outbox`). */
  readonly outboxDir: string;
  readonly seedSummary?: SeedSummary;
  stop(): Promise<void>;
  /** The last SMS (or email) code cognito-local "sent" to this user. */
  lastSmsCode(email: string): string | undefined;
  /** Resolves once every S3 event delivered so far has been handled. */
  s3EventsIdle(): Promise<void>;
}


/**
 * Starts dynalite, cognito-local, the local API server, s3rver and the S3 event bridge on
 * loopback, points the handlers' environment at them, and seeds the demo data if asked.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const outboxDir = path.join(dataDir, 'outbox');
  const quiet = options.quiet ?? false;
  const esignEnabled = options.esignEnabled ?? false;
  const stops: (() => Promise<void>)[] = [];
  try {
    const [dynamo, cognito, secretsManager] = await Promise.all([
      startDynamo(options.dynamoInMemory ? undefined : path.join(dataDir, 'dynamodb'), { recordWritesTo: options.recordDynamoWritesTo, bulkTablesApart: options.dynamoBulkTablesApart }),
      startCognito({ dataDir: path.join(dataDir, 'cognito'), quiet }),
      startSecretsManager(localSecrets()),
    ]);
    stops.push(dynamo.stop, cognito.stop, secretsManager.stop);
    const runtimeConfig: RuntimeConfig = {
      region: LOCAL_REGION,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.clientId,
      cognitoEndpoint: cognito.url,
      stage: LOCAL_STAGE,
      esignEnabled,
    };
    const api = await startApiServer({
      port: options.port,
      webRoot: path.resolve(options.webRoot ?? path.join(__dirname, '..', 'frontend', 'dist')),
      verifier: cognitoTokenVerifier({ cognitoUrl: cognito.url, userPoolId: cognito.userPoolId, clientId: cognito.clientId }),
      runtimeConfig,
      quiet,
      simulators: [{ prefix: ESIGN_SIMULATOR_PREFIX, serve: serveEsignSimulator }],
    });
    stops.push(api.stop);
    const webOrigins = [api.url, api.url.replace('127.0.0.1', 'localhost')];
    const s3 = await startS3({ directory: path.join(dataDir, 's3'), webOrigins });
    stops.push(s3.stop);
    // Handlers read their configuration at import, which the API server does on first use.
    Object.assign(process.env, handlerEnvironment({ dynamoUrl: dynamo.url, s3Url: s3.url, secretsManagerUrl: secretsManager.url, esignEnabled, quiet, outboxDir }));
    const threads = options.pipelineThreads ? startPipelineThreads() : undefined;
    if (threads) stops.push(threads.stop);
    const bridge = createS3EventBridge(undefined, undefined, undefined, threads);
    s3.onEvent((event) => bridge.deliver(event));

    const seedSummary = options.seed ? await seedLocalStack({ dynamoUrl: dynamo.url, s3Url: s3.url, cognito }) : undefined;
    const endpoints: LocalEndpoints = {
      webUrl: api.url,
      cognitoUrl: cognito.url,
      dynamoUrl: dynamo.url,
      s3Url: s3.url,
      userPoolId: cognito.userPoolId,
      clientId: cognito.clientId,
      region: LOCAL_REGION,
    };
    const endpointsFile = path.join(dataDir, ENDPOINTS_FILE);
    writeFileSync(endpointsFile, `${JSON.stringify(endpoints, null, 2)}\n`);
    return {
      ...endpoints,
      dataDir,
      outboxDir,
      seedSummary,
      lastSmsCode: cognito.lastSmsCode,
      s3EventsIdle: bridge.idle,
      stop: async () => {
        // Tools must not find a stack that is gone.
        rmSync(endpointsFile, { force: true });
        await bridge.idle();
        await stopAll(stops);
      },
    };
  } catch (error) {
    await stopAll(stops);
    throw error;
  }
}

/** Stops in reverse start order; every server is asked to stop even if one fails. */
async function stopAll(stops: (() => Promise<void>)[]) {
  const results = await Promise.allSettled(stops.reverse().map((stop) => stop()));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}
