import fc from 'fast-check';
import { checkMpanCore, checkMprn, GSP_GROUPS, isValidMpanCore, mpanCheckDigit, mpanCoreOf, MPRN_MAX_LENGTH, mprnCheckPasses } from './meter-points';

const digits = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((ds) => ds.join(''));
const validCore = digits(12, 12).map((first12) => `${first12}${mpanCheckDigit(first12)}`);
const WEIGHTS = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43];
const residue = (core: string) => WEIGHTS.reduce((sum, weight, i) => sum + weight * Number(core[i]), 0) % 11;

/** A core with one digit replaced by a different one. */
const changedCore = fc
  .tuple(validCore, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }))
  .map(([core, at, step]) => ({ core, at, changed: `${core.slice(0, at)}${(Number(core[at]) + step) % 10}${core.slice(at + 1)}` }));

describe('MPAN core check digit, over generated cores', () => {
  it('passes every core whose 13th digit is computed from the first 12', () => {
    fc.assert(fc.property(validCore, (core) => isValidMpanCore(core) && checkMpanCore(core).errors.length === 0), { numRuns: 300 });
  });

  it('refuses a changed check digit, and a changed body digit unless the weighted sum only moves between residues 0 and 10', () => {
    fc.assert(
      fc.property(changedCore, ({ core, at, changed }) => {
        // Weights are primes other than 11, so any change moves the residue; only 0 and 10 share a check digit.
        const blindSpot = at < 12 && new Set([residue(core), residue(changed)]).size === 2 && [0, 10].includes(residue(core)) && [0, 10].includes(residue(changed));
        expect(residue(changed) === residue(core)).toBe(at === 12);
        expect(isValidMpanCore(changed)).toBe(blindSpot);
        if (!blindSpot) expect(checkMpanCore(changed).errors).toEqual(['MPAN Core check digit is not valid']);
      }),
      { numRuns: 500 },
    );
  });

  it('warns only about a distributor id outside the known networks, and never throws on any text', () => {
    fc.assert(
      fc.property(fc.oneof(validCore, fc.string(), fc.string({ unit: 'binary' })), (value) => {
        const { errors, warnings } = checkMpanCore(value);
        // Text a spreadsheet could have made of a number ('0e0', '1.5E+12') is told so, naming what it holds.
        const shortened = `${mpanCoreOf(value)} is a number a spreadsheet shortened, losing digits: enter all 13 digits of the MPAN Core (in the spreadsheet, format the column as Text so it keeps them)`;
        expect(errors.every((e) => ['MPAN Core should be 13 digits', 'MPAN Core check digit is not valid', shortened].includes(e))).toBe(true);
        if (errors.length === 0) expect(warnings.length === 0).toBe(Object.hasOwn(GSP_GROUPS, value.replace(/\s+/g, '').slice(-13, -11)));
      }),
      { numRuns: 300, examples: [['0e0'], ['1.50001E+12']] },
    );
  });
});

describe('MPRN, over generated values', () => {
  it('accepts 1 to 10 digits, warning only when the check digits do not match', () => {
    fc.assert(
      fc.property(digits(1, MPRN_MAX_LENGTH), (mprn) => {
        const { errors, warnings } = checkMprn(` ${mprn} `);
        expect(errors).toEqual([]);
        expect(warnings.length === 0).toBe(mprn.length >= 3 && mprnCheckPasses(mprn));
      }),
      { numRuns: 300 },
    );
  });

  it('raises no warning for a generated MPRN whose last two digits are its modulus-11 check', () => {
    const withCheck = digits(1, MPRN_MAX_LENGTH - 2).map((body) => {
      const sum = [...body].reduce((total, d, i) => total + Number(d) * (body.length - i), 0);
      return `${body}${String(sum % 11).padStart(2, '0')}`;
    });
    fc.assert(fc.property(withCheck, (mprn) => checkMprn(mprn).warnings.length === 0 && checkMprn(mprn).errors.length === 0), { numRuns: 200 });
  });

  it('refuses more than 10 digits or anything else not a digit, with the one message', () => {
    // Text like '0e0' is a number a spreadsheet shortened, which has its own message (meter-points.test.ts).
    const bad = fc.oneof(digits(MPRN_MAX_LENGTH + 1, 20), fc.string().filter((s) => !/^\d+$/.test(s.trim()) && !/^\d(\.\d+)?e/i.test(s.trim())));
    fc.assert(fc.property(bad, (value) => expect(checkMprn(value)).toEqual({ errors: ['MPRN should be 10 or fewer digits'], warnings: [] })), { numRuns: 300 });
  });
});
