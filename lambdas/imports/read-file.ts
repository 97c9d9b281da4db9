import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { IMPORT_MESSAGES } from '../../domain/import';
import { checkFileType } from '../../domain/file-name';
import type { FileFormat } from '../../domain/reference-data/file-formats';
import { s3Client } from '../shared/s3';
import { FileProblem, type FileLimits } from './file-problem';

/** Whether the uploaded file is there yet (the POST may come before the upload finishes). */
export async function fileExists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3Client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (['NotFound', 'NoSuchKey'].includes((error as Error).name)) return false;
    throw error;
  }
}

/**
 * Reads an uploaded file's bytes: type by the format's source and the file name checked first,
 * size from S3's metadata before a byte is read.
 */
export async function readUploadedFile(bucket: string, key: string, format: FileFormat, limits: FileLimits): Promise<Buffer> {
  const typeProblem = checkFileType(key, format.source);
  if (typeProblem) throw new FileProblem(typeProblem);
  if (format.source === 'JSON Upload') throw new FileProblem(IMPORT_MESSAGES.invalidFileType);
  const head = await s3Client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  if ((head.ContentLength ?? 0) > limits.maxFileBytes) throw new FileProblem(IMPORT_MESSAGES.tooLarge(limits.maxFileBytes));
  const { Body } = await s3Client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const bytes = Buffer.from(await Body!.transformToByteArray());
  if (bytes.length > limits.maxFileBytes) throw new FileProblem(IMPORT_MESSAGES.tooLarge(limits.maxFileBytes));
  return bytes;
}
