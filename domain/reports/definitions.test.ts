import { REPORT } from '../access';
import { lineFunctionApplies, REPORT_DEFINITIONS, REPORT_NAMES, REPORT_ROUTES, RESEND_PAYMENT_EMAIL } from './definitions';

describe('report definitions', () => {
  it('has one definition per report number the portal defines', () => {
    expect(REPORT_NAMES.map((name) => REPORT_DEFINITIONS[name].report).sort((a, b) => a - b)).toEqual(Object.values(REPORT).sort((a, b) => a - b));
    expect(Object.values(REPORT_ROUTES).sort()).toEqual([...REPORT_NAMES].sort());
  });

  it.each(REPORT_NAMES)('%s has a heading per field, and formats, grouping, filter and line-function fields among its fields', (name) => {
    const d = REPORT_DEFINITIONS[name];
    expect(d.columnheadings).toHaveLength(d.fieldnames.length);
    for (const field of [...Object.keys(d.columnformats), ...d.groupingfields, ...d.filterfields]) expect(d.fieldnames).toContain(field);
    expect(d.filterfields.length).toBeGreaterThan(0);
    for (const f of d.linefunctions) for (const field of [...f.fields, ...(f.appliesWhen ? [f.appliesWhen.field] : [])]) expect(d.fieldnames).toContain(field);
  });

  it('carries the defined columns and headings of the contract report', () => {
    const d = REPORT_DEFINITIONS.contracts;
    expect(d.fieldnames).toEqual([
      'customerid', 'customername', 'startdate', 'receiveddate', 'durationmonths', 'contractid', 'siteid', 'sitename', 'address', 'product',
      'meterpointreference', 'effectivefrom', 'registrationstatus', 'creditcheckstatus', 'regcount', 'objcount', 'lastobjectiondate',
      'initialpaymentstatus', 'employeeid',
    ]);
    expect(d.columnheadings[d.fieldnames.indexOf('contractid')]).toBe('Contract Id');
    expect(d.columnheadings[d.fieldnames.indexOf('effectivefrom')]).toBe('Registration Date');
    expect(d.columnheadings[d.fieldnames.indexOf('initialpaymentstatus')]).toBe('Payment Status');
  });

  it('names each date window for the date it filters: contracts by received date, commission by due date', () => {
    const labels = (name: 'contracts' | 'commission') => REPORT_DEFINITIONS[name].parameters.map((p) => p.label);
    expect(labels('contracts')).toEqual(['Received date from', 'Received date to']);
    expect(labels('commission')).toEqual(['Due date from', 'Due date to']);
  });

  it('offers resend payment email on the contract report with the defined messages, sending customerid', () => {
    expect(REPORT_DEFINITIONS.contracts.linefunctions).toEqual([
      expect.objectContaining({ function: 'resendpaymentemail', fields: ['customerid'], success: 'Payment email resent', failure: 'Failed to resend payment email' }),
    ]);
  });

  it.each([
    ['Requested', true],
    ['Awaiting payment', true],
    ['Paid', false],
    ['Declined', false],
    [undefined, false],
  ])('offers resend payment email on a line whose payment status is %s: %s', (initialpaymentstatus, offered) => {
    expect(lineFunctionApplies(RESEND_PAYMENT_EMAIL, { customerid: 'C101-0001', initialpaymentstatus })).toBe(offered);
  });

  it('offers a function without a rule on every row', () => {
    expect(lineFunctionApplies({}, {})).toBe(true);
  });
});
