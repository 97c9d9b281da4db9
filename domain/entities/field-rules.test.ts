import { ukCalendarDate } from '../calendar-date';
import { ENTITIES, validateEntityField } from '.';

const { email } = ENTITIES.contact.fields;
const phone = ENTITIES.customer.fields.phonenumber;
const start = ENTITIES.contract.fields.startdate;

describe('email addresses', () => {
  it.each(['jane@example.com', 'j.smith+bills@mail.example.co.uk'])('takes %s', (value) => {
    expect(validateEntityField(email, value)).toBeUndefined();
    expect(validateEntityField(ENTITIES.account.fields.billingemail, value)).toBeUndefined();
  });

  it.each(['not-an-email', 'jane@', '@example.com', 'jane@example', 'jane smith@example.com', 'jane@example..com'])('refuses %s, saying what to enter', (value) => {
    expect(validateEntityField(email, value)).toBe('Enter an email address like name@example.com');
  });

  it("keeps 'Too long' for an address over the field's length", () => {
    expect(validateEntityField(email, `${'a'.repeat(95)}@example.com`)).toBe('Too long');
  });
});

describe('company numbers', () => {
  const companyNumber = ENTITIES.customer.fields.companynumber;

  it.each(['01234567', 'SC123456', 'OC301540', 'NI012345'])('takes %s, as Companies House writes it', (value) => {
    expect(validateEntityField(companyNumber, value)).toBeUndefined();
  });

  it.each(['1234567', 'sc123456', 'SC 12345', 'AB12345X'])('refuses %s, saying what to enter', (value) => {
    expect(validateEntityField(companyNumber, value)).toBe('Enter the Companies House number, 8 characters like 01234567 or SC123456');
  });
});

describe('UK phone numbers', () => {
  it.each(['01632 960001', '0117 949 6000', '020 7946 0000', '07700 900123', '+44 1632 960001', '+44 (0)1632 960001', '0044 7700 900123', '01632-960-001'])('takes %s', (value) => {
    expect(validateEntityField(phone, value)).toBeUndefined();
    expect(validateEntityField(ENTITIES.contact.fields.phonenumber, value)).toBeUndefined();
  });

  it.each(['12345', 'call me', '+1 212 555 0100', '0044 0163 296 0001', '01632 96000123', '1632 960001'])('refuses %s, saying what to enter', (value) => {
    expect(validateEntityField(phone, value)).toBe('Enter a UK phone number like 01632 960001 or +44 1632 960001');
  });
});

describe('contract start dates', () => {
  const rule = { today: '2026-11-24' };

  it('takes today and later days, in either written form', () => {
    expect(validateEntityField(start, '2026-11-24', rule)).toBeUndefined();
    expect(validateEntityField(start, '25/11/2026', rule)).toBeUndefined();
  });

  it('refuses a past day, naming today', () => {
    expect(validateEntityField(start, '23/11/2026', rule)).toBe('Enter a start date of today (24/11/2026) or later');
    expect(validateEntityField(start, '2025-01-01', rule)).toBe('Enter a start date of today (24/11/2026) or later');
  });

  it('keeps a past day the import already stores, and judges none without a rule (renewals)', () => {
    expect(validateEntityField(start, '01/04/2026', { ...rule, kept: new Set(['2026-04-01']) })).toBeUndefined();
    expect(validateEntityField(start, '02/04/2026', { ...rule, kept: new Set(['2026-04-01']) })).toBe('Enter a start date of today (24/11/2026) or later');
    expect(validateEntityField(start, '01/04/2026')).toBeUndefined();
  });

  it('judges other dates by the date rule alone', () => {
    expect(validateEntityField({ label: 'Signed', type: 'date', nullable: true }, '01/01/2020', rule)).toBeUndefined();
    expect(validateEntityField(start, '31/02/2027', rule)).toBe('Must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026');
  });

  it("takes today as the UK calendar's day: 23:30 UTC in summer is already the next day in London", () => {
    expect(ukCalendarDate(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(ukCalendarDate(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });
});
