import fc from 'fast-check';
import { decimalText, fractionOf, halfUp, isHalf, penceOfPounds } from '../test/support/decimal-oracle';
import { decimalOf, penceOf, plus, roundToPence, sumPounds, times } from './money';

/** Plain decimal text with up to `scale` decimals, and optionally negative. */
const decimal = (scale: number, max = 10n ** 12n, negative = false) =>
  fc.tuple(fc.bigInt({ min: negative ? -max : 0n, max }), fc.integer({ min: 0, max: scale })).map(([units, digits]) => decimalText(units, digits));

const asFraction = (value: { units: bigint; scale: number }) => ({ num: value.units, den: 10n ** BigInt(value.scale) });
const sameValue = (a: { num: bigint; den: bigint }, b: { num: bigint; den: bigint }) => a.num * b.den === b.num * a.den;

describe('money arithmetic, against long-hand arithmetic on the decimal texts', () => {
  it('reads every decimal text, and every number written with up to 15 digits, exactly', () => {
    fc.assert(
      fc.property(decimal(6, 10n ** 15n, true), (text) => {
        expect(sameValue(asFraction(decimalOf(text)!), fractionOf(text))).toBe(true);
        if (text.replace(/[-.]/g, '').replace(/^0+/, '').length <= 15) expect(sameValue(asFraction(decimalOf(Number(text))!), fractionOf(text))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('multiplies, adds and rounds to the penny as the long hand does, halves included', () => {
    fc.assert(
      fc.property(decimal(4, 10n ** 9n, true), decimal(3), decimal(2), fc.bigInt({ min: 1n, max: 1000n }), (a, b, c, divisor) => {
        const exact = plus(times(decimalOf(a)!, decimalOf(b)!), decimalOf(c)!);
        const [fa, fb, fc_] = [fractionOf(a), fractionOf(b), fractionOf(c)];
        const sum = { num: fa.num * fb.num * fc_.den + fc_.num * fa.den * fb.den, den: fa.den * fb.den * fc_.den };
        expect(sameValue(asFraction(exact), sum)).toBe(true);
        const pence = halfUp({ num: sum.num, den: sum.den * divisor });
        if (pence > BigInt(Number.MAX_SAFE_INTEGER) || pence < -BigInt(Number.MAX_SAFE_INTEGER)) expect(() => roundToPence(exact, divisor)).toThrow(RangeError);
        else expect(BigInt(roundToPence(exact, divisor))).toBe(pence);
      }),
      { numRuns: 1000 },
    );
  });

  it('rounds a value lying exactly on half a penny up, and a negative one away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }), (pence, scale) => {
        // pence + 1/2, written with `scale` more digits: (2 x pence + 1) x 5 x 10^scale / 10^(scale + 1)
        const half = { units: (2n * pence + 1n) * 5n * 10n ** BigInt(scale), scale: scale + 1 };
        expect(isHalf(asFraction(half))).toBe(true);
        expect(BigInt(roundToPence(half))).toBe(half.units < 0n ? pence : pence + 1n);
        expect(BigInt(roundToPence(half))).toBe(halfUp(asFraction(half)));
      }),
      { numRuns: 500 },
    );
  });

  it('adds amounts in pounds to the exact total of their pence', () => {
    const pounds = fc.bigInt({ min: 0n, max: 10n ** 11n }).map((pence) => Number(decimalText(pence, 2)));
    fc.assert(
      fc.property(fc.array(pounds, { maxLength: 30 }), (amounts) => {
        const total = amounts.reduce((sum, amount) => sum + penceOfPounds(amount), 0n);
        expect(penceOfPounds(sumPounds(amounts))).toBe(total);
        for (const amount of amounts) expect(BigInt(penceOf(amount))).toBe(penceOfPounds(amount));
      }),
      { numRuns: 500 },
    );
  });
});
