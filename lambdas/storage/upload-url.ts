import { formatUrl } from '@aws-sdk/core/util';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';

export interface Upload {
  readonly bucket: string;
  readonly key: string;
  readonly size: number;
  readonly contentType: string;
  readonly expiresIn: number;
}

/**
 * Signs uploads with the SDK's S3 presigner alone, not through the S3 client: the upload route only
 * signs, never calls S3, and the client's operation schemas and endpoint rules (about 140 KB) would be loaded at every
 * cold start only to name the bucket's address, which is S3's virtual-hosted one, or path-style
 * under the local stack's AWS_ENDPOINT_URL_S3 as the client makes it.
 */
const presigner = new S3RequestPresigner({ credentials: defaultProvider(), region: async () => awsRegion(), sha256: Sha256 });

function awsRegion(): string {
  const region = process.env.AWS_REGION;
  if (!region) throw new Error('AWS_REGION is not set');
  return region;
}

/** A key's path segments escaped as the S3 client escapes them (RFC 3986: also ! ' ( ) *). */
const escapeKey = (key: string) =>
  key.split('/').map((part) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');

function objectAddress(bucket: string, key: string): URL {
  const local = process.env.AWS_ENDPOINT_URL_S3;
  return local
    ? new URL(`${local.replace(/\/$/, '')}/${bucket}/${escapeKey(key)}`)
    : new URL(`https://${bucket}.s3.${awsRegion()}.amazonaws.com/${escapeKey(key)}`);
}

/** A URL to PUT one object to, its length and content type signed. */
export async function signedUploadUrl(upload: Upload): Promise<string> {
  const address = objectAddress(upload.bucket, upload.key);
  const request = new HttpRequest({
    method: 'PUT',
    protocol: address.protocol,
    hostname: address.hostname,
    port: address.port ? Number(address.port) : undefined,
    path: address.pathname,
    headers: { host: address.host, 'content-length': String(upload.size), 'content-type': upload.contentType },
  });
  const signed = await presigner.presign(request, { expiresIn: upload.expiresIn, signableHeaders: new Set(['content-length', 'content-type']) });
  return formatUrl(signed);
}
