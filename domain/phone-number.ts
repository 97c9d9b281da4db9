/** UK phone numbers as brokers write them, in forms and in files. */

/** 0 and 9 or 10 digits, or +44 (or 0044) and the same without the 0. */
const UK_PHONE = /^(?:0|\+44|0044)[1-9]\d{8,9}$/;

/** A UK number without its leading 0: what a spreadsheet keeps of `01179496000` stored as a number. */
const ZERO_DROPPED = /^[1-9]\d{8,9}$/;

/** A +44 number without its +: what a spreadsheet keeps of `+441179496000` stored as a number. */
const PLUS_DROPPED = /^44[1-9]\d{8,9}$/;

/** Whether the text is a UK phone number; spaces, hyphens, brackets and '(0)' are ignored. */
export const isUkPhoneNumber = (text: string) => UK_PHONE.test(text.replace(/\(0\)/g, '').replace(/[\s\-().]/g, ''));

/**
 * A file's phone number with the leading 0 or + a spreadsheet dropped put back (`1179496000` is
 * `01179496000`, `441179496000` is `+441179496000`); any other text as it is. Only files need it:
 * no one types a number without them. The two never meet: the first has 9 or 10 digits, the second 11 or 12.
 */
export function restoreDroppedPrefix(text: string): string {
  if (ZERO_DROPPED.test(text)) return `0${text}`;
  return PLUS_DROPPED.test(text) ? `+${text}` : text;
}
