import { REPORT_DEFINITIONS } from './definitions';
import { checkParameters, defaultParameters, windowAhead } from './parameters';

const { contracts, commission, ecoespostcode, ecoesmpan, xoserveaddress, xoservemprn } = REPORT_DEFINITIONS;

describe('default report parameters', () => {
  const today = new Date(2026, 2, 5);

  it('opens the contract report on the last 7 days and the commission report on the last 30, ending today', () => {
    expect(defaultParameters(contracts, today)).toEqual({ fromdate: '2026-02-26', todate: '2026-03-05' });
    expect(defaultParameters(commission, today)).toEqual({ fromdate: '2026-02-03', todate: '2026-03-05' });
  });

  it('opens the searches empty', () => {
    expect(defaultParameters(xoserveaddress, today)).toEqual({ postcode: '', buildingnumber: '', buildingname: '' });
  });
});

describe('the window of payments still to come', () => {
  it('runs the commission report from today to 5 years ahead', () => {
    expect(windowAhead(commission, new Date(2026, 2, 5))).toEqual({ fromdate: '2026-03-05', todate: '2031-03-05' });
  });

  it('is offered only by a report of dates still to come', () => {
    expect(windowAhead(contracts, new Date(2026, 2, 5))).toBeUndefined();
  });
});

describe('checking report parameters', () => {
  it('accepts a date window and keeps its values', () => {
    expect(checkParameters(contracts, { fromdate: '2026-01-01', todate: '2026-01-31' })).toEqual({
      values: { fromdate: '2026-01-01', todate: '2026-01-31' },
      errors: [],
      fieldErrors: {},
    });
  });

  it('reads dates written dd/mm/yyyy as the ISO days they name', () => {
    expect(checkParameters(contracts, { fromdate: '1/1/2026', todate: '31/01/2026' })).toEqual({
      values: { fromdate: '2026-01-01', todate: '2026-01-31' },
      errors: [],
      fieldErrors: {},
    });
    expect(checkParameters(contracts, { fromdate: '01/02/2026', todate: '2026-01-31' }).errors).toEqual(['Received date to must not be before Received date from']);
  });

  it('gives each message to the parameter it is about, a window the wrong way round to its end', () => {
    expect(checkParameters(contracts, { fromdate: '31/02/2026' }).fieldErrors).toEqual({
      fromdate: ['Received date from must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026'],
      todate: ['Received date to must be entered'],
    });
    expect(checkParameters(contracts, { fromdate: '01/02/2026', todate: '2026-01-31' }).fieldErrors).toEqual({ todate: ['Received date to must not be before Received date from'] });
    expect(checkParameters(ecoespostcode, { postcode: 'not a postcode' }).fieldErrors).toEqual({ postcode: ['Post code is not a valid UK post code'] });
    expect(checkParameters(xoservemprn, { mprn: '1.5E+09' }).fieldErrors).toEqual({ mprn: [expect.stringContaining('is a number a spreadsheet shortened')] });
  });

  it.each([
    [{}, ['Due date from must be entered', 'Due date to must be entered']],
    [{ fromdate: '12/31/2026', todate: '2026-02-30' }, ['Due date from must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026', 'Due date to must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026']],
    [{ fromdate: '31/02/2026', todate: '2026-03-01' }, ['Due date from must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026']],
    [{ fromdate: '2026-02-01', todate: '2026-01-01' }, ['Due date to must not be before Due date from']],
  ])('refuses dates %j with %j', (query, errors) => {
    expect(checkParameters(commission, query).errors).toEqual(errors);
  });

  it('answers a window of any length, such as the years of commission a three-year contract pays', () => {
    expect(checkParameters(commission, { fromdate: '01/12/2026', todate: '30/11/2029' })).toEqual({ values: { fromdate: '2026-12-01', todate: '2029-11-30' }, errors: [], fieldErrors: {} });
  });

  it('normalises a postcode and refuses one that cannot exist', () => {
    expect(checkParameters(ecoespostcode, { postcode: ' ls14ap ' }).values).toEqual({ postcode: 'LS1 4AP' });
    expect(checkParameters(ecoespostcode, { postcode: 'QQ1 1QQ' }).errors).toEqual(['Post code is not a valid UK post code']);
  });

  it('takes the core of a full MPAN and refuses a wrong length or check digit', () => {
    expect(checkParameters(ecoesmpan, { mpancore: '00 111 222 1312345678907' }).values).toEqual({ mpancore: '1312345678907' });
    expect(checkParameters(ecoesmpan, { mpancore: '131234567890' }).errors).toEqual(['MPAN Core should be 13 digits']);
    expect(checkParameters(ecoesmpan, { mpancore: '1312345678900' }).errors).toEqual(['MPAN Core check digit is not valid']);
  });

  it('refuses an MPRN that is not up to 10 digits', () => {
    expect(checkParameters(xoservemprn, { mprn: '3938424403' }).errors).toEqual([]);
    expect(checkParameters(xoservemprn, { mprn: '39384244031' }).errors).toEqual(['MPRN should be 10 or fewer digits']);
    expect(checkParameters(xoservemprn, { mprn: '12AB' }).errors).toEqual(['MPRN should be 10 or fewer digits']);
  });

  it('needs the gas address postcode but not the building, and bounds the building fields', () => {
    expect(checkParameters(xoserveaddress, { postcode: 'M1 1AE' }).errors).toEqual([]);
    expect(checkParameters(xoserveaddress, { buildingnumber: '12' }).errors).toEqual(['Post Code must be entered']);
    expect(checkParameters(xoserveaddress, { postcode: 'M1 1AE', buildingname: 'x'.repeat(51) }).errors).toEqual([
      'Building Name cannot have more than 50 characters',
    ]);
  });
});
