/** UK postcodes: normalising what was typed and the strict British Standard 7666 pattern. */

const BS7666 =
  /^(GIR 0AA|[A-PR-UWYZ]([A-HK-Y]([0-9][A-Z]?|[1-9][0-9])|[1-9]([0-9]|[A-HJKPSTUW])?) [0-9][ABD-HJLNP-UW-Z]{2})$/;

/** Spaces removed, upper-cased, one space before the inward code: `sw1a2aa` becomes `SW1A 2AA`. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** Whether an already normalised postcode has a valid shape; only a lookup proves it exists. */
export const isValidPostcode = (postcode: string) => BS7666.test(postcode);
