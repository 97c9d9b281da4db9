import { penceOfPounds } from '../../test/support/decimal-oracle';
import { PAYMENT_MESSAGES, paymentLine } from '../../domain/preauthorisation/payment-request';
import type { StoredAuthorisation } from './authorisation-store';
import { amountsByRow, planPayment, type RequestedPayment } from './payment-plan';

const prices = (unit: number) => [{ name: 'Unit Rate', value: unit }, { name: 'Standing Charge', value: 52 }];
const row = (id: string, mpxn: string, extra: Partial<StoredAuthorisation> = {}): StoredAuthorisation => ({
  id, tpiauthorisationid: 'PQ1', tpiid: 101, datetime: '2026-01-15T10:00:00.000Z', username: 'Bea Broker', name: 'Harbour Bakery Ltd', product: 3,
  utilityid: 1, mpxn, contractterm: '36', contractterms: ['36'], limitedcompany: true, authorisationstatus: 1, creditcheckstatus: 1,
  paymentcalculationstatus: 1, annualconsumption: 20000, initialpayment: 1, commission: 1.5, tariffprices: prices(25.9),
  termprices: { '12': prices(27.8), '36': prices(25.9) }, meterpoints: [], ...extra,
});
const rows = new Map([
  ['A', row('A', '1312345678907')],
  ['B', row('B', '2012345678385')],
  ['C', row('C', '1412345678900', { tpiid: 102 })],
]);
const products = { 3: { fileformats: [], contractterms: ['12', '36'], showthirdpartycosts: true, editthirdpartycosts: true, requestpaymentonprequalification: true } };
const request = (lines: RequestedPayment['initialpaymentdata'], type: 'single' | 'multi' = 'multi'): RequestedPayment => ({
  firstname: 'Ann', lastname: 'Baker', email: 'ann@example.com', paymentrequesttype: type, initialpaymentdata: lines,
});
const line = (id: string, term = '36', commissionoverride?: number | string) => ({ ...paymentLine(rows.get(id)!, term)!, initialpayment: 0, commissionoverride });

describe('planning a payment request', () => {
  it('re-prices every line from the stored rows, ignoring the amounts sent, with typed overrides normalised', () => {
    const plan = planPayment('A', request([line('A', '36', '-3'), line('A', '12'), line('B')]), rows, 101, products);
    expect(plan.failures).toEqual([]);
    expect(plan.lines.map((entry) => entry.initialpayment)).toEqual([
      paymentLine(rows.get('A')!, '36', 0)!.initialpayment,
      paymentLine(rows.get('A')!, '12')!.initialpayment,
      paymentLine(rows.get('B')!)!.initialpayment,
    ]);
    expect(penceOfPounds(plan.total)).toBe(plan.lines.reduce((sum, entry) => sum + penceOfPounds(entry.initialpayment), 0n));
    const rowA = amountsByRow(plan.lines).get('A')!;
    expect(penceOfPounds(rowA.initialpayment)).toBe(penceOfPounds(plan.lines[0].initialpayment) + penceOfPounds(plan.lines[1].initialpayment));
    expect(rowA.commission).toBe(0);
  });

  it('lists every reason a request cannot be made', () => {
    const plan = planPayment('A', request([line('B'), line('B'), line('C'), { ...line('A'), contractterm: '18' }], 'single'), rows, 101, products);
    expect(plan.failures).toEqual([
      'A single meter request has exactly one line',
      'The first line must be the authorisation the request is made for',
      '2012345678385 at 36 months is listed twice',
      'Authorisation C was not found',
      'Term 18 is not available for 1312345678907',
    ]);
  });

  it('refuses rows already requested, not calculated, or on a product without payment on pre-qualification', () => {
    const requested = new Map([['A', row('A', '1', { initialpaymentstatus: 1 })], ['B', row('B', '2', { paymentcalculationstatus: 2 })]]);
    expect(planPayment('A', request([line('A'), line('B')]), requested, 101, products).failures).toEqual([
      'A payment has already been requested for 1',
      'A payment cannot be requested for 2',
    ]);
    const notAllowed = { 3: { ...products[3], requestpaymentonprequalification: false } };
    expect(planPayment('A', request([line('A')], 'single'), rows, 101, notAllowed).failures).toEqual(['A payment cannot be requested for 1312345678907']);
  });

  it('refuses a commission override where the product lets only the supplier set commission, and takes the priced one', () => {
    const fixed = { 3: { ...products[3], editthirdpartycosts: false } };
    expect(planPayment('A', request([line('A', '36', '0.5'), line('B', '36', 1.5)]), rows, 101, fixed).failures).toEqual([
      'Commission for 1312345678907 is set by the supplier for this product and cannot be changed',
    ]);
    expect(planPayment('A', request([line('A')], 'single'), rows, 101, fixed).failures).toEqual([]);
  });

  it('refuses a multi meter request holding one meter point, or leaving out one checked with it', () => {
    const meterpoints = [{ utilityid: 1 as const, mpxn: '1312345678907' }, { utilityid: 1 as const, mpxn: '2012345678385' }];
    const together = new Map([['A', row('A', '1312345678907', { meterpoints })], ['B', row('B', '2012345678385', { meterpoints })]]);
    expect(planPayment('A', request([line('A'), line('A', '12')]), together, 101, products).failures).toEqual([PAYMENT_MESSAGES.multiMeterOne]);
    expect(planPayment('A', request([line('A'), line('C')]), new Map([...together, ['C', row('C', '1412345678900', { tpiauthorisationid: 'PQ2' })]]), 101, products).failures).toEqual([
      PAYMENT_MESSAGES.multiMeterMissing('2012345678385'),
    ]);
    expect(planPayment('A', request([line('A'), line('B')]), together, 101, products).failures).toEqual([]);
  });
});
