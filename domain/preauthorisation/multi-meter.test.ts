import { multiMeterFailures, requestCompanions } from './multi-meter';
import { PAYMENT_MESSAGES } from './payment-request';

const meterpoints = [{ utilityid: 1 as const, mpxn: 'M1' }, { utilityid: 1 as const, mpxn: 'M2' }];
const row = (id: string, mpxn: string, contractterm = '36', tpiauthorisationid = 'PQ1') => ({ id, tpiauthorisationid, mpxn, contractterm, meterpoints });
const own = row('A', 'M1');

describe('a multi meter payment', () => {
  it('is refused with one meter point, saying what to do', () => {
    expect(multiMeterFailures(own, [{ tpiauthorisationid: 'PQ1', mpxn: 'M1' }])).toEqual([PAYMENT_MESSAGES.multiMeterOne]);
    expect(PAYMENT_MESSAGES.multiMeterOne).toMatch(/add the others .* or choose Single meter/);
  });

  it('is refused when a meter point of its pre-qualification request is left out, naming it', () => {
    expect(multiMeterFailures(own, [{ tpiauthorisationid: 'PQ1', mpxn: 'M1' }, { tpiauthorisationid: 'PQ9', mpxn: 'M2' }])).toEqual([PAYMENT_MESSAGES.multiMeterMissing('M2')]);
  });

  it('is accepted holding every meter point of its request, with others beside them', () => {
    const lines = [{ tpiauthorisationid: 'PQ1', mpxn: 'M1' }, { tpiauthorisationid: 'PQ1', mpxn: 'M2' }, { tpiauthorisationid: 'PQ9', mpxn: 'M9' }];
    expect(multiMeterFailures(own, lines)).toEqual([]);
  });
});

describe('the meter points a multi meter payment brings in', () => {
  const rows = [own, row('B12', 'M2', '12'), row('B36', 'M2', '36'), row('C', 'M2', '36', 'PQ2')];

  it('is the row of each other meter point of the request at the same term', () => {
    expect(requestCompanions(own, rows, [own], () => true).map((companion) => companion.id)).toEqual(['B36']);
  });

  it('is another term of it when that one cannot be requested, and none already listed', () => {
    expect(requestCompanions(own, rows, [own], (candidate) => candidate.id !== 'B36').map((companion) => companion.id)).toEqual(['B12']);
    expect(requestCompanions(own, rows, [own, rows[1]], () => true)).toEqual([]);
  });
});
