import fc from 'fast-check';
import { validateAddress } from './address';
import { isValidPostcode, normalisePostcode } from './postcode';

const BS7666 = /^(GIR 0AA|[A-PR-UWYZ]([A-HK-Y]([0-9][A-Z]?|[1-9][0-9])|[1-9]([0-9]|[A-HJKPSTUW])?) [0-9][ABD-HJLNP-UW-Z]{2})$/;
const validPostcode = fc.stringMatching(BS7666);

/** A valid postcode as someone might type it: any case, spaces anywhere or none. */
const typed = fc
  .tuple(validPostcode, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), fc.array(fc.constantFrom('', ' ', '  ', '\t'), { minLength: 9, maxLength: 9 }))
  .map(([postcode, lower, gaps]) => {
    const chars = [...postcode.replace(' ', '')].map((c, i) => (lower[i] ? c.toLowerCase() : c));
    return { postcode, typed: chars.map((c, i) => `${gaps[i]}${c}`).join('') + gaps[8] };
  });

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), validPostcode);

describe('postcodes, over generated text', () => {
  it('normalises without throwing, and normalising twice changes nothing', () => {
    fc.assert(fc.property(anyText, (text) => normalisePostcode(normalisePostcode(text)) === normalisePostcode(text)), { numRuns: 500 });
  });

  it('gives back the strict form of a valid postcode however it was typed', () => {
    fc.assert(fc.property(typed, ({ postcode, typed }) => normalisePostcode(typed) === postcode && isValidPostcode(normalisePostcode(typed))), { numRuns: 300 });
  });

  it('accepts only what matches the strict pattern, and what it accepts also passes the address rules for post codes', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const postcode = normalisePostcode(text);
        expect(isValidPostcode(postcode)).toBe(BS7666.test(postcode));
        if (isValidPostcode(postcode)) {
          expect(postcode).toBe(normalisePostcode(postcode));
          expect(validateAddress({ postcode, buildingnumber: '1', thoroughfare: 'High Street', posttown: 'Leeds' })).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });
});
