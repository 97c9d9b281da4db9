import { execFile } from 'node:child_process';
import { createSocket } from 'node:dgram';
import * as fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { IMPORT_FUNCTION } from '../lambdas/contract-import/functions';
import { BUCKET_NAMES, TABLE_NAMES, bucketEnvName, tableEnvName } from '../lambdas/shared/resources';
import { bundledAsset } from '../test/support/bundled-asset';

/**
 * X-Ray as a deployed function feeds it: the shipped bundle runs with the variables Lambda sets,
 * a stand-in DynamoDB endpoint answers its SDK calls (a signed-in broker's profile from the users
 * table, nothing found elsewhere), and the trace documents are caught where the X-Ray daemon
 * listens (UDP, here on 127.0.0.1).
 */

interface TraceDocument {
  readonly id: string;
  readonly name: string;
  readonly parent_id: string;
  readonly trace_id: string;
  readonly annotations?: Record<string, unknown>;
  readonly metadata?: unknown;
  readonly aws?: { operation?: string; table_name?: string };
}

const TRACE_ROOT = '1-5759e988-bd862e3fe1be46a994272793';
const LAMBDA_SEGMENT = '53995c3f42cd8ad8';

/** The profile GetItem finds in the users table, in DynamoDB's JSON. */
const PROFILE = { id: { S: 'broker-1' }, firstname: { S: 'Priya' }, lastname: { S: 'Shah' }, tpis: { L: [] }, applications: { L: [] }, reports: { L: [] } };

function dynamoAnswer(body: string): unknown {
  const { TableName } = JSON.parse(body) as { TableName?: string };
  return TableName === 'users' ? { Item: PROFILE } : { Items: [], Count: 0 };
}

const outdirs: string[] = [];
afterAll(() => outdirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function assetOf(handler: string): string {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tracing-'));
  outdirs.push(outdir);
  return bundledAsset(outdir, handler);
}

/**
 * Runs the asset's handler on each event in turn, in one fresh Node process; answers what reached
 * the daemon and what each run returned.
 */
async function traceRuns(asset: string, events: readonly unknown[]): Promise<{ documents: TraceDocument[]; results: unknown[] }> {
  const dynamo = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => response.setHeader('content-type', 'application/x-amz-json-1.0').end(JSON.stringify(dynamoAnswer(body))));
  });
  const daemon = createSocket('udp4');
  const documents: TraceDocument[] = [];
  // Each datagram is a header line, then one segment document.
  daemon.on('message', (message) => documents.push(JSON.parse(message.toString().split('\n')[1]) as TraceDocument));
  await new Promise<void>((resolve) => dynamo.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  try {
    const env = {
      PATH: process.env.PATH ?? '',
      ...Object.fromEntries([...TABLE_NAMES.map((t) => [tableEnvName(t), t] as const), ...BUCKET_NAMES.map((b) => [bucketEnvName(b), b] as const)]),
      MAX_UPLOAD_BYTES: '1024',
      AWS_REGION: 'eu-west-2',
      AWS_ACCESS_KEY_ID: 'AKIDTRACING',
      AWS_SECRET_ACCESS_KEY: 'tracing',
      AWS_SESSION_TOKEN: 'tracing',
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
      AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
      AWS_LAMBDA_FUNCTION_NAME: 'Function',
      LAMBDA_TASK_ROOT: asset,
      _HANDLER: 'index.handler',
      _X_AMZN_TRACE_ID: `Root=${TRACE_ROOT};Parent=${LAMBDA_SEGMENT};Sampled=1`,
      AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as AddressInfo).port}`,
      AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${(dynamo.address() as AddressInfo).port}`,
      POWERTOOLS_SERVICE_NAME: 'broker-portal',
      POWERTOOLS_METRICS_DISABLED: 'true',
    };
    // The results go to stderr: the handlers' own logs are on stdout.
    const script = `(async()=>{const {handler}=require(${JSON.stringify(path.join(asset, 'index.js'))});const r=[];for(const e of ${JSON.stringify(events)})r.push(await handler(e,{})??null);process.stderr.write(JSON.stringify(r));})()`;
    const { stderr } = await promisify(execFile)(process.execPath, ['-e', script], { env });
    // The last datagram may still be on its way through the loopback.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { documents, results: JSON.parse(stderr) as unknown[] };
  } finally {
    dynamo.close();
    daemon.close();
  }
}

const handlerRuns = (documents: readonly TraceDocument[]) => documents.filter((document) => document.name === '## index.handler');

describe('X-Ray tracing in the shipped bundles', () => {
  it('traces a pipeline run as a subsegment of the Lambda, marked a cold start, with each DynamoDB call beneath it', async () => {
    const { documents } = await traceRuns(assetOf(IMPORT_FUNCTION.handler), [{ Records: [{ s3: { object: { key: '101/contracts.csv' } } }] }]);
    const [run] = handlerRuns(documents);
    expect(run).toMatchObject({ parent_id: LAMBDA_SEGMENT, trace_id: TRACE_ROOT, annotations: { ColdStart: true, Service: 'broker-portal' } });
    const calls = documents.filter((document) => document.name === 'DynamoDB');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toMatchObject({ parent_id: run.id, aws: { table_name: 'fileimports' } });
  });

  it("traces each route run, only the first as a cold start, and never records the route's response", async () => {
    const request = { requestContext: { requestId: 'trace-test', authorizer: { jwt: { claims: { sub: 'broker-1' } } } }, pathParameters: { id: '0' }, headers: {} };
    const { documents, results } = await traceRuns(assetOf('users/get-current-user'), [request, request]);
    expect(results).toEqual([
      expect.objectContaining({ statusCode: 200, body: expect.stringContaining('Priya') as unknown }),
      expect.objectContaining({ statusCode: 200 }),
    ]);
    const runs = handlerRuns(documents);
    expect(runs.map((run) => run.annotations?.ColdStart)).toEqual([true, false]);
    for (const run of runs) expect(run.metadata).toBeUndefined();
    expect(JSON.stringify(documents)).not.toContain('Priya');
  });
});
