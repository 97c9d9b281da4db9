import { canonicalNumber, ENTITIES, ENTITY_FIELD_MESSAGES, validateEntityField, type EntityField } from '.';

const price = ENTITIES.price.fields.value;
const uplift = ENTITIES.elecmeterpoint.fields.upliftvalue;
const eac = ENTITIES.elecmeterpoint.fields.eac;

describe('number fields, as brokers write them', () => {
  it('holds pence in every decimal field, which is why a decimal field reads its text as pence', () => {
    const decimals = Object.values(ENTITIES).flatMap((entity) => Object.values(entity.fields)).filter((field: EntityField) => field.type === 'decimal');
    expect(decimals.length).toBeGreaterThan(0);
    for (const field of decimals) expect(field.label).toMatch(/\((p\/kWh|pence)\)$/);
  });

  it('takes prices written with a p and refuses decimal commas and pounds', () => {
    expect(validateEntityField(price, '24.51p')).toBeUndefined();
    expect(canonicalNumber(price, '24.51p')).toBe('24.51');
    expect(validateEntityField(price, '24,51')).toBe('Write prices in pence with a decimal point, like 24.51');
    expect(validateEntityField(price, '£24.51')).toBe('Write prices in pence, not pounds, like 24.51');
    expect(validateEntityField(uplift, '1,5')).toBe('Write prices in pence with a decimal point, like 24.51');
    expect(validateEntityField(price, 'abc')).toBe(ENTITY_FIELD_MESSAGES.decimal);
    expect(validateEntityField(uplift, '1.2345p')).toBe('Enter at most 3 decimal places');
    expect(canonicalNumber(price, '24,51')).toBeUndefined();
  });

  it('takes consumptions with commas between thousands, and still wants them whole', () => {
    expect(validateEntityField(eac, '12,500')).toBeUndefined();
    expect(canonicalNumber(eac, '12,500')).toBe('12500');
    expect(validateEntityField(eac, '1,234.5')).toBe('Enter a whole number, like 45000');
    expect(validateEntityField(eac, '12,50')).toBe('Write numbers with a decimal point, and commas only between thousands, like 12,500');
    expect(validateEntityField(eac, 'lots')).toBe('Enter a whole number, like 45000');
    expect(validateEntityField(eac, 45000)).toBeUndefined();
  });

  it('refuses a negative number in every number field that is no choice, and takes 0', () => {
    const numbers = Object.values(ENTITIES).flatMap((entity) => Object.values(entity.fields)).filter((field: EntityField) => (field.type === 'decimal' || field.type === 'int') && !field.lookupvalues);
    expect(numbers).toEqual(expect.arrayContaining([price, uplift, eac]));
    for (const field of numbers) {
      for (const negative of ['-1', '-0.5', ' -12 ', -3]) expect(validateEntityField(field, negative)).toBe('Enter a number of 0 or more');
      expect(canonicalNumber(field, '-1')).toBeUndefined();
      expect(validateEntityField(field, '0')).toBeUndefined();
    }
  });
});
