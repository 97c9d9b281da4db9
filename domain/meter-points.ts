/** Electricity (MPAN) and gas (MPRN) meter point identifiers and the industry's checks of them. */

/** Weights of the MPAN core check digit: the primes from 3, without 11. */
const MPAN_WEIGHTS = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43] as const;

/** Distributor id (first two digits of the core) to grid supply point group. */
export const GSP_GROUPS: Readonly<Record<string, string>> = {
  '10': '_A', '11': '_B', '12': '_C', '13': '_D', '14': '_E', '15': '_F', '16': '_G',
  '17': '_P', '18': '_N', '19': '_J', '20': '_H', '21': '_K', '22': '_L', '23': '_M',
};

export const MPRN_MAX_LENGTH = 10;

export interface MeterPointCheck {
  /** Failures: the value must not be saved. */
  readonly errors: readonly string[];
  /** Doubtful but possibly right (for example an independent network's distributor id). */
  readonly warnings: readonly string[];
}

/** The full 21-character MPAN (8-character top line then the core) reduced to its core; a core stays as it is. */
export function mpanCoreOf(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return compact.length === 21 ? compact.slice(8) : compact;
}

export function mpanCheckDigit(first12: string): number {
  const sum = MPAN_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first12[i]), 0);
  return (sum % 11) % 10;
}

export const isValidMpanCore = (core: string) =>
  /^\d{13}$/.test(core) && mpanCheckDigit(core.slice(0, 12)) === Number(core[12]);

/** The GSP group of a core's distributor id, or undefined for an unknown (possibly independent) network. */
export const gspGroupOf = (core: string): string | undefined => GSP_GROUPS[core.slice(0, 2)];

/**
 * A number a spreadsheet shortened to scientific notation (Excel saves a 13-digit number cell as
 * `1.50001E+12` in CSV): the digits are gone, so the message says how to keep them.
 */
const SHORTENED_NUMBER = /^\d(\.\d+)?e\+?\d+$/i;

const shortenedMessage = (value: string, digits: string) =>
  `${value} is a number a spreadsheet shortened, losing digits: enter ${digits} (in the spreadsheet, format the column as Text so it keeps them)`;

export function checkMpanCore(value: string): MeterPointCheck {
  const core = mpanCoreOf(value);
  if (SHORTENED_NUMBER.test(core)) return { errors: [shortenedMessage(core, 'all 13 digits of the MPAN Core')], warnings: [] };
  if (!/^\d{13}$/.test(core)) return { errors: ['MPAN Core should be 13 digits'], warnings: [] };
  if (!isValidMpanCore(core)) return { errors: ['MPAN Core check digit is not valid'], warnings: [] };
  return { errors: [], warnings: mpanCoreDoubts(core) };
}

const NO_DOUBTS: readonly string[] = [];

/** The warnings of a valid MPAN core: an unknown distributor id may be an independent network's. */
export const mpanCoreDoubts = (core: string): readonly string[] =>
  gspGroupOf(core) ? NO_DOUBTS : [`Distributor id ${core.slice(0, 2)} is not a known distribution network`];

/** The warnings of an MPRN of digits alone: its check digits, from one public source only, may be wrong. */
export const mprnDoubts = (mprn: string): readonly string[] =>
  mprn.length >= 3 && mprnCheckPasses(mprn) ? NO_DOUBTS : ['MPRN check digits do not match; please check the number'];

/** Grouped 2-4-4-3 for people to read: `13 1234 5678 907`. */
export function formatMpanCore(core: string): string {
  const match = /^(\d{2})(\d{4})(\d{4})(\d{3})$/.exec(core);
  return match ? match.slice(1).join(' ') : core;
}

/**
 * The modulus-11 check of an MPRN's last two digits (one public source only, so never a failure):
 * weights n..1 over the first n digits, sum modulo 11, as two digits.
 */
export function mprnCheckPasses(mprn: string): boolean {
  const length = mprn.length - 2;
  let sum = 0;
  // An import checks every gas row's MPRN, so the digits are read in place rather than spread into an array.
  for (let i = 0; i < length; i++) sum += (mprn.charCodeAt(i) - 48) * (length - i);
  return String(sum % 11).padStart(2, '0') === mprn.slice(-2);
}

export function checkMprn(value: string): MeterPointCheck {
  const mprn = value.trim();
  if (SHORTENED_NUMBER.test(mprn)) return { errors: [shortenedMessage(mprn, 'every digit of the MPRN')], warnings: [] };
  if (!/^\d+$/.test(mprn) || mprn.length > MPRN_MAX_LENGTH) {
    return { errors: ['MPRN should be 10 or fewer digits'], warnings: [] };
  }
  return { errors: [], warnings: mprnDoubts(mprn) };
}
