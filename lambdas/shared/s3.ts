import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest, type HttpResponse } from '@smithy/core/protocols';
import { StandardRetryStrategy, isServerError, isThrottlingError, isTransientError } from '@smithy/core/retry';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import { elementsOf, textOf } from './s3-xml';

/**
 * The S3 object calls the Lambdas make (head, get, put, delete, list), made with the SDK's own parts:
 * its credential chain, SigV4 signer, Node HTTP handler and standard retry strategy (3 attempts,
 * the S3 client's default). Not the S3 client itself: loading it (every S3 operation's schema and
 * error, the endpoint rules) added 0.55 x the DynamoDB client's load to every cold start of a route
 * that reads or writes a file (docs/decisions/0014-s3-calls-without-the-s3-client.md).
 */

export type S3Operation = 'HeadObject' | 'GetObject' | 'PutObject' | 'DeleteObject' | 'ListObjectsV2';

/** One call, the same object for each of its attempts. */
export interface S3Call {
  readonly operation: S3Operation;
  readonly Bucket: string;
  readonly Key?: string;
  readonly Prefix?: string;
}

/** An error S3 answered, named by its code as the SDK names them (NoSuchKey; NotFound for a HEAD's 404), which the error table maps. */
export class S3Error extends Error {
  readonly $metadata: { readonly httpStatusCode: number };
  readonly $fault: 'client' | 'server';

  constructor(code: string, httpStatusCode: number, message: string) {
    super(message);
    this.name = code;
    this.$metadata = { httpStatusCode };
    this.$fault = httpStatusCode >= 500 ? 'server' : 'client';
  }
}

export interface ObjectHead {
  readonly size: number;
}

export interface ListedObject {
  readonly Key: string;
  readonly Size: number;
  readonly LastModified?: string;
}

export function awsRegion(): string {
  const region = process.env.AWS_REGION;
  if (!region) throw new Error('AWS_REGION is not set');
  return region;
}

/** A key's path segments escaped as the S3 client escapes them (RFC 3986: also ! ' ( ) *). */
const escapeKey = (key: string) =>
  key.split('/').map((part) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');

/** An object's address: S3's virtual-hosted one, or path-style under the local stack's AWS_ENDPOINT_URL_S3, as the S3 client makes them. */
export function objectAddress(bucket: string, key = ''): URL {
  const local = process.env.AWS_ENDPOINT_URL_S3;
  return local
    ? new URL(`${local.replace(/\/$/, '')}/${bucket}/${escapeKey(key)}`)
    : new URL(`https://${bucket}.s3.${awsRegion()}.amazonaws.com/${escapeKey(key)}`);
}

/** The unsigned request for `address`, its host set as the signer needs it. */
export function requestTo(method: string, address: URL, headers: Record<string, string> = {}, query: Record<string, string> = {}, body?: Buffer): HttpRequest {
  return new HttpRequest({
    method,
    protocol: address.protocol,
    hostname: address.hostname,
    port: address.port ? Number(address.port) : undefined,
    path: address.pathname,
    query,
    headers: { host: address.host, ...headers },
    body,
  });
}

async function bodyOf(response: HttpResponse): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function errorOf(response: HttpResponse, call: S3Call): Promise<S3Error> {
  const status = response.statusCode;
  const body = await bodyOf(response);
  const xml = body.toString('utf8');
  const code = textOf(xml, 'Code') ?? (status === 404 ? 'NotFound' : status === 403 ? 'Forbidden' : `Http${status}`);
  return new S3Error(code, status, textOf(xml, 'Message') ?? `S3 answered ${call.operation} of ${call.Bucket}/${call.Key ?? call.Prefix ?? ''} with ${status}`);
}

type SdkError = Parameters<typeof isThrottlingError>[0];

/** The retry strategy's name for a failed attempt (the S3 client's classification), or undefined when it is not worth another. */
function retryKind(error: SdkError): 'THROTTLING' | 'TRANSIENT' | 'SERVER_ERROR' | undefined {
  if (isThrottlingError(error)) return 'THROTTLING';
  if (isTransientError(error)) return 'TRANSIENT';
  if (isServerError(error)) return 'SERVER_ERROR';
  return undefined;
}

export class S3Objects {
  private readonly signer = new SignatureV4({ service: 's3', region: async () => awsRegion(), credentials: defaultProvider(), sha256: Sha256, uriEscapePath: false, applyChecksum: true });
  private readonly retries = new StandardRetryStrategy(3);
  /** The local stack, running every Lambda in one process, gives it uncapped sockets. */
  httpHandler = new NodeHttpHandler();

  /** Sends one signed attempt of `call`; the integration tests put their fault injector in front of it. */
  send: (request: HttpRequest, call: S3Call) => Promise<HttpResponse> = async (request) => (await this.httpHandler.handle(request)).response;

  private async call(call: S3Call, request: HttpRequest): Promise<HttpResponse> {
    let token = await this.retries.acquireInitialRetryToken('s3');
    for (;;) {
      try {
        const response = await this.send(new HttpRequest(await this.signer.sign(request)), call);
        if (response.statusCode >= 300) throw await errorOf(response, call);
        this.retries.recordSuccess(token);
        return response;
      } catch (error) {
        const errorType = retryKind(error as SdkError);
        if (!errorType) throw error;
        try {
          token = await this.retries.refreshRetryTokenForRetry(token, { errorType });
        } catch {
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, token.getRetryDelay()));
      }
    }
  }

  /** The object's size; throws S3Error NotFound when it is not there. */
  async head(Bucket: string, Key: string): Promise<ObjectHead> {
    const response = await this.call({ operation: 'HeadObject', Bucket, Key }, requestTo('HEAD', objectAddress(Bucket, Key)));
    await bodyOf(response);
    return { size: Number(response.headers['content-length'] ?? 0) };
  }

  /** Whether the object is there. */
  async exists(Bucket: string, Key: string): Promise<boolean> {
    try {
      await this.head(Bucket, Key);
      return true;
    } catch (error) {
      if (error instanceof S3Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return false;
      throw error;
    }
  }

  async get(Bucket: string, Key: string): Promise<Buffer> {
    return bodyOf(await this.call({ operation: 'GetObject', Bucket, Key }, requestTo('GET', objectAddress(Bucket, Key))));
  }

  async put(Bucket: string, Key: string, body: string | Buffer, contentType: string): Promise<void> {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
    const headers = { 'content-type': contentType, 'content-length': String(bytes.length) };
    await bodyOf(await this.call({ operation: 'PutObject', Bucket, Key }, requestTo('PUT', objectAddress(Bucket, Key), headers, {}, bytes)));
  }

  async delete(Bucket: string, Key: string): Promise<void> {
    await bodyOf(await this.call({ operation: 'DeleteObject', Bucket, Key }, requestTo('DELETE', objectAddress(Bucket, Key))));
  }

  /** One page of the objects under `Prefix` (S3 answers up to 1,000), with the token of the next when there is one. */
  async list(Bucket: string, Prefix: string, continuationToken?: string): Promise<{ objects: ListedObject[]; next?: string }> {
    const query: Record<string, string> = { 'list-type': '2', prefix: Prefix, ...(continuationToken ? { 'continuation-token': continuationToken } : {}) };
    const response = await this.call({ operation: 'ListObjectsV2', Bucket, Prefix }, requestTo('GET', objectAddress(Bucket), {}, query));
    const listing = (await bodyOf(response)).toString('utf8');
    return {
      // LastModified is kept as S3 writes it, an ISO 8601 instant in UTC (2026-01-02T03:04:05.000Z), not read and written again.
      objects: elementsOf(listing, 'Contents').map((object) => ({ Key: textOf(object, 'Key') ?? '', Size: Number(textOf(object, 'Size') ?? 0), LastModified: textOf(object, 'LastModified') || undefined })),
      next: textOf(listing, 'NextContinuationToken') || undefined,
    };
  }
}

/** Created once per container. */
export const s3Objects = new S3Objects();
