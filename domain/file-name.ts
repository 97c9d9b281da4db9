/** Uploaded file names and types (spec section 5, "Uploaded file"). */

export const FILE_TYPE_MESSAGES = {
  csv: 'Invalid file type',
  xlsx: 'File must be an Excel file.',
} as const;

export type FileFormatSource = 'csv' | 'xlsx' | 'JSON Upload';

/** Brackets of every kind and exclamation marks removed, as the product does before upload. */
export const cleanFileName = (name: string) => name.replace(/[()[\]{}<>!]/g, '');

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The file-type failure for a file chosen for a format's source, or undefined when it fits. */
export function checkFileType(fileName: string, source: FileFormatSource): string | undefined {
  const extension = extensionOf(fileName);
  if (source === 'csv') return extension === 'csv' || extension === 'txt' ? undefined : FILE_TYPE_MESSAGES.csv;
  if (source === 'xlsx') return extension === 'xlsx' ? undefined : FILE_TYPE_MESSAGES.xlsx;
  return undefined;
}
