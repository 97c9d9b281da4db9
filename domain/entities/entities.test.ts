import { ENTITIES, isEntityName, validateEntityField, type EntityField } from '.';

const text: EntityField = { label: 'Name', type: 'varchar', length: 5, nullable: false };

describe('entity metadata', () => {
  it('describes the ten entities of the import editor, each field with a label and a known type', () => {
    expect(Object.keys(ENTITIES).sort()).toEqual(
      ['account', 'contact', 'contract', 'customer', 'directdebit', 'elecmeterpoint', 'gasmeterpoint', 'price', 'product', 'site'],
    );
    for (const entity of Object.values(ENTITIES)) {
      for (const name of entity.displayfields) expect(entity.fields).toHaveProperty(name);
      for (const field of Object.values(entity.fields)) {
        expect(field.label).not.toBe('');
        expect(['varchar', 'int', 'decimal', 'date', 'datetime', 'bit']).toContain(field.type);
        if (field.type === 'varchar') expect(field.length).toBeGreaterThan(0);
      }
    }
  });

  it('knows entity names and nothing inherited', () => {
    expect(isEntityName('site')).toBe(true);
    expect(isEntityName('toString')).toBe(false);
  });

  it('gives meter points the industry lengths and contracts the defined terms', () => {
    expect(ENTITIES.elecmeterpoint.fields.mpancore.length).toBe(13);
    expect(ENTITIES.gasmeterpoint.fields.mprn.length).toBe(10);
    expect(ENTITIES.contract.fields.contractterm.lookupvalues?.map((v) => v.value)).toEqual(['12', '18', '24', '36']);
    expect(ENTITIES.contact.fields.marketingpreferences.radiokey).toBe('marketingpreferencemethod');
  });
});

describe('validateEntityField', () => {
  it("says 'Required' for an empty field that is not nullable, and nothing when it is", () => {
    expect(validateEntityField(text, '')).toBe('Required');
    expect(validateEntityField(text, '   ')).toBe('Required');
    expect(validateEntityField(text, undefined)).toBe('Required');
    expect(validateEntityField({ ...text, nullable: true }, '')).toBeUndefined();
  });

  it("says 'Too long' above the length", () => {
    expect(validateEntityField(text, 'abcde')).toBeUndefined();
    expect(validateEntityField(text, 'abcdef')).toBe('Too long');
  });

  it('checks whole numbers and decimals with their scale and precision', () => {
    const int: EntityField = { label: 'n', type: 'int', nullable: true };
    expect(validateEntityField(int, '42')).toBeUndefined();
    expect(validateEntityField(int, 42)).toBeUndefined();
    expect(validateEntityField(int, '4.2')).toBe('Enter a whole number, like 45000');
    const money: EntityField = { label: 'p', type: 'decimal', precision: 6, scale: 3, nullable: true };
    expect(validateEntityField(money, '24.510')).toBeUndefined();
    expect(validateEntityField(money, '.5')).toBeUndefined();
    expect(validateEntityField(money, 'abc')).toBe('Enter a number, like 24.51');
    expect(validateEntityField(money, '1.2345')).toBe('Enter at most 3 decimal places');
    expect(validateEntityField(money, '1234.5')).toBe('Too long');
  });

  it('checks real dates in ISO or UK form, date-times and yes/no', () => {
    const date: EntityField = { label: 'd', type: 'date', nullable: true };
    expect(validateEntityField(date, '2026-04-01')).toBeUndefined();
    expect(validateEntityField(date, '01/04/2026')).toBeUndefined();
    expect(validateEntityField(date, '2026-02-30')).toBe('Must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026');
    expect(validateEntityField(date, '12/31/2026')).toBe('Must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026');
    expect(validateEntityField(date, 46000)).toBe('Must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026');
    expect(validateEntityField({ label: 't', type: 'datetime', nullable: true }, '2026-04-01T09:30:00Z')).toBeUndefined();
    expect(validateEntityField({ label: 't', type: 'datetime', nullable: true }, '2026-04-01')).toBe('Enter a date and time, like 2026-12-31T09:30:00Z');
    expect(validateEntityField({ label: 'b', type: 'bit', nullable: true }, true)).toBeUndefined();
    expect(validateEntityField({ label: 'b', type: 'bit', nullable: true }, 'maybe')).toBe('Choose yes or no');
  });

  it('keeps fixed choices, including one per radio row', () => {
    expect(validateEntityField(ENTITIES.contract.fields.contractterm, '18')).toBeUndefined();
    expect(validateEntityField(ENTITIES.contract.fields.contractterm, '48')).toBe('Choose 12, 18, 24 or 36 months');
    expect(validateEntityField(ENTITIES.product.fields.utilityid, 2)).toBeUndefined();
    const preferences = ENTITIES.contact.fields.marketingpreferences;
    expect(validateEntityField(preferences, { 1: 'In', 2: 'Out', 3: 'None' })).toBeUndefined();
    expect(validateEntityField(preferences, { 1: 'Yes' })).toBe('Choose Unknown, Opt In or Opt Out');
  });
});
