/**
 * Numbers as brokers write them in files and forms. Text is read as the number it clearly is and
 * kept as plain decimal text, its digits as written (`24.51p` is `24.51`, `12,500` is `12500`),
 * which the money code reads exactly; text that could mean two numbers, or a number in another
 * unit, is refused with the form expected.
 *
 * - Pence (prices, uplifts): `24.51` and `24.51p` are 24.51 pence. `24,51` is refused because a
 *   comma may be a decimal comma (24.51) or a thousands separator (2,451); `£24.51` is refused
 *   because it is pounds where pence are asked for, a hundredfold mistake.
 * - Quantities (kWh, counts): `12,500` and `1,234.5` are read without their commas when the commas
 *   group thousands exactly as Excel writes them; any other comma (`12,50`) may be a decimal comma.
 */

export const NUMBER_TEXT_MESSAGES = {
  penceForm: 'Write prices in pence with a decimal point, like 24.51',
  poundsForPence: 'Write prices in pence, not pounds, like 24.51',
  quantityForm: 'Write numbers with a decimal point, and commas only between thousands, like 12,500',
} as const;

export type NumberUnit = 'pence' | 'quantity';

/** The plain decimal text, or the message of a recognised but refused form, or undefined when the text is no number at all. */
export type NumberText = { readonly value: string } | { readonly failure: string | undefined };

const PLAIN = /^-?(\d*)(?:\.(\d*))?$/;
const THOUSANDS = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const PENCE_SUFFIX = /\s*p$/i;

function plain(text: string): NumberText {
  const match = PLAIN.exec(text);
  return match && (match[1] !== '' || match[2]) ? { value: text } : { failure: undefined };
}

/** Reads trimmed text as a number of the given unit. */
export function readNumberText(text: string, unit: NumberUnit): NumberText {
  const M = NUMBER_TEXT_MESSAGES;
  if (unit === 'pence') {
    if (text.startsWith('£')) return { failure: M.poundsForPence };
    const pence = text.replace(PENCE_SUFFIX, '');
    return pence.includes(',') ? { failure: M.penceForm } : plain(pence);
  }
  if (!text.includes(',')) return plain(text);
  return THOUSANDS.test(text) ? plain(text.replaceAll(',', '')) : { failure: M.quantityForm };
}
