import { REPORT_DEFINITIONS } from './definitions';
import { FILTER_MESSAGES, filterLines, lineMatches, moneyTotals } from './line-filter';

const { contracts, commission } = REPORT_DEFINITIONS;

const lines = [
  { customerid: 'C101-0001', customername: 'Harbour Cafe Ltd', meterpointreference: '1312345678907', paymentstatus: 'Paid', amount: 0.1, upliftvalue: 0.7 },
  { customerid: 'C101-0001', customername: 'Harbour Cafe Ltd', meterpointreference: '7481235106', paymentstatus: 'Pending', amount: 0.2 },
  { customerid: 'C101-0002', customername: 'Park Row Dental Practice', meterpointreference: '1312345678915', paymentstatus: 'Paid', amount: '1234.56' },
];

describe('the filter over report lines', () => {
  it('finds a meter point reference exactly among the lines, and nothing else', () => {
    expect(filterLines(commission, lines, '7481235106')).toEqual([lines[1]]);
  });

  it('matches any case, in customer name and id, site, meter point and status', () => {
    expect(filterLines(commission, lines, 'HARBOUR').map((line) => line.meterpointreference)).toEqual(['1312345678907', '7481235106']);
    expect(filterLines(commission, lines, 'c101-0002')).toEqual([lines[2]]);
    expect(filterLines(commission, lines, 'pending')).toEqual([lines[1]]);
    expect(lineMatches(contracts, { sitename: 'Unit 4, Quay Street' }, 'quay')).toBe(true);
    expect(lineMatches(contracts, { initialpaymentstatus: 'Awaiting payment' }, 'awaiting')).toBe(true);
  });

  it('needs every word found, each in any field', () => {
    expect(filterLines(commission, lines, 'harbour paid')).toEqual([lines[0]]);
    expect(filterLines(commission, lines, 'harbour dental')).toEqual([]);
  });

  it('finds an MPAN typed in groups of digits', () => {
    expect(filterLines(commission, lines, ' 1312 3456 78907 ')).toEqual([lines[0]]);
  });

  it('keeps every line for an empty or blank filter', () => {
    expect(filterLines(commission, lines, '   ')).toEqual(lines);
  });

  it('searches only the filter fields: not amounts, uplifts or product names', () => {
    expect(filterLines(commission, lines, '0.7')).toEqual([]);
    expect(lineMatches(commission, { product: 'Business Fixed Gas' }, 'gas')).toBe(false);
  });
});

describe('the totals of what the filter shows', () => {
  it('adds the money columns in whole pence: 0.1 + 0.2 is 0.30, and amounts sent as text count', () => {
    expect(moneyTotals(commission, lines)).toEqual([{ field: 'amount', heading: 'Amount', pounds: 1234.86 }]);
    expect(moneyTotals(commission, filterLines(commission, lines, 'harbour'))).toEqual([{ field: 'amount', heading: 'Amount', pounds: 0.3 }]);
  });

  it('counts a missing amount as nothing, and a report without money columns has no totals', () => {
    expect(moneyTotals(commission, [{ amount: null }, {}])).toEqual([{ field: 'amount', heading: 'Amount', pounds: 0 }]);
    expect(moneyTotals(contracts, lines)).toEqual([]);
  });
});

describe('the filter messages', () => {
  it('names a total by its column, saying when it is of the loaded lines only', () => {
    expect(FILTER_MESSAGES.total('Amount', '£1,234.56', false)).toBe('Total Amount: £1,234.56');
    expect(FILTER_MESSAGES.total('Amount', '£1,234.56', true)).toBe('Total Amount: £1,234.56 (of the loaded lines; more lines exist)');
  });

  it('counts the matches among the loaded lines, saying so when more lines exist', () => {
    expect(FILTER_MESSAGES.matches(3, 500, true)).toBe('3 of 500 loaded lines match');
    expect(FILTER_MESSAGES.matches(1, 1200, false)).toBe('1 of 1,200 lines matches');
  });

  it('says what to do when no line matches', () => {
    expect(FILTER_MESSAGES.noMatch(' acme ', true)).toBe('No line matches "acme": clear the filter or widen the dates');
    expect(FILTER_MESSAGES.noMatch('acme', false)).toBe('No line matches "acme": clear the filter or change the search');
  });
});
