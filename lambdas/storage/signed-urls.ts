import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../shared/s3';

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

/** A URL to PUT one object to, its length and content type signed so the browser cannot send another file. */
export async function signedUploadUrl(upload: Upload): Promise<string> {
  const command = new PutObjectCommand({ Bucket: upload.bucket, Key: upload.key, ContentLength: upload.size, ContentType: upload.contentType });
  return getSignedUrl(s3Client, command, { expiresIn: upload.expiresIn, signableHeaders: new Set(['content-length', 'content-type']) });
}

/** A URL to GET one object from, S3 answering with the disposition given. */
export async function signedDownloadUrl(download: Download): Promise<string> {
  const command = new GetObjectCommand({ Bucket: download.bucket, Key: download.key, ResponseContentDisposition: download.disposition });
  return getSignedUrl(s3Client, command, { expiresIn: download.expiresIn });
}
