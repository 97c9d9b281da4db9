import fc from 'fast-check';
import { ADDRESS_FIELDS, ADDRESS_MESSAGES, BUILDING_NUMBER_MAX_LENGTH, POSTCODE_MAX_LENGTH, validateAddress, type Address } from './address';
import { isValidPostcode } from './postcode';

/** Outward and inward codes of the common shapes, kept to those the strict pattern accepts. */
const validPostcode = fc.stringMatching(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/).filter(isValidPostcode);
const filled = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '');
const validAddress = fc.record(
  {
    subbuildingname: fc.string({ maxLength: 30 }),
    buildingname: filled(50),
    buildingnumber: fc.string({ maxLength: BUILDING_NUMBER_MAX_LENGTH }),
    thoroughfare: filled(60),
    posttown: filled(30),
    county: fc.string({ maxLength: 30 }),
    postcode: validPostcode,
  },
  { requiredKeys: ['buildingname', 'thoroughfare', 'posttown', 'postcode'] },
);

/** Any address at all: fields missing, blank, too long, in any case. */
const anyAddress = fc.record(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ maxLength: 12 }), validPostcode)])),
  { requiredKeys: [] },
) as fc.Arbitrary<Address>;

const blank = (value: string | undefined) => !value || value.trim() === '';

describe('address rules, over generated addresses', () => {
  it('pass a generated valid address', () => {
    fc.assert(fc.property(validAddress, (address) => validateAddress(address).length === 0), { numRuns: 300 });
  });

  it('answer only with the address messages, each beside an address field, exactly when its rule is broken', () => {
    const messages: string[] = Object.values(ADDRESS_MESSAGES);
    fc.assert(
      fc.property(anyAddress, (address) => {
        const failures = validateAddress(address);
        for (const failure of failures) {
          expect(messages).toContain(failure.message);
          expect(ADDRESS_FIELDS).toContain(failure.field);
        }
        const said = (message: string) => failures.some((failure) => failure.message === message);
        const postcode = address.postcode ?? '';
        expect(said(ADDRESS_MESSAGES.postcodeRequired)).toBe(blank(postcode));
        expect(said(ADDRESS_MESSAGES.postcodeSpace)).toBe(!blank(postcode) && !postcode.includes(' '));
        expect(said(ADDRESS_MESSAGES.postcodeTooLong)).toBe(!blank(postcode) && postcode.length > POSTCODE_MAX_LENGTH);
        expect(said(ADDRESS_MESSAGES.postcodeUpperCase)).toBe(!blank(postcode) && postcode !== postcode.toUpperCase());
        expect(said(ADDRESS_MESSAGES.buildingRequired)).toBe(blank(address.buildingname) && blank(address.buildingnumber));
        expect(said(ADDRESS_MESSAGES.buildingNumberTooLong)).toBe((address.buildingnumber ?? '').length > BUILDING_NUMBER_MAX_LENGTH);
        expect(said(ADDRESS_MESSAGES.thoroughfareRequired)).toBe(blank(address.thoroughfare));
        expect(said(ADDRESS_MESSAGES.townRequired)).toBe(blank(address.posttown));
      }),
      { numRuns: 500 },
    );
  });
});
