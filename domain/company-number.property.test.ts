import fc from 'fast-check';
import { checkCompanyNumber, COMPANY_NUMBER_MESSAGES, normaliseCompanyNumber } from './company-number';

const PREFIXES = ['AC', 'CE', 'CS', 'FC', 'FE', 'GE', 'GS', 'IC', 'LP', 'NC', 'NF', 'NI', 'NL', 'NO', 'NP', 'OC', 'OE', 'PC', 'R0', 'RC', 'SA', 'SC', 'SE', 'SF', 'SG', 'SI', 'SL', 'SO', 'SR', 'SZ', 'ZC'];
const digits = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((ds) => ds.join(''));

/** Valid numbers as people type them: short all-digit numbers, prefixes in lower case, spaces. */
const typedValid = fc.oneof(
  digits(1, 8),
  fc.tuple(fc.constantFrom(...PREFIXES), digits(6, 6)).map(([prefix, rest]) => `${prefix}${rest}`),
  fc.tuple(fc.constantFrom('IP', 'SP', 'RS'), fc.stringMatching(/^[A-Z\d]{6}$/)).map(([prefix, rest]) => `${prefix}${rest}`),
).chain((number) =>
  fc.tuple(fc.boolean(), fc.constantFrom('', ' ', '  ')).map(([lower, space]) => {
    const text = lower ? number.toLowerCase() : number;
    return `${space}${text.slice(0, 2)}${space}${text.slice(2)}${space}`;
  }),
);

describe('company numbers, over generated values', () => {
  it('accept every valid number however it was typed, normalised to eight characters', () => {
    fc.assert(
      fc.property(typedValid, (typed) => checkCompanyNumber(typed) === undefined && normaliseCompanyNumber(typed).length === 8),
      { numRuns: 300 },
    );
  });

  it('never throw, answer with one of the two messages, and give the same answer for the normalised number', () => {
    const messages: (string | undefined)[] = [...Object.values(COMPANY_NUMBER_MESSAGES), undefined];
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), typedValid), (text) => {
        const answer = checkCompanyNumber(text);
        expect(messages).toContain(answer);
        expect(answer === COMPANY_NUMBER_MESSAGES.missing).toBe(text.trim() === '');
        if (answer === undefined) expect(normaliseCompanyNumber(text)).toMatch(/^[A-Z\d]{8}$/);
        if (text.trim() !== '') expect(checkCompanyNumber(normaliseCompanyNumber(text))).toBe(answer);
      }),
      { numRuns: 500 },
    );
  });

  it('refuse a number of nine or more characters', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Z\d]{9,14}$/), (text) => checkCompanyNumber(text) === COMPANY_NUMBER_MESSAGES.length), { numRuns: 200 });
  });
});
