import { FILE_FORMATS } from '../reference-data/file-formats';
import { mpanCheckDigit } from '../meter-points';
import { pageRowFailures, RowImporter } from './row-importer';
import { validateStructuredData } from './validate-structured';
import { SAMPLE_HEADING, SAMPLE_START_DATE, sampleMpan, sampleMprn, sampleRow, sampleRows } from '../../test/support/sample-rows';
import { IMPORT_MESSAGES } from './messages';
import type { ImportContext } from './types';

const format = FILE_FORMATS[0];
const context: ImportContext = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set(), renewal: false, thirdPartyCosts: { show: true, edit: true } };

function importRows(rows: readonly (readonly string[])[], ctx: ImportContext = context, heading = SAMPLE_HEADING) {
  const importer = new RowImporter(format, heading, ctx);
  rows.forEach((row, i) => importer.addRow(row, i + 2));
  return importer.finish();
}

const rowWith = (changes: Record<string, string>, c = 1, s = 1, fuel: 1 | 2 = 1) => {
  const row = { ...sampleRow(c, s, fuel), ...changes };
  return SAMPLE_HEADING.map((name) => row[name]);
};

describe('RowImporter', () => {
  it('merges the rows of one customer into one tree with sites, both fuels, meter points and prices', () => {
    const result = importRows(sampleRows(10));
    expect(result.failures).toEqual([]);
    expect(result.rowcount).toBe(10);
    const third = result.customers.find((customer) => customer.name === 'Customer 3 Ltd')!;
    expect(third.sites).toHaveLength(2);
    expect(third.contracts).toEqual([{ startdate: SAMPLE_START_DATE, contractterm: '36' }]);
    expect(third.accounts).toHaveLength(1);
    const products = third.sites[0].products;
    expect(products.map((product) => product.utilityid)).toEqual([1, 2]);
    expect(products[0].elecmeterpoints![0]).toMatchObject({ mpancore: sampleMpan(31), eac: '45000', upliftvalue: '1.500', contractindex: 0 });
    expect(products[1].gasmeterpoints![0]).toMatchObject({ mprn: sampleMprn(31), aq: '60000' });
    expect(products[0].elecmeterpoints![0].prices).toEqual([{ name: 'Unit Rate', value: '24.5100' }, { name: 'Standing Charge', value: '55.0000' }]);
    expect(result.meterpoints).toHaveLength(10);
  });

  it('reports each kind of field error with its row, column and line', () => {
    const result = importRows([
      rowWith({ 'Customer Name': '' }),
      rowWith({ 'Customer Name': 'x'.repeat(101) }),
      rowWith({ 'MPAN Core': '1312345678900' }, 2),
      rowWith({ 'MPAN Core': '12345' }, 3),
      rowWith({ MPRN: '12345678901' }, 4, 1, 2),
      rowWith({ 'Site Post Code': 'NOT A CODE' }, 5),
      rowWith({ 'Contract Term': '18' }, 6),
      rowWith({ 'Contract Start Date': '2026-02-30' }, 7),
      rowWith({ 'Unit Rate': 'cheap' }, 8),
      rowWith({ 'Site Street': '', 'Site Building Number': '' }, 9),
      rowWith({ Fuel: '3' }, 10),
      rowWith({ 'Day Rate': '20.1' }, 11, 1, 2),
      rowWith({ 'MPAN Core': '' }, 12),
    ]);
    const seen = result.failures.map((f) => [f.row, f.column, f.message, f.line]);
    expect(seen).toEqual(
      expect.arrayContaining([
        [2, 'Customer Name', 'Required', 2],
        [3, 'Customer Name', 'Too long', 3],
        [4, 'MPAN Core', 'MPAN Core check digit is not valid', 4],
        [5, 'MPAN Core', 'MPAN Core should be 13 digits', 5],
        [6, 'MPRN', 'MPRN should be 10 or fewer digits', 6],
        [7, 'Site Post Code', 'Post code is not a valid UK post code', 7],
        [8, 'Contract Term', 'Term 18 months is not offered for this product: choose 12, 24 or 36 months', 8],
        [9, 'Contract Start Date', 'Must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026', 9],
        [10, 'Unit Rate', 'Enter a number, like 24.51', 10],
        [11, 'Site Street', 'Required', 11],
        [11, 'Site Building Name', 'Either building name or number must be entered', 11],
        [12, 'Fuel', 'Choose Electricity or Gas', 12],
        [13, 'Day Rate', 'Day Rate is not a price for this fuel', 13],
        [14, 'MPAN Core', 'MPAN Core not provided for row 14', 14],
      ]),
    );
    // The street's 'Required' is not repeated as the address rule's 'Thoroughfare must be entered'.
    expect(result.failures.filter((f) => f.row === 11 && f.column === 'Site Street')).toHaveLength(1);
  });

  it('says which meter points a spreadsheet shortened to scientific notation, and how to keep their digits', () => {
    const result = importRows([rowWith({ 'MPAN Core': '1.50001E+12' }), rowWith({ MPRN: '7.1E+09' }, 2, 1, 2)]);
    expect(result.failures.map((f) => [f.row, f.column, f.message])).toEqual([
      [2, 'MPAN Core', '1.50001E+12 is a number a spreadsheet shortened, losing digits: enter all 13 digits of the MPAN Core (in the spreadsheet, format the column as Text so it keeps them)'],
      [3, 'MPRN', '7.1E+09 is a number a spreadsheet shortened, losing digits: enter every digit of the MPRN (in the spreadsheet, format the column as Text so it keeps them)'],
    ]);
  });

  it('gives a long building number the address rule\'s message alone, not a missing building too', () => {
    const result = importRows([rowWith({ 'Site Building Number': '12345', 'Site Building Name': '' })]);
    expect(result.failures.map((f) => [f.row, f.column, f.message])).toEqual([[2, 'Site Building Number', 'Building number cannot have more than 4 characters']]);
    const named = importRows([rowWith({ 'Site Building Number': '12345', 'Site Building Name': 'Mill House' })]);
    expect(named.failures.map((f) => f.message)).toEqual(['Building number cannot have more than 4 characters']);
  });

  it('stores contract start dates as ISO days, whichever form the row wrote them in', () => {
    const result = importRows([rowWith({ 'Contract Start Date': '01/12/2026' }, 1), rowWith({ 'Contract Start Date': '2026-12-01' }, 2), rowWith({ 'Contract Start Date': '1/2/2027' }, 3)]);
    expect(result.failures).toEqual([]);
    expect(result.customers.map((customer) => customer.contracts[0].startdate)).toEqual(['2026-12-01', '2026-12-01', '2027-02-01']);
    const american = importRows([rowWith({ 'Contract Start Date': '12/31/2026' })]);
    expect(american.failures.map((f) => [f.column, f.message])).toEqual([['Contract Start Date', 'Must be a real date written dd/mm/yyyy (or yyyy-mm-dd), like 31/12/2026']]);
  });

  it('keeps company numbers as Companies House writes them, restoring the zeros a spreadsheet dropped, and refuses what is none', () => {
    const numbers = ['1234567', 'sc 123456', '00012345', 'AB12345X'];
    const result = importRows(numbers.map((number, i) => rowWith({ 'Company Number': number }, i + 1)));
    expect(result.customers.map((customer) => customer.companynumber)).toEqual(['01234567', 'SC123456', '00012345', undefined]);
    expect(result.failures.map((f) => [f.row, f.column, f.message])).toEqual([[5, 'Company Number', 'Enter the Companies House number, 8 characters like 01234567 or SC123456']]);
  });

  it('puts back the leading 0 or + a spreadsheet dropped from a phone number, and refuses what is no UK number', () => {
    const phones = ['1179496000', '7700900123', '01179 496000', '117949600', '441179496000', '12125550100'];
    const result = importRows(phones.map((phone, i) => rowWith({ 'Contact Phone': phone }, i + 1)));
    expect(result.customers.map((customer) => customer.contacts[0].phonenumber)).toEqual(['01179496000', '07700900123', '01179 496000', '0117949600', '+441179496000', undefined]);
    expect(result.failures.map((f) => [f.row, f.column, f.message])).toEqual([[7, 'Contact Phone', 'Enter a UK phone number like 01632 960001 or +44 1632 960001']]);
  });

  it('reads the fuel as brokers write it, in any case', () => {
    const written = ['1', 'Electricity', 'ELECTRIC', 'elec', '2', 'Gas'];
    const result = importRows(written.map((fuel, i) => rowWith({ Fuel: fuel }, i + 1, 1, i < 4 ? 1 : 2)));
    expect(result.failures).toEqual([]);
    expect(result.customers.map((customer) => customer.sites[0].products[0].utilityid)).toEqual([1, 1, 1, 1, 2, 2]);
  });

  it('takes a fuel cell naming an object property for no fuel', () => {
    const result = importRows([rowWith({ Fuel: 'constructor' }), rowWith({ Fuel: '__proto__' }, 2)]);
    expect(result.failures.map((f) => [f.row, f.column, f.message])).toEqual([
      [2, 'Fuel', 'Choose Electricity or Gas'],
      [3, 'Fuel', 'Choose Electricity or Gas'],
    ]);
  });

  it('normalises post codes and reduces a full 21-digit MPAN to its core', () => {
    const result = importRows([rowWith({ 'Site Post Code': 'bs14dj', 'MPAN Core': `00111222${sampleMpan(11)}` })]);
    expect(result.failures).toEqual([]);
    expect(result.customers[0].sites[0].postcode).toBe('BS1 4DJ');
    expect(result.customers[0].sites[0].products[0].elecmeterpoints![0].mpancore).toBe(sampleMpan(11));
  });

  it('reports a meter point repeated in the file, and ones in open imports or live contracts', () => {
    const repeated = importRows([rowWith({}, 1), rowWith({}, 1)]);
    expect(repeated.failures).toEqual([expect.objectContaining({ row: 3, column: 'MPAN Core', message: 'MPAN in row 3 is a duplicate of row 2' })]);
    const repeatedGas = importRows([rowWith({}, 1, 1, 2), rowWith({}, 2), rowWith({}, 1, 1, 2)]);
    expect(repeatedGas.failures).toEqual([expect.objectContaining({ row: 4, column: 'MPRN', message: 'MPRN in row 4 is a duplicate of row 2' })]);
    const repeatedAfterRepeat = importRows([rowWith({}, 1), rowWith({}, 1), rowWith({}, 2), rowWith({}, 2), rowWith({}, 1)]);
    expect(repeatedAfterRepeat.failures.map((f) => f.message)).toEqual([
      'MPAN in row 3 is a duplicate of row 2',
      'MPAN in row 5 is a duplicate of row 4',
      'MPAN in row 6 is a duplicate of row 2',
    ]);
    const mpan = sampleMpan(11);
    const mprn = sampleMprn(11);
    const clashing = importRows([rowWith({}), rowWith({}, 1, 1, 2)], { ...context, openImportMeterPoints: new Map([[mpan, 'May.csv, imported 01/05/2027 09:30']]), liveContractMeterPoints: new Set([mprn]) });
    expect(clashing.failures.map((f) => f.message)).toEqual([
      `Meter point ${mpan} is already in another open import (May.csv, imported 01/05/2027 09:30)`,
      `Meter point ${mprn} is already under a live contract`,
    ]);
    const renewal = importRows([rowWith({}), rowWith({}, 1, 1, 2)], { ...context, renewal: true, liveContractMeterPoints: new Set([mprn]) });
    expect(renewal.failures).toEqual([]);
    expect(renewal.warnings.map((w) => w.message)).toEqual([`Meter point ${mpan} is not under a live contract to renew`]);
  });

  it('warns of an unknown distributor and MPRN check digits that do not match at upload, as saving the import does', () => {
    const independent = `24${'1234567890'}`;
    const mpan = `${independent}${mpanCheckDigit(independent)}`;
    const good = sampleMprn(11);
    const mprn = `${good.slice(0, 8)}${good.endsWith('99') ? '00' : '99'}`;
    const result = importRows([rowWith({ 'MPAN Core': mpan }), rowWith({ MPRN: mprn }, 1, 1, 2), rowWith({}, 2)]);
    expect(result.failures).toEqual([]);
    const doubts = [
      { message: 'Distributor id 24 is not a known distribution network', row: 2, column: 'MPAN Core', line: 1 },
      { message: 'MPRN check digits do not match; please check the number', row: 3, column: 'MPRN', line: 1 },
    ];
    expect(result.warnings).toEqual(doubts.map((doubt) => ({ ...doubt, path: '' })));
    const saved = validateStructuredData(result.customers, context).warnings;
    expect(saved.map((warning) => [warning.line, warning.field, warning.message])).toEqual([[1, 'mpancore', doubts[0].message], [1, 'mprn', doubts[1].message]]);
  });

  it('fails a file missing a required column and warns of unknown ones, matching headings loosely', () => {
    const loosely: Record<string, string> = { 'Customer Name': '\uFEFF customer name ', 'Site Post Code': 'Site Postcode', 'MPAN Core': 'MPAN\u00a0Core', 'Contract Start Date': 'Contract  start date' };
    const heading = SAMPLE_HEADING.map((name) => loosely[name] ?? name).filter((name) => name !== 'Site Town');
    const rows = sampleRows(2).map((row) => row.filter((_, i) => SAMPLE_HEADING[i] !== 'Site Town'));
    const result = importRows(rows, context, [...heading, 'Notes']);
    expect(result.failures).toEqual([{ message: "Column 'Site Town' is missing", line: 1, row: 1, column: 'Site Town' }]);
    expect(result.customers).toEqual([]);
    const whole = importRows(sampleRows(2), context, SAMPLE_HEADING.map((name) => loosely[name] ?? name));
    expect([whole.failures, whole.warnings]).toEqual([[], []]);
    expect(whole.customers[0].sites[0]).toMatchObject({ postcode: sampleRow(1, 1, 1)['Site Post Code'] });
    expect(result.warnings).toEqual([expect.objectContaining({ message: "Column 'Notes' is not part of the file format and was ignored" })]);
  });

  it('fails a file whose first row holds none of the headings once, saying where they go, with no warning for each title cell', () => {
    const result = importRows(sampleRows(2), context, ['Acme Energy Brokers: contracts for November', '', 'Sent 24/11/2026']);
    expect(result.failures).toEqual([
      {
        message: 'The first row holds none of the column headings of Standard CSV: put the headings, like Customer Name and Site Name, in the first row (of the first sheet, in a workbook), then upload the file again',
        line: 1,
        row: 1,
      },
    ]);
    expect(result.warnings).toEqual([]);
    expect(result.customers).toEqual([]);
  });

  it('fails a file with a heading and no rows', () => {
    expect(importRows([]).failures).toEqual([expect.objectContaining({ message: 'The file has a heading row but no data rows' })]);
  });

  it('names a term written in words as written, not as months of it', () => {
    const result = importRows([rowWith({ 'Contract Term': '3 years' })]);
    expect(result.failures.map((f) => f.message)).toEqual(["Term '3 years' is not offered for this product: choose 12, 24 or 36 months"]);
  });

  it('warns when a later row gives the same customer other details, naming the field and both values', () => {
    const result = importRows([rowWith({}, 1, 1), rowWith({ 'SIC Code': '56101' }, 1, 2)]);
    expect(result.customers).toHaveLength(1);
    expect(result.warnings.map((w) => [w.row, w.column, w.message])).toEqual([[3, 'SIC Code', "Customer details differ from row 2: SIC Code is 56101 here, 56102 there; the first row's were kept"]]);
  });

  it("warns when a later row gives a customer's site, contact or account other details, as it does for the customer", () => {
    const result = importRows([
      rowWith({}, 1, 1, 1),
      rowWith({ 'Contact Phone': '02070 000000' }, 1, 1, 2),
      rowWith({ 'Site County': 'Somerset' }, 2, 1, 1),
      rowWith({}, 3, 1, 1),
      rowWith({ 'Site County': 'Avon' }, 2, 1, 2),
    ]);
    expect(result.failures).toEqual([]);
    expect(result.warnings.map((w) => [w.row, w.column, w.message])).toEqual([
      [3, 'Contact Phone', "Contact details differ from an earlier row: Contact Phone is 02070 000000 here, 01179 496000 there; the first row's were kept"],
      [6, 'Site County', "Site details differ from an earlier row: Site County is Avon here, Somerset there; the first row's were kept"],
    ]);
    expect(result.customers[0].contacts).toEqual([expect.objectContaining({ phonenumber: '01179 496000' })]);
  });

  it('puts a row\'s warning on the customer it is about (its line and path), keeping the file row; the heading\'s stay the file\'s', () => {
    const heading = [...SAMPLE_HEADING, 'Notes'];
    const rows = [rowWith({}, 1), rowWith({}, 2), rowWith({ 'SIC Code': '56101' }, 1, 2), rowWith({}, 3), rowWith({}, 4)].map((row) => [...row, 'note']);
    const result = importRows(rows, context, heading);
    expect(result.customers.map((customer) => customer.name)).toEqual(['Customer 1 Ltd', 'Customer 2 Ltd', 'Customer 3 Ltd', 'Customer 4 Ltd']);
    expect(result.warnings).toEqual([
      { message: "Column 'Notes' is not part of the file format and was ignored", line: 1, row: 1, column: 'Notes' },
      { message: "Customer details differ from row 2: SIC Code is 56101 here, 56102 there; the first row's were kept", line: 1, row: 4, column: 'SIC Code', path: '' },
    ]);
  });

  it('finds a customer\'s earlier site and contract by merge key, however many it has and however the row cases them', () => {
    const sites = Array.from({ length: 12 }, (_, s) => s + 1);
    const elec = sites.map((s) => rowWith({ 'Contract Term': s % 2 ? '12' : '24' }, 1, s, 1));
    const gas = [...sites].reverse().map((s) => {
      const row: Record<string, string> = { ...sampleRow(1, s, 2), 'Site Name': ` CUSTOMER 1 SITE ${s} `, 'Contract Term': s % 2 ? '12' : '24' };
      return SAMPLE_HEADING.map((name) => row[name]);
    });
    const result = importRows([...elec, ...gas]);
    expect(result.failures).toEqual([]);
    const [customer] = result.customers;
    expect(customer.sites.map((site) => site.name)).toEqual(sites.map((s) => `Customer 1 site ${s}`));
    expect(customer.contracts.map((contract) => contract.contractterm)).toEqual(['12', '24']);
    for (const [i, site] of customer.sites.entries()) {
      expect(site.products.map((product) => product.utilityid)).toEqual([1, 2]);
      expect(site.products[1].gasmeterpoints).toEqual([expect.objectContaining({ mprn: sampleMprn(10 + sites[i]), contractindex: sites[i] % 2 ? 0 : 1 })]);
    }
  });

  it('builds the customers one at a time when asked, as the whole list has them', () => {
    const result = importRows(sampleRows(30));
    const oneByOne = [...result.eachCustomer()];
    expect(result.customercount).toBe(oneByOne.length);
    expect(oneByOne.length).toBeGreaterThan(1);
    expect(oneByOne).toEqual(result.customers);
  });

  it('judges a cell repeating the row above by the row it is in: the same bad cell fails twice, a price right for one fuel fails for the other', () => {
    const result = importRows([
      rowWith({ 'Site Post Code': 'NOT A POSTCODE', 'Night Rate': '14.88' }, 1, 1, 1),
      rowWith({ 'Site Post Code': 'NOT A POSTCODE', 'Night Rate': '14.88' }, 1, 1, 2),
    ]);
    expect(result.failures.map(({ row, column }) => `${row} ${column}`)).toEqual(['2 Site Post Code', '3 Site Post Code', '3 Night Rate']);
  });
});

describe('pageRowFailures', () => {
  const pageContext = { contractterms: context.contractterms, thirdPartyCosts: context.thirdPartyCosts };

  it('names the file rows of a later page, as the import does', () => {
    const failures = pageRowFailures(format, SAMPLE_HEADING, [rowWith({}), rowWith({ 'Site Post Code': 'NOWHERE' }, 2)], 52, pageContext);
    expect(failures.map((f) => [f.row, f.column])).toEqual([[53, 'Site Post Code']]);
  });

  it('fails nothing in a cleared row, which a save removes', () => {
    const cleared = SAMPLE_HEADING.map(() => '');
    expect(pageRowFailures(format, SAMPLE_HEADING, [rowWith({}), cleared, rowWith({}, 2)], 2, pageContext)).toEqual([]);
  });

  it('names the page\'s own rows when a meter point repeats in it', () => {
    const failures = pageRowFailures(format, SAMPLE_HEADING, [rowWith({}), rowWith({})], 52, pageContext);
    expect(failures).toEqual([expect.objectContaining({ row: 53, column: 'MPAN Core', message: IMPORT_MESSAGES.mpanDuplicate(53, 52) })]);
  });
});
