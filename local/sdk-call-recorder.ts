import { appendFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One AWS call a Lambda made (or signed, for a presigned URL), as IAM would authorize it. */
export interface RecordedCall {
  readonly function: string;
  readonly action: string;
  readonly resource: string;
}

export interface ArnNaming {
  readonly region: string;
  readonly account: string;
}

type Service = 'dynamodb' | 's3' | 'secretsmanager';
const ENDPOINT_VARIABLES: Record<Service, string> = {
  dynamodb: 'AWS_ENDPOINT_URL_DYNAMODB',
  s3: 'AWS_ENDPOINT_URL_S3',
  secretsmanager: 'AWS_ENDPOINT_URL_SECRETS_MANAGER',
};

const serviceOf = (target: string): Service => (target.startsWith('DynamoDB_') ? 'dynamodb' : target.startsWith('secretsmanager.') ? 'secretsmanager' : 's3');

/** What a DynamoDB request asks of which tables and indexes. */
function dynamoCalls(operation: string, body: Record<string, unknown>, tableArn: (name: string) => string): Omit<RecordedCall, 'function'>[] {
  const requestItems = body.RequestItems as Record<string, unknown> | undefined;
  if (requestItems) return Object.keys(requestItems).map((table) => ({ action: `dynamodb:${operation}`, resource: tableArn(table) }));
  const transactItems = body.TransactItems as Record<string, { TableName: string }>[] | undefined;
  if (transactItems) {
    const actions: Record<string, string> = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem', Get: 'GetItem' };
    return transactItems.flatMap((item) => Object.entries(item).map(([kind, part]) => ({ action: `dynamodb:${actions[kind]}`, resource: tableArn(part.TableName) })));
  }
  const table = tableArn(String(body.TableName));
  return [{ action: `dynamodb:${operation}`, resource: typeof body.IndexName === 'string' ? `${table}/index/${body.IndexName}` : table }];
}

/** What a path-style S3 request asks: an object's action on the object, a listing on the bucket. */
function s3Calls(method: string, url: URL, body: Buffer): Omit<RecordedCall, 'function'>[] {
  const [bucket, ...keyParts] = url.pathname.slice(1).split('/');
  const key = keyParts.map((part) => decodeURIComponent(part)).join('/');
  const object = (objectKey: string) => `arn:aws:s3:::${bucket}/${objectKey}`;
  if (method === 'OPTIONS') return [];
  if (!key && method === 'POST' && url.searchParams.has('delete')) {
    return [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => ({ action: 's3:DeleteObject', resource: object(match[1]) }));
  }
  if (!key) return [{ action: 's3:ListBucket', resource: `arn:aws:s3:::${bucket}` }];
  const actions: Record<string, string> = { GET: 's3:GetObject', HEAD: 's3:GetObject', PUT: 's3:PutObject', POST: 's3:PutObject', DELETE: 's3:DeleteObject' };
  return [{ action: actions[method], resource: object(key) }];
}

/** The IAM actions and resource ARNs one request to an emulator stands for. */
export function callsOf(method: string, path: string, target: string, body: Buffer, naming: ArnNaming): Omit<RecordedCall, 'function'>[] {
  const service = serviceOf(target);
  const operation = target.split('.')[1] ?? '';
  if (service === 'dynamodb') return dynamoCalls(operation, JSON.parse(body.toString('utf8')) as Record<string, unknown>, (name) => `arn:aws:dynamodb:${naming.region}:${naming.account}:table/${name}`);
  // A secret's ARN ends in six characters Secrets Manager picks, which a grant by name matches with ??????.
  if (service === 'secretsmanager') return [{ action: `secretsmanager:${operation}`, resource: `arn:aws:secretsmanager:${naming.region}:${naming.account}:secret:${String((JSON.parse(body.toString('utf8')) as { SecretId?: string }).SecretId)}-AbCdEf` }];
  return s3Calls(method, new URL(path, 'http://emulator'), body);
}

/**
 * The endpoint variables of one function pointed at a proxy of its own, which forwards each request
 * to the emulator unchanged (Host too, so S3's signatures still hold) and appends the AWS calls it
 * stands for to `logFile`, one JSON line each.
 */
export async function recordingEndpoints(functionId: string, env: Record<string, string>, logFile: string, naming: ArnNaming): Promise<Record<string, string>> {
  const server = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const target = String(incoming.headers['x-amz-target'] ?? '');
      const method = incoming.method ?? 'GET';
      const path = incoming.url ?? '/';
      for (const call of callsOf(method, path, target, body, naming)) appendFileSync(logFile, `${JSON.stringify({ function: functionId, ...call } satisfies RecordedCall)}\n`);
      const upstream = new URL(env[ENDPOINT_VARIABLES[serviceOf(target)]]);
      const { expect: _expect, ...headers } = incoming.headers;
      const forward = httpRequest({ hostname: upstream.hostname, port: upstream.port, method, path, headers }, (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      });
      forward.on('error', (error) => answer.destroy(error));
      forward.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  // It serves the handler's calls for as long as the process runs, and never keeps it running.
  server.unref();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.fromEntries(Object.values(ENDPOINT_VARIABLES).filter((name) => env[name]).map((name) => [name, url]));
}
