import { IMPORT_MESSAGES } from '../../../../domain/import';
import { FileProblem, type FileLimits } from './file-problem';
import type { ZipPart } from './zip-inflation';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 64 KB. */
const MAX_END_SEARCH = 22 + 0xffff;

/**
 * Checks an XLSX (a zip) from its central directory alone, before any of it is inflated: the
 * number of parts and the sum of their declared unzipped sizes must be within the limits. Zip64
 * markers (sizes that do not fit 32 bits) are over any limit this product sets.
 */
export function checkZipDirectory(bytes: Buffer, limits: FileLimits): { parts: ZipPart[]; directoryOffset: number } {
  const notExcel = () => new FileProblem(IMPORT_MESSAGES.notExcel);
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) throw notExcel();
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - MAX_END_SEARCH); i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notExcel();
  const entries = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || offset === 0xffffffff) throw new FileProblem(IMPORT_MESSAGES.tooManyEntries(limits.maxZipEntries));
  if (entries > limits.maxZipEntries) throw new FileProblem(IMPORT_MESSAGES.tooManyEntries(limits.maxZipEntries));
  let position = offset;
  let unzipped = 0;
  const parts: ZipPart[] = [];
  for (let n = 0; n < entries; n++) {
    if (position + 46 > bytes.length || bytes.readUInt32LE(position) !== DIRECTORY_ENTRY) throw notExcel();
    const size = bytes.readUInt32LE(position + 24);
    if (size === 0xffffffff) throw new FileProblem(IMPORT_MESSAGES.unzippedTooLarge(limits.maxUnzippedBytes));
    const nameLength = bytes.readUInt16LE(position + 28);
    if (position + 46 + nameLength > bytes.length) throw notExcel();
    parts.push({
      name: bytes.toString('utf8', position + 46, position + 46 + nameLength),
      localOffset: bytes.readUInt32LE(position + 42),
      method: bytes.readUInt16LE(position + 10),
      compressedSize: bytes.readUInt32LE(position + 20),
      declaredSize: size,
      crc32: bytes.readUInt32LE(position + 16),
    });
    unzipped += size;
    if (unzipped > limits.maxUnzippedBytes) throw new FileProblem(IMPORT_MESSAGES.unzippedTooLarge(limits.maxUnzippedBytes));
    position += 46 + nameLength + bytes.readUInt16LE(position + 30) + bytes.readUInt16LE(position + 32);
  }
  return { parts, directoryOffset: offset };
}
