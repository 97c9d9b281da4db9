import {
  canRequestPayment,
  offeredTerms,
  commissionWarnings,
  linesForType,
  normaliseCommission,
  paymentLine,
  termsToAdd,
  validateAddTerms,
  validatePaymentContact,
} from './payment-request';
import { prequalificationPassed } from './prequalification';
import type { InitialPaymentLine, MeterPointAuthorisation } from './types';

const prices = (unit: number) => [{ name: 'Unit Rate', value: unit }, { name: 'Standing Charge', value: 40 }];
const row: MeterPointAuthorisation = {
  id: 'A1', tpiauthorisationid: 'R1', tpiid: 101, datetime: '2026-01-15T10:00:00.000Z', username: 'Bea Broker', name: 'Harbour Bakery Ltd',
  product: 3, utilityid: 1, mpxn: '1312345678907', contractterm: '36', contractterms: ['36'], limitedcompany: true, limitedcompanynumber: '01234567',
  authorisationstatus: 1, creditcheckstatus: 1, paymentcalculationstatus: 1, annualconsumption: 12000, initialpayment: 300, commission: 1.5,
  tariffprices: prices(24), termprices: { '12': prices(26), '18': prices(25.5), '24': prices(25), '36': prices(24) }, meterpoints: [],
};
const allowed = { requestpaymentonprequalification: true };
const offered = { showpaymentrequest: true };

describe('the Request button', () => {
  it('shows when the payment was calculated, none was requested and the product allows it', () => {
    expect(canRequestPayment(row, allowed, offered)).toBe(true);
  });

  it.each([
    ['the calculation failed', { ...row, paymentcalculationstatus: 2 as const }, allowed, offered],
    ['a payment was requested', { ...row, initialpaymentstatus: 1 as const }, allowed, offered],
    ['a payment was requested through a linked id', { ...row, linkedtpiauthorisationid: 'A0' }, allowed, offered],
    ['the product does not allow it', row, { requestpaymentonprequalification: false }, offered],
    ['the product is not the intermediary’s', row, undefined, offered],
    ['the product definition offers no payment request', row, allowed, { showpaymentrequest: false }],
  ])('hides when %s', (_, candidate, product, definition) => {
    expect(canRequestPayment(candidate, product, definition)).toBe(false);
  });

  it('offers the terms of the intermediary’s product that its definition has too', () => {
    expect(offeredTerms({ contractterms: ['12', '18', '36'] }, { contractterms: ['12', '24', '36'] })).toEqual(['12', '36']);
  });
});

describe('commission override', () => {
  it.each([['abc', 0], ['-1', 0], ['', 0], [' 1.25 ', 1.25], ['0', 0], [2, 2]])('turns %p into %p', (typed, expected) => {
    expect(normaliseCommission(typed)).toBe(expected);
  });

  it('warns for each line whose commission is below the priced one, with the priced value', () => {
    const lines: InitialPaymentLine[] = [
      paymentLine(row, '36', 0.5)!,
      paymentLine({ ...row, id: 'A2', mpxn: '2012345678385' }, '36', 1.5)!,
      paymentLine({ ...row, id: 'A3', mpxn: '3938424403' })!,
    ];
    expect(commissionWarnings(lines)).toEqual(['Commission for 1312345678907 is lower than 1.50']);
  });

  it('prices a line with the override, so a lower commission lowers the payment', () => {
    expect(paymentLine(row, '36', 0)!.initialpayment).toBeLessThan(paymentLine(row)!.initialpayment);
  });
});

describe('lines and terms', () => {
  const first = paymentLine(row)!;
  const second = paymentLine({ ...row, id: 'A2', mpxn: '2012345678385' })!;

  it('keeps only the first line for a single meter request', () => {
    expect(linesForType('single', [first, second])).toEqual([first]);
    expect(linesForType('multi', [first, second])).toEqual([first, second]);
  });

  it('prices another term from the prices quoted for it', () => {
    const twelve = paymentLine(row, '12')!;
    expect(twelve.contractterm).toBe('12');
    expect(twelve.initialpayment).toBeGreaterThan(first.initialpayment);
    expect(paymentLine({ ...row, termprices: {} }, '12')).toBeUndefined();
  });

  it('offers only the product’s other terms not already listed for the meter point', () => {
    const twelve = paymentLine(row, '12')!;
    expect(termsToAdd(first, [first, twelve, second], ['12', '18', '24', '36'])).toEqual(['18', '24']);
    expect(termsToAdd(first, [first], ['24', '36'])).toEqual(['24']);
  });

  it('needs at least one term chosen, each one on offer', () => {
    expect(validateAddTerms([], ['12'])).toEqual(['Select at least one term']);
    expect(validateAddTerms(['36'], ['12'])).toEqual(['Term 36 cannot be added']);
    expect(validateAddTerms(['12'], ['12'])).toEqual([]);
  });
});

describe('the payment contact', () => {
  it('needs first name, last name, a valid email and a type', () => {
    expect(validatePaymentContact({ firstname: 'Ann', lastname: 'Baker', email: 'ann@example.com', paymentrequesttype: 'single' })).toEqual([]);
    expect(validatePaymentContact({ firstname: '', lastname: ' ', email: '', paymentrequesttype: 'other' as 'single' })).toEqual([
      'First name not provided', 'Last name not provided', 'Email not provided', 'Payment request type not provided',
    ]);
    expect(validatePaymentContact({ firstname: 'A', lastname: 'B', email: 'not-an-email', paymentrequesttype: 'multi' })).toEqual(['Email address is not valid']);
  });
});

describe('a passed pre-qualification', () => {
  it('needs the same company number and both checks passed', () => {
    expect(prequalificationPassed(row, '1234567')).toBe(true);
    expect(prequalificationPassed(row, '07654321')).toBe(false);
    expect(prequalificationPassed({ ...row, creditcheckstatus: 3 }, '01234567')).toBe(false);
    expect(prequalificationPassed({ ...row, authorisationstatus: 2 }, '01234567')).toBe(false);
    expect(prequalificationPassed({ ...row, limitedcompanynumber: undefined }, '01234567')).toBe(false);
  });
});
