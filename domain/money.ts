/**
 * Money without binary floating point. Amounts are whole pence; rates, prices, uplifts, kWh and
 * months are read exactly from their decimal text into a scaled BigInt, multiplied exactly, and
 * rounded once, by `roundToPence`. Pounds on the wire stay numbers with two decimals, made from
 * whole pence, so `0.7 p/kWh x 4567 kWh x 60 months / 12` is 15,984.5p and pays £159.85, not the
 * £159.84 a float product (15,984.4999...p) gives.
 */

/** An exact decimal number: `units / 10^scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/** A number as stored, or its text as written: either way its decimal text is what is read. */
export type DecimalInput = number | string;

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** The exact value of a decimal's text (a number is read as the shortest text that gives it back), or undefined when it is not a finite number. */
export function decimalOf(value: DecimalInput): Decimal | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match || (match[2] === '' && !match[3])) return undefined;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const digits = BigInt(`${whole}${fraction}` || '0') * (sign === '-' ? -1n : 1n);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units: digits, scale } : { units: digits * 10n ** BigInt(-scale), scale: 0 };
}

const ONE: Decimal = { units: 1n, scale: 0 };

export const times = (...factors: readonly Decimal[]): Decimal =>
  factors.reduce((product, factor) => ({ units: product.units * factor.units, scale: product.scale + factor.scale }), ONE);

export function plus(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale), scale };
}

export const isPositive = (value: Decimal | undefined): value is Decimal => value !== undefined && value.units > 0n;

/**
 * The house rounding rule, the only one: `numerator / divisor` pence to the whole penny, a half
 * rounded up. Every amount here is non-negative; a negative one rounds its half away from zero
 * too (-0.5p is -1p), so a refund rounds as the charge it reverses. An amount beyond the pence a
 * number holds exactly (about £90 trillion) is refused rather than silently changed.
 */
export function roundToPence(pence: Decimal, divisor: bigint = 1n): number {
  if (divisor <= 0n) throw new RangeError('divisor must be positive');
  const denominator = divisor * 10n ** BigInt(pence.scale);
  const magnitude = pence.units < 0n ? -pence.units : pence.units;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount too large to hold in whole pence');
  return Number(pence.units < 0n ? -rounded : rounded);
}

/** Pounds with two decimals, as the API returns them, from whole pence. */
export const poundsOf = (pence: number) => pence / 100;

/** Whole pence of an amount in pounds (an amount the API returned, or typed), by the house rule. */
export function penceOf(pounds: DecimalInput): number {
  const exact = decimalOf(pounds);
  return exact ? roundToPence(times(exact, { units: 100n, scale: 0 })) : 0;
}

/** The total of amounts in pounds, added as whole pence. */
export const sumPounds = (amounts: readonly DecimalInput[]) => poundsOf(amounts.reduce<number>((sum, amount) => sum + penceOf(amount), 0));

/** Whole pence as pounds to the penny, without the £: `17750` is `177.50`, `-5` is `-0.05`. */
export function poundsText(pence: number): string {
  const magnitude = Math.abs(pence);
  return `${pence < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}
