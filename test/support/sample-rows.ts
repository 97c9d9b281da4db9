import { mpanCheckDigit } from '../../domain/meter-points';
import { CONTRACT_UPLOAD_COLUMNS, FILE_FORMATS } from '../../domain/reference-data/file-formats';
import { RowImporter, type RowImportResult } from '../../domain/import/row-importer';
import { thirdPartyCostAccess } from '../../domain/intermediary';
import { DEMO_INTERMEDIARIES } from '../../local/seed/demo-data';

/**
 * Valid Contract Upload rows, generated: used by the tests, the bench and anyone wanting a demo
 * file. MPAN cores and MPRNs carry correct check digits; every third customer has a second site
 * and every site both fuels, so merging is exercised.
 */

export const SAMPLE_HEADING: readonly string[] = CONTRACT_UPLOAD_COLUMNS.map((column) => column.name);

/** A valid MPAN core from a number: distributor 10 to 23, then the serial, then the check digit. */
export function sampleMpan(n: number): string {
  const first12 = `${10 + (n % 14)}${String(n).padStart(10, '0').slice(-10)}`;
  return `${first12}${mpanCheckDigit(first12)}`;
}

/** A 10-digit MPRN whose last two digits pass the modulus-11 check. */
export function sampleMprn(n: number): string {
  const body = String(70000000 + n).padStart(8, '0').slice(-8);
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (body.length - i), 0);
  return `${body}${String(sum % 11).padStart(2, '0')}`;
}

/** 1 April next year: a start date the rule that keeps starts out of the past accepts whenever a test runs. */
export const SAMPLE_START_DATE = `${new Date().getUTCFullYear() + 1}-04-01`;

export interface SampleRowOptions {
  readonly startdate?: string;
  readonly term?: string;
  /** Offsets the meter point numbers so two files do not share meter points. */
  readonly seed?: number;
  /** Fills every column the row's fuel can use, as the widest files brokers send do. */
  readonly everyColumn?: boolean;
  /** The Uplift p/kWh cell ('' leaves it empty); 1.500 when not given. */
  readonly uplift?: string;
}

/** The uplift a broker of a demo intermediary may send for the product: none where the supplier sets it. */
export const demoUplift = (tpiid: number, productdefinition: number): string | undefined =>
  thirdPartyCostAccess(DEMO_INTERMEDIARIES.find((intermediary) => intermediary.id === tpiid)?.products[productdefinition]).edit ? undefined : '';

/** One row of the sample file: customer `c`, site `s`, fuel. */
export function sampleRow(c: number, s: number, fuel: 1 | 2, options: SampleRowOptions = {}): Record<string, string> {
  const n = (options.seed ?? 0) * 1_000_000 + c * 10 + s;
  const every = options.everyColumn === true;
  const electricityOnly = (price: string) => (every && fuel === 1 ? price : '');
  return {
    'Customer Name': `Customer ${c} Ltd`,
    'Company Number': String(10000000 + c),
    'SIC Code': '56102',
    'Site Name': `Customer ${c} site ${s}`,
    'Site Building Name': every ? `Harbour House ${s}` : '',
    'Site Building Number': String((s % 90) + 1),
    'Site Street': 'Quay Street',
    'Site Locality': every ? 'Redcliffe' : '',
    'Site Town': 'Bristol',
    'Site County': 'Avon',
    'Site Post Code': 'BS1 4DJ',
    'Account Name': `Customer ${c} Ltd`,
    'Contact First Name': 'Jane',
    'Contact Last Name': `Smith${c}`,
    'Contact Job Title': 'Director',
    'Contact Phone': '01179 496000',
    'Contact Email': `jane${c}@example.com`,
    'Contract Start Date': options.startdate ?? SAMPLE_START_DATE,
    'Contract Term': options.term ?? '36',
    Fuel: String(fuel),
    'MPAN Core': fuel === 1 ? sampleMpan(n) : '',
    MPRN: fuel === 2 ? sampleMprn(n) : '',
    'Annual Consumption kWh': fuel === 1 ? '45000' : '60000',
    'Uplift p/kWh': options.uplift ?? '1.500',
    'Unit Rate': '24.5100',
    'Day Rate': electricityOnly('26.1200'),
    'Night Rate': electricityOnly('14.8800'),
    'Evening / Weekend Rate': electricityOnly('18.2500'),
    'Standing Charge': '55.0000',
    'Availability Charge': electricityOnly('3.2500'),
  };
}

/** `count` rows as cell arrays in heading order: customers with one or two sites, both fuels per site. */
export function sampleRows(count: number, options: SampleRowOptions = {}): string[][] {
  const rows: string[][] = [];
  for (let c = 1; rows.length < count; c++) {
    const sites = c % 3 === 0 ? 2 : 1;
    for (let s = 1; s <= sites && rows.length < count; s++) {
      for (const fuel of [1, 2] as const) {
        if (rows.length >= count) break;
        const row = sampleRow(c, s, fuel, options);
        rows.push(SAMPLE_HEADING.map((name) => row[name]));
      }
    }
  }
  return rows;
}

/** Sample rows imported as the standard CSV format would import them: valid structured data for manual entry, seeds and tests. */
export function sampleImport(count: number, options: SampleRowOptions & { renewal?: boolean } = {}): RowImportResult {
  const context = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set<string>(), renewal: options.renewal ?? false, thirdPartyCosts: { show: true, edit: true } };
  const importer = new RowImporter(FILE_FORMATS.find((format) => format.id === 1)!, SAMPLE_HEADING, context);
  sampleRows(count, options).forEach((row, i) => importer.addRow(row, i + 2));
  return importer.finish();
}
