import { formatUrl } from '@aws-sdk/core/util';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { Sha256 } from '@smithy/core/checksum';
import { awsRegion, objectAddress, requestTo } from '../shared/s3';

export interface Upload {
  readonly bucket: string;
  readonly key: string;
  readonly size: number;
  readonly contentType: string;
  readonly expiresIn: number;
}

export interface Download {
  readonly bucket: string;
  readonly key: string;
  /** The Content-Disposition S3 answers the download with. */
  readonly disposition: string;
  readonly expiresIn: number;
}

/** The SDK's S3 presigner alone, not through the S3 client: these routes only sign, and the client is heavy to load (lambdas/shared/s3.ts). */
const presigner = new S3RequestPresigner({ credentials: defaultProvider(), region: async () => awsRegion(), sha256: Sha256 });

/** A URL to PUT one object to, its length and content type signed. */
export async function signedUploadUrl(upload: Upload): Promise<string> {
  const request = requestTo('PUT', objectAddress(upload.bucket, upload.key), { 'content-length': String(upload.size), 'content-type': upload.contentType });
  const signed = await presigner.presign(request, { expiresIn: upload.expiresIn, signableHeaders: new Set(['content-length', 'content-type']) });
  return formatUrl(signed);
}

/** A URL to GET one object from, S3 answering with the disposition given. */
export async function signedDownloadUrl(download: Download): Promise<string> {
  const request = requestTo('GET', objectAddress(download.bucket, download.key), {}, { 'response-content-disposition': download.disposition });
  return formatUrl(await presigner.presign(request, { expiresIn: download.expiresIn }));
}
