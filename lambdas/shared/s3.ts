import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { withoutSdkLogging } from './sdk-logging';
import { traced } from './tracer';

/**
 * Created once per container. The local stack points it at s3rver with the SDK's own
 * AWS_ENDPOINT_URL_S3; s3rver serves buckets by path only, so path-style addressing follows it.
 * Checksums only where S3 requires one: else a signed upload URL carries the empty body's CRC32,
 * and S3 refuses the broker's file against it (aws/aws-sdk-js-v3#6994).
 */
export const s3Client = traced(
  withoutSdkLogging(new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3), requestChecksumCalculation: 'WHEN_REQUIRED' })),
);

export interface ListedObject {
  readonly Key: string;
  readonly Size: number;
  readonly LastModified?: string;
}

/** The object calls the Lambdas make, in the shapes their callers use. */
export const s3Objects = {
  /** The object's size; throws NotFound when it is not there. */
  async head(Bucket: string, Key: string): Promise<{ size: number }> {
    const head = await s3Client.send(new HeadObjectCommand({ Bucket, Key }));
    return { size: head.ContentLength ?? 0 };
  },

  /** Whether the object is there (an upload's POST may come before its file). */
  async exists(Bucket: string, Key: string): Promise<boolean> {
    try {
      await s3Objects.head(Bucket, Key);
      return true;
    } catch (error) {
      if (['NotFound', 'NoSuchKey'].includes((error as Error).name)) return false;
      throw error;
    }
  },

  async get(Bucket: string, Key: string): Promise<Buffer> {
    const { Body } = await s3Client.send(new GetObjectCommand({ Bucket, Key }));
    return Buffer.from(await Body!.transformToByteArray());
  },

  async getJson<T>(Bucket: string, Key: string): Promise<T> {
    return JSON.parse((await s3Objects.get(Bucket, Key)).toString('utf8')) as T;
  },

  async put(Bucket: string, Key: string, Body: string | Buffer, ContentType: string): Promise<void> {
    await s3Client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
  },

  async delete(Bucket: string, Key: string): Promise<void> {
    await s3Client.send(new DeleteObjectCommand({ Bucket, Key }));
  },

  /** One page of the objects under `Prefix` (S3 answers up to 1,000), with the token of the next when there is one. */
  async list(Bucket: string, Prefix: string, ContinuationToken?: string): Promise<{ objects: ListedObject[]; next?: string }> {
    const page = await s3Client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
    return {
      objects: (page.Contents ?? []).map((object) => ({ Key: object.Key ?? '', Size: object.Size ?? 0, LastModified: object.LastModified?.toISOString() })),
      next: page.NextContinuationToken,
    };
  },
};
