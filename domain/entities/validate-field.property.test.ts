import fc from 'fast-check';
import { choiceMessage, ENTITIES, ENTITY_FIELD_MESSAGES, validateEntityField, type EntityField } from '.';

const everyField = Object.entries(ENTITIES).flatMap(([entity, metadata]) => Object.entries(metadata.fields).map(([name, field]) => ({ entity, name, field })));
const freeText = everyField.filter(({ field }) => field.type === 'varchar' && !field.lookupvalues && !field.format);
const decimals = everyField.filter(({ field }) => field.type === 'decimal');
const messages: (string | undefined)[] = [
  ...Object.values(ENTITY_FIELD_MESSAGES).filter((message) => typeof message === 'string'),
  ...everyField.filter(({ field }) => field.lookupvalues).map(({ field }) => choiceMessage(field)),
  ...everyField.filter(({ field }) => field.scale !== undefined).map(({ field }) => ENTITY_FIELD_MESSAGES.scale(field.scale!)),
  undefined,
];

/** Text of exactly `length` characters once trimmed. */
const textOf = (length: number) =>
  fc.tuple(fc.string({ minLength: length, maxLength: length, unit: fc.constantFrom(...'abcXYZ019 -&\'<>'.split('')) }), fc.constantFrom('', ' ', '  '))
    .map(([text, pad]) => `${pad}${text.replace(/^ | $/g, 'a')}${pad}`);

describe('entity field validation, over every field of every entity', () => {
  it("says 'Required' for a blank value exactly when the field is not nullable", () => {
    fc.assert(
      fc.property(fc.constantFrom(...everyField), fc.constantFrom(undefined, null, '', ' ', '\t \n'), ({ field }, value) =>
        validateEntityField(field, value) === (field.nullable ? undefined : ENTITY_FIELD_MESSAGES.required)),
      { numRuns: 300 },
    );
  });

  it("takes free text up to its length and says 'Too long' one character beyond it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...freeText).chain(({ field }) => fc.tuple(fc.constant(field), textOf(field.length!), textOf(field.length! + 1))), ([field, atLimit, beyond]) => {
        expect(validateEntityField(field, atLimit)).toBeUndefined();
        expect(validateEntityField(field, beyond)).toBe(ENTITY_FIELD_MESSAGES.tooLong);
      }),
      { numRuns: 300 },
    );
  });

  it('takes a decimal within its precision and scale, refuses one digit more on either side, and refuses it negative', () => {
    const withDigits = (field: EntityField) => {
      const whole = field.precision! - field.scale!;
      return fc.tuple(fc.constant(field), fc.stringMatching(new RegExp(`^[1-9]\\d{${whole - 1}}$`)), fc.stringMatching(new RegExp(`^\\d{${field.scale}}$`)));
    };
    fc.assert(
      fc.property(fc.constantFrom(...decimals).chain(({ field }) => withDigits(field)), ([field, whole, fraction]) => {
        expect(validateEntityField(field, `${whole}.${fraction}`)).toBeUndefined();
        expect(validateEntityField(field, `${whole}.${fraction}1`)).toBe(ENTITY_FIELD_MESSAGES.scale(field.scale!));
        expect(validateEntityField(field, `1${whole}.${fraction}`)).toBe(ENTITY_FIELD_MESSAGES.tooLong);
        expect(validateEntityField(field, `-${whole}.${fraction}`)).toBe(ENTITY_FIELD_MESSAGES.negative);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on any JSON value and answers with one of its messages', () => {
    fc.assert(
      fc.property(fc.constantFrom(...everyField), fc.oneof(fc.jsonValue(), fc.string({ unit: 'binary' })), ({ field }, value) => {
        expect(messages).toContain(validateEntityField(field, value));
      }),
      { numRuns: 1000, examples: [[everyField[0], { toString: 0 }], [everyField[0], ['a']]] },
    );
  });
});
