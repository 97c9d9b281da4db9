/** Command-line values checked with messages that say what to type instead. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseEmail(value: string | undefined): string {
  if (!value) throw new Error('--email is required');
  if (!EMAIL.test(value)) throw new Error(`--email "${value}" is not an email address`);
  return value.toLowerCase();
}

export function parseName(option: string, value: string | undefined, required: boolean): string | undefined {
  if (value === undefined) {
    if (required) throw new Error(`${option} is required`);
    return undefined;
  }
  const name = value.trim();
  if (!name || name.length > 100) throw new Error(`${option} must be 1 to 100 characters`);
  return name;
}

/** `101,102` to [101, 102]; an empty string is an empty list (e.g. removing every report). */
export function parseIdList(option: string, value: string | undefined, required: boolean): number[] | undefined {
  if (value === undefined) {
    if (required) throw new Error(`${option} is required (comma-separated numbers, e.g. ${option} 101,102)`);
    return undefined;
  }
  if (value.trim() === '') return [];
  const parts = value.split(',').map((part) => part.trim());
  const bad = parts.filter((part) => !/^\d{1,9}$/.test(part));
  if (bad.length) throw new Error(`${option} must be comma-separated numbers; not a number: ${bad.join(', ')}`);
  return [...new Set(parts.map(Number))];
}
