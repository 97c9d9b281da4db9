import { crc32, createInflateRaw } from 'node:zlib';
import { IMPORT_MESSAGES } from '../../../../domain/import';
import { FileProblem, type FileLimits } from './file-problem';
import { isUnreadableFile } from './unreadable-file';

/** A part as the central directory lists it. */
export interface ZipPart {
  readonly name: string;
  readonly localOffset: number;
  readonly method: number;
  readonly compressedSize: number;
  readonly declaredSize: number;
  /** The CRC-32 of the part's unzipped bytes. */
  readonly crc32: number;
}

/** Bytes allowed between one part's data and the next local header: none, or a data descriptor with or without its signature. */
const DESCRIPTOR_GAPS = [0, 12, 16];

/**
 * Inflates a part only to count and check its bytes, stopping as soon as it passes what the
 * directory declared. A fault of zlib itself, not of the data, fails the run instead.
 */
function inflatedSizeWithin(data: Buffer, part: ZipPart): Promise<'fits' | 'larger' | 'broken'> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    let crc = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      crc = crc32(chunk, crc);
      if (size > part.declaredSize) {
        inflate.destroy();
        resolve('larger');
      }
    });
    inflate.on('error', (error) => (isUnreadableFile(error) ? resolve('broken') : reject(error)));
    inflate.on('end', () => resolve(size === part.declaredSize && crc === part.crc32 ? 'fits' : 'broken'));
    inflate.end(data);
  });
}

/** A part whose data has been found where the directory says and inflates to its declared size. */
export interface CheckedPart extends ZipPart {
  /** The part's bytes as stored: deflated (method 8) or not (method 0). */
  readonly data: Buffer;
}

/**
 * A zip bomb can declare a small size and inflate to gigabytes: every part must sit where the
 * directory says, with nothing hidden between parts, and inflate to no more than its declared size.
 * Its CRC-32 must match too, so a corrupted part is the file's problem before exceljs meets it.
 * Returns the parts by name, each with its stored bytes.
 */
export async function checkZipInflation(bytes: Buffer, parts: readonly ZipPart[], directoryOffset: number, limits: FileLimits): Promise<Map<string, CheckedPart>> {
  const notExcel = () => new FileProblem(IMPORT_MESSAGES.notExcel);
  const ordered = [...parts].sort((a, b) => a.localOffset - b.localOffset);
  const checked = new Map<string, CheckedPart>();
  let expected = 0;
  for (const part of ordered) {
    if (!DESCRIPTOR_GAPS.some((gap) => part.localOffset === expected + gap) || part.localOffset + 30 > bytes.length) throw notExcel();
    if (bytes.readUInt32LE(part.localOffset) !== 0x04034b50 || bytes.readUInt16LE(part.localOffset + 8) !== part.method) throw notExcel();
    // Without a data descriptor (flag bit 3) the local header carries the size too: a zip whose two sizes disagree reads differently in different readers.
    const describedLater = (bytes.readUInt16LE(part.localOffset + 6) & 8) !== 0;
    if (!describedLater && bytes.readUInt32LE(part.localOffset + 18) !== part.compressedSize) throw notExcel();
    const start = part.localOffset + 30 + bytes.readUInt16LE(part.localOffset + 26) + bytes.readUInt16LE(part.localOffset + 28);
    const data = bytes.subarray(start, start + part.compressedSize);
    if (start + part.compressedSize > bytes.length) throw notExcel();
    if (part.method === 0 && (part.compressedSize !== part.declaredSize || crc32(data) !== part.crc32)) throw notExcel();
    if (part.method === 8) {
      const outcome = await inflatedSizeWithin(data, part);
      if (outcome === 'larger') throw new FileProblem(IMPORT_MESSAGES.unzippedTooLarge(limits.maxUnzippedBytes));
      if (outcome === 'broken') throw notExcel();
    } else if (part.method !== 0) {
      throw notExcel();
    }
    if (checked.has(part.name)) throw notExcel();
    checked.set(part.name, { ...part, data });
    expected = start + part.compressedSize;
  }
  if (!DESCRIPTOR_GAPS.some((gap) => directoryOffset === expected + gap)) throw notExcel();
  return checked;
}
