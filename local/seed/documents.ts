import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Intermediary } from '../../domain/intermediary';
import { buildDocuments } from '../../ops/documents';

async function exists(s3: S3Client, bucket: string, key: string) {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts every downloadable document (ops/documents) under each intermediary's folder
 * `<tpiid>/<fileName>` of the documents bucket, skipping those already there. Used by the local
 * seed and by `npm run seed:reference` for a stage.
 */
export async function seedDocuments(s3: S3Client, bucket: string, intermediaries: readonly Intermediary[]): Promise<number> {
  const documents = await buildDocuments();
  let written = 0;
  for (const intermediary of intermediaries) {
    for (const document of documents) {
      const key = `${intermediary.id}/${document.fileName}`;
      if (await exists(s3, bucket, key)) continue;
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: document.body, ContentType: document.contentType }));
      written += 1;
    }
  }
  return written;
}
