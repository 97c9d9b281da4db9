import { createHash, createHmac } from 'node:crypto';
import type { HttpRequest } from '@smithy/core/protocols';
import { fakeS3 } from '../../test/support/fake-s3';
import { S3Error, s3Objects } from './s3';

const s3 = fakeS3();
const CREDENTIALS = { key: 'AKIDEXAMPLE', secret: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

beforeAll(() => {
  process.env.AWS_ACCESS_KEY_ID = CREDENTIALS.key;
  process.env.AWS_SECRET_ACCESS_KEY = CREDENTIALS.secret;
  process.env.AWS_REGION = 'eu-west-2';
});
afterEach(() => delete process.env.AWS_ENDPOINT_URL_S3);

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * S3's check of a SigV4 signature, written from AWS's description of it rather than with the
 * SDK's signer: the canonical request (the path as sent, encoded once; the query sorted and encoded;
 * the signed headers; the payload's SHA-256), the string to sign and the day's derived key.
 */
function signatureIsValid(request: HttpRequest): boolean {
  const authorization = String(request.headers.authorization);
  const [, scope, signedHeaders, signature] = /^AWS4-HMAC-SHA256 Credential=[^/]+\/([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(authorization) ?? [];
  if (!scope) return false;
  const header = (name: string) => String(Object.entries(request.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '').trim();
  const query = Object.entries(request.query).map(([key, value]) => `${rfc3986(key)}=${rfc3986(String(value))}`).sort().join('&');
  const names = signedHeaders.split(';');
  const canonical = [request.method, request.path, query, ...names.map((name) => `${name}:${header(name)}`), '', signedHeaders, header('x-amz-content-sha256')].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', header('x-amz-date'), scope, sha256(canonical)].join('\n');
  const [day, region, service] = scope.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${CREDENTIALS.secret}`, day), region), service), 'aws4_request');
  return names.includes('host') && names.includes('x-amz-content-sha256') && createHmac('sha256', key).update(stringToSign).digest('hex') === signature;
}

describe('the S3 port', () => {
  it('signs a PUT as S3 checks it: virtual-hosted address, key escaped once, the body hashed and its length and type signed', async () => {
    await s3Objects.put('portal-imports', '101/Q1 (final)!.csv', 'MPAN,£1.50\n', 'text/csv');
    const [{ call, request }] = s3.sent;
    expect(call).toEqual({ operation: 'PutObject', Bucket: 'portal-imports', Key: '101/Q1 (final)!.csv' });
    expect([request.method, request.hostname, request.path]).toEqual(['PUT', 'portal-imports.s3.eu-west-2.amazonaws.com', '/101/Q1%20%28final%29%21.csv']);
    expect(request.headers['x-amz-content-sha256']).toBe(sha256(Buffer.from('MPAN,£1.50\n')));
    expect(request.headers['content-length']).toBe(String(Buffer.byteLength('MPAN,£1.50\n')));
    expect(String(request.headers.authorization)).toMatch(/SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date,/);
    expect(signatureIsValid(request)).toBe(true);
    expect(signatureIsValid({ ...request, path: '/101/Q1%2520%2528final%2529%2521.csv' } as HttpRequest)).toBe(false);
  });

  it('lists with its query signed, path-style under the local endpoint', async () => {
    process.env.AWS_ENDPOINT_URL_S3 = 'http://127.0.0.1:4569/';
    s3.replyWith(() => ({ body: '<ListBucketResult><KeyCount>0</KeyCount></ListBucketResult>' }));
    expect(await s3Objects.list('portal-documents', '101/a b/', 'token+/=')).toEqual({ objects: [], next: undefined });
    const [{ request }] = s3.sent;
    expect([request.protocol, request.hostname, request.port, request.path]).toEqual(['http:', '127.0.0.1', 4569, '/portal-documents/']);
    expect(request.query).toEqual({ 'list-type': '2', prefix: '101/a b/', 'continuation-token': 'token+/=' });
    expect(signatureIsValid(request)).toBe(true);
  });

  it("names S3's errors by their code, and a HEAD's bare 404 NotFound", async () => {
    s3.replyWith((call) => (call.operation === 'HeadObject' ? { status: 404 } : { status: 404, body: '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>' }));
    await expect(s3Objects.get('b', 'k')).rejects.toMatchObject({ name: 'NoSuchKey', message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } });
    await expect(s3Objects.head('b', 'k')).rejects.toMatchObject({ name: 'NotFound' });
    expect(await s3Objects.exists('b', 'k')).toBe(false);
    expect(s3.sent).toHaveLength(3);
  });

  it('tries a request again after a server error or throttling, three attempts in all, each signed anew', async () => {
    const answers = [{ status: 500 }, { status: 503, body: '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>' }, { body: 'file' }];
    s3.replyWith(() => answers.shift()!);
    expect((await s3Objects.get('b', 'k')).toString()).toBe('file');
    expect(s3.sent).toHaveLength(3);
    expect(s3.sent.every(({ request }) => signatureIsValid(request))).toBe(true);
  });

  it('gives up after the third attempt with the last error, and never tries a client error again', async () => {
    s3.replyWith(() => ({ status: 500, body: '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>' }));
    await expect(s3Objects.delete('b', 'k')).rejects.toBeInstanceOf(S3Error);
    expect(s3.sent).toHaveLength(3);
    s3.sent.length = 0;
    s3.replyWith(() => ({ status: 403, body: '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' }));
    await expect(s3Objects.put('b', 'k', 'x', 'text/plain')).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(s3.sent).toHaveLength(1);
  });
});
