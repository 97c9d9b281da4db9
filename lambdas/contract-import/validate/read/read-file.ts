import { IMPORT_MESSAGES } from '../../../../domain/import';
import { checkFileType } from '../../../../domain/file-name';
import type { FileFormat } from '../../../../domain/reference-data/file-formats';
import { s3Objects } from '../../../shared/s3';
import { FileProblem, type FileLimits } from './file-problem';

/**
 * Reads an uploaded file's bytes: type by the format's source and the file name checked first,
 * size from S3's metadata before a byte is read.
 */
export async function readUploadedFile(bucket: string, key: string, format: FileFormat, limits: FileLimits): Promise<Buffer> {
  const typeProblem = checkFileType(key, format.source);
  if (typeProblem) throw new FileProblem(typeProblem);
  if (format.source === 'JSON Upload') throw new FileProblem(IMPORT_MESSAGES.invalidFileType);
  const head = await s3Objects.head(bucket, key);
  if (head.size > limits.maxFileBytes) throw new FileProblem(IMPORT_MESSAGES.tooLarge(limits.maxFileBytes));
  const bytes = await s3Objects.get(bucket, key);
  if (bytes.length > limits.maxFileBytes) throw new FileProblem(IMPORT_MESSAGES.tooLarge(limits.maxFileBytes));
  return bytes;
}
