import { decimalOf, penceOf, poundsText, roundToPence, sumPounds } from './money';

describe('money', () => {
  it('reads a number as the decimal it was written as, not the binary fraction it is held as', () => {
    expect(decimalOf(0.7)).toEqual({ units: 7n, scale: 1 });
    expect(decimalOf('24.5100')).toEqual({ units: 245100n, scale: 4 });
    expect(decimalOf(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(decimalOf(1.5e21)).toEqual({ units: 1500000000000000000000n, scale: 0 });
    expect(decimalOf('-.5')).toEqual({ units: -5n, scale: 1 });
    for (const notANumber of [Number.NaN, Number.POSITIVE_INFINITY, '', '.', '-', '1.2.3', '12,500', '£1', 'e5']) expect(decimalOf(notANumber)).toBeUndefined();
  });

  it('rounds half a penny up, and a negative half away from zero', () => {
    expect(roundToPence({ units: 159845n, scale: 1 })).toBe(15985);
    expect(roundToPence({ units: 1598449999n, scale: 5 })).toBe(15984);
    expect(roundToPence({ units: 6n, scale: 0 }, 12n)).toBe(1);
    expect(roundToPence({ units: 5n, scale: 0 }, 12n)).toBe(0);
    expect(roundToPence({ units: -5n, scale: 1 })).toBe(-1);
    expect(roundToPence({ units: -4n, scale: 1 })).toBe(0);
    expect(() => roundToPence({ units: 1n, scale: 0 }, 0n)).toThrow(RangeError);
    expect(roundToPence({ units: BigInt(Number.MAX_SAFE_INTEGER), scale: 0 })).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => roundToPence({ units: BigInt(Number.MAX_SAFE_INTEGER) + 1n, scale: 0 })).toThrow(RangeError);
  });

  it('adds pounds as whole pence', () => {
    // As floats 0.1 + 0.2 is 0.30000000000000004.
    expect(sumPounds([0.1, 0.2])).toBe(0.3);
    expect(sumPounds([1341.06, 447.02, 0.01])).toBe(1788.09);
    expect(sumPounds([])).toBe(0);
    expect(penceOf(1.005)).toBe(101);
    expect(penceOf('-0.125')).toBe(-13);
  });

  it('writes whole pence as pounds to the penny', () => {
    expect([17750, 9600, 5, 0, -5, -12345].map(poundsText)).toEqual(['177.50', '96.00', '0.05', '0.00', '-0.05', '-123.45']);
  });
});
