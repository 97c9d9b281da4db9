import { existsSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Intermediary } from '../../domain/intermediary';

interface Document {
  readonly fileName: string;
  readonly contentType: string;
  readonly body: Buffer;
}

const DOCUMENTS_MODULE = path.join(__dirname, '..', '..', 'ops', 'documents', 'index.ts');

/** The downloadable documents from `ops/documents`, or none while that module is not written. */
async function buildDocuments(): Promise<readonly Document[]> {
  if (!existsSync(DOCUMENTS_MODULE)) return [];
  const documents = require(DOCUMENTS_MODULE) as { buildDocuments(): Document[] | Promise<Document[]> };
  return documents.buildDocuments();
}

async function exists(s3: S3Client, bucket: string, key: string) {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** Puts every document under each intermediary's folder `<tpiid>/<fileName>`, skipping those there. */
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
