import { isUtf8 } from 'node:buffer';
import { IMPORT_MESSAGES } from '../../../../domain/import';
import { FileProblem } from './file-problem';
import { isUnreadableFile } from './unreadable-file';

const strict = (encoding: string) => new TextDecoder(encoding, { fatal: true, ignoreBOM: false });

/** A byte-order mark promised this encoding, so bytes that break it (an odd length, a lone surrogate) make the file unreadable. */
function decodeMarked(encoding: string, bytes: Uint8Array): string {
  try {
    return strict(encoding).decode(bytes);
  } catch (error) {
    throw isUnreadableFile(error) ? new FileProblem(IMPORT_MESSAGES.unreadable) : error;
  }
}

/** Valid UTF-8 as a strict TextDecoder reads it (dropping one byte-order mark), through Buffer's faster decoding. */
function utf8(bytes: Uint8Array): string {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? text.slice(1) : text;
}

/**
 * Bytes of a CSV or TXT file to text: a byte-order mark picks UTF-8 or UTF-16; otherwise UTF-8,
 * falling back to Windows-1252 (Excel's "CSV" on Windows) when the bytes are not valid UTF-8.
 * NUL bytes outside UTF-16, or a zip's signature, mean a binary file.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new FileProblem(IMPORT_MESSAGES.emptyFile);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeMarked('utf-16le', bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeMarked('utf-16be', bytes);
  const sample = bytes.subarray(0, 8192);
  if (sample.includes(0) || (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) {
    throw new FileProblem(IMPORT_MESSAGES.binaryFile);
  }
  const text = isUtf8(bytes) ? utf8(bytes) : new TextDecoder('windows-1252').decode(bytes);
  if (text.trim() === '') throw new FileProblem(IMPORT_MESSAGES.emptyFile);
  return text;
}
