import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalSecretsManager {
  readonly url: string;
  stop(): Promise<void>;
}

const reply = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

function answer(target: string | undefined, request: string, secrets: ReadonlyMap<string, string>) {
  if (target !== 'secretsmanager.GetSecretValue') return reply(400, { __type: 'UnknownOperationException', message: `${target ?? 'No operation'} is not emulated` });
  let secretId: unknown;
  try {
    secretId = (JSON.parse(request) as { SecretId?: unknown }).SecretId;
  } catch {
    secretId = undefined;
  }
  const value = typeof secretId === 'string' ? secrets.get(secretId) : undefined;
  if (value === undefined) return reply(400, { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." });
  return reply(200, { ARN: `arn:aws:secretsmanager:local:000000000000:secret:${secretId as string}-local`, Name: secretId, SecretString: value, VersionId: 'local' });
}

/**
 * Secrets Manager's GetSecretValue on loopback, holding fixed secrets, so handlers read their
 * secrets through lambdas/shared/secrets.ts exactly as deployed (the SDK finds it through
 * AWS_ENDPOINT_URL_SECRETS_MANAGER).
 */
export async function startSecretsManager(secrets: ReadonlyMap<string, string>): Promise<LocalSecretsManager> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // Decoded whole: a character split between two chunks would not survive decoding each alone.
      const { status, body } = answer(request.headers['x-amz-target'] as string | undefined, Buffer.concat(chunks).toString('utf8'), secrets);
      response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
