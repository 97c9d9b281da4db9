import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** Hostile files for the import parser's tests: zips written by hand, so sizes and contents can lie. */

export interface ZipEntry {
  readonly name: string;
  readonly content: Buffer;
  /** Sizes written in the headers instead of the real ones. */
  readonly declaredSize?: number;
  readonly stored?: boolean;
}

/** The entries of a zip, read from its central directory. */
export function unzipEntries(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let position = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    const method = zip.readUInt16LE(position + 10);
    const compressed = zip.readUInt32LE(position + 20);
    const nameLength = zip.readUInt16LE(position + 28);
    const name = zip.toString('utf8', position + 46, position + 46 + nameLength);
    const local = zip.readUInt32LE(position + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    entries.push({ name, content: method === 0 ? Buffer.from(data) : inflateRawSync(data) });
    position += 46 + nameLength + zip.readUInt16LE(position + 30) + zip.readUInt16LE(position + 32);
  }
  return entries;
}

/** A zip of the entries, deflated unless stored, with no data descriptors. */
export function zipEntries(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.stored ? entry.content : deflateRawSync(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(entry.stored ? 0 : 8, 8);
    header.writeUInt32LE(crc32(entry.content), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    header.copy(central, 8, 6, 26);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, name, data);
    directory.push(central, name);
    offset += header.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A workbook of one sheet, as exceljs writes it. */
export async function workbook(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Contracts');
  for (const row of rows) sheet.addRow(row as unknown[]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's XML with one row whose single inline-string cell is `chars` characters long. */
export function sheetWithHugeCell(chars: number): Buffer {
  return Buffer.concat([
    Buffer.from('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>'),
    Buffer.alloc(chars, 'A'),
    Buffer.from('</t></is></c></row></sheetData></worksheet>'),
  ]);
}

/** A workbook whose first sheet is replaced, its sizes in the headers optionally lying. */
export async function workbookWithSheet(sheet: Buffer, declaredSize?: number): Promise<Buffer> {
  const entries = unzipEntries(await workbook([['a']]));
  return zipEntries(entries.map((entry) => (entry.name === 'xl/worksheets/sheet1.xml' ? { name: entry.name, content: sheet, declaredSize } : entry)));
}
