/**
 * Decimal arithmetic done long hand on the texts, as a fraction of BigInts: the independent answer
 * the money code in domain/money.ts is checked against. It shares no code with it.
 */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** `-12.345` as -12345/1000; only plain decimal text. */
export function fractionOf(text: string): Fraction {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a plain decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const num = BigInt(whole + fraction);
  return { num: sign ? -num : num, den: 10n ** BigInt(fraction.length) };
}

export const whole = (value: number | bigint): Fraction => ({ num: BigInt(value), den: 1n });
export const mul = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.num, den: a.den * b.den });
export const add = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });
export const div = (a: Fraction, by: bigint): Fraction => ({ num: a.num, den: a.den * by });

/** Whole pence of a fraction of pence: quotient and remainder, the quotient raised when the remainder is half the divisor or more. */
export function halfUp(value: Fraction): bigint {
  const negative = value.num < 0n;
  const magnitude = negative ? -value.num : value.num;
  const quotient = magnitude / value.den;
  const remainder = magnitude % value.den;
  const rounded = remainder * 2n >= value.den ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/** True when a fraction of pence lies exactly half way between two whole pence. */
export const isHalf = (value: Fraction) => (value.num < 0n ? -value.num : value.num) % value.den * 2n === value.den;

/** Pence of an amount the code returned in pounds, insisting its text has at most two decimals. */
export function penceOfPounds(pounds: number): bigint {
  const text = String(pounds);
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) throw new Error(`not pounds to the penny: ${text}`);
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const pence = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -pence : pence;
}

/** Plain decimal text of `units / 10^scale`, for generating inputs. */
export function decimalText(units: bigint, scale: number): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return units < 0n ? `-${text}` : text;
}
