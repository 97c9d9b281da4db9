import { onFirstUse } from './first-use';

/** Sizes and counts as people write them in messages: '10 MB', '100,000 rows'. */

export const BYTES_PER_KB = 1024;
export const BYTES_PER_MB = 1024 * 1024;

const counts = onFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }));
const sizes = onFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }));

/** `100,000 rows`: the count with thousands separated, then what is counted. */
export const formatCount = (count: number, unit: string): string => `${counts().format(count)} ${unit}`;

/** A size in the largest unit it fills: '23.5 MB', '512 KB', '900 bytes' (1 MB is 1,048,576 bytes, as operating systems show it). */
export function formatSize(bytes: number): string {
  if (bytes >= BYTES_PER_MB) return `${sizes().format(bytes / BYTES_PER_MB)} MB`;
  if (bytes >= BYTES_PER_KB) return `${sizes().format(bytes / BYTES_PER_KB)} KB`;
  return formatCount(bytes, 'bytes');
}
