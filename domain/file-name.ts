/** Uploaded file names and types. */

export const FILE_TYPE_MESSAGES = {
  csv: 'Invalid file type',
  xlsx: 'File must be an Excel file.',
} as const;

export type FileFormatSource = 'csv' | 'xlsx' | 'JSON Upload';

/** Brackets of every kind and exclamation marks removed, as the product does before upload. */
export const cleanFileName = (name: string) => name.replace(/[()[\]{}<>!]/g, '');

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The file name endings each kind of file format reads; manual entry has no file. */
const EXTENSIONS: Readonly<Record<FileFormatSource, readonly string[]>> = { csv: ['csv', 'txt'], xlsx: ['xlsx'], 'JSON Upload': [] };

const fits = (fileName: string, source: FileFormatSource) => EXTENSIONS[source].includes(extensionOf(fileName));

/** The file-type failure for a file chosen for a format's source, or undefined when it fits. */
export function checkFileType(fileName: string, source: FileFormatSource): string | undefined {
  if (source === 'JSON Upload' || fits(fileName, source)) return undefined;
  return source === 'csv' ? FILE_TYPE_MESSAGES.csv : FILE_TYPE_MESSAGES.xlsx;
}

/** The endings a file picker offers for these formats, e.g. `.csv,.txt,.xlsx`. */
export const acceptedFileTypes = (sources: readonly FileFormatSource[]) =>
  [...new Set(sources.flatMap((source) => EXTENSIONS[source]))].map((extension) => `.${extension}`).join(',');

/** What to do about a refused file: the endings the product's formats take. */
export const fileTypeHint = (sources: readonly FileFormatSource[]) =>
  `Choose a ${acceptedFileTypes(sources).split(',').join(', ')} file; the file format follows the file you choose`;

/**
 * The format a chosen file should be read with: the current one when the file fits it, else the
 * first of the others that it fits (an .xlsx file, like the downloaded template, picks the Excel
 * format), else the current one, whose refusal then says what is wrong.
 */
export function formatForFile<T extends { readonly source: FileFormatSource }>(fileName: string, current: T | undefined, formats: readonly T[]): T | undefined {
  if (current && fits(fileName, current.source)) return current;
  return formats.find((format) => fits(fileName, format.source)) ?? current;
}
