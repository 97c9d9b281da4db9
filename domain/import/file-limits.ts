import { BYTES_PER_MB } from '../quantities';
import { CONTRACT_UPLOAD_COLUMNS } from '../reference-data/file-formats';

/** The most data rows one file may hold: a broker's whole book in one upload. */
export const MAX_IMPORT_ROWS = 100_000;

/**
 * The widest row brokers realistically write in the Contract Upload template: an electricity
 * meter point with every column it can use filled at the length of a long real value (the MPRN
 * column is a gas row's, so it is left empty here).
 */
export const WIDEST_TEMPLATE_ROW: Readonly<Record<string, string>> = {
  'Customer Name': 'Harbour View Cafe Holdings Ltd',
  'Company Number': '09876543',
  'SIC Code': '56102',
  'Site Name': 'Harbour View Quayside',
  'Site Building Name': 'Harbour House',
  'Site Building Number': '12',
  'Site Street': 'Narrow Quay Street',
  'Site Locality': 'Redcliffe',
  'Site Town': 'Bristol',
  'Site County': 'Avon',
  'Site Post Code': 'BS1 4DJ',
  'Account Name': 'Harbour View Cafe Holdings Ltd',
  'Contact First Name': 'Jane',
  'Contact Last Name': 'Smith',
  'Contact Job Title': 'Finance Director',
  'Contact Phone': '01179 496000',
  'Contact Email': 'jane.smith@harbourviewcafe.co.uk',
  'Contract Start Date': '2026-04-01',
  'Contract Term': '36',
  Fuel: '1',
  'MPAN Core': '1312345678907',
  MPRN: '',
  'Annual Consumption kWh': '1250000',
  'Uplift p/kWh': '1.500',
  'Unit Rate': '24.5100',
  'Day Rate': '26.1200',
  'Night Rate': '14.8800',
  'Evening / Weekend Rate': '18.2500',
  'Standing Charge': '55.0000',
  'Availability Charge': '3.2500',
};

const utf8 = new TextEncoder();

/** Bytes of one CSV line of these cells, with its line break (none of the template's values need quoting). */
export const csvLineBytes = (cells: readonly string[]): number => utf8.encode(`${cells.join(',')}\r\n`).length;

const heading = CONTRACT_UPLOAD_COLUMNS.map((column) => column.name);

/**
 * The largest file a broker may upload: the heading and the most rows, each as wide as the
 * widest realistic template row, rounded up to a whole MB. A stage may allow more, never less.
 */
export const MAX_IMPORT_FILE_BYTES =
  Math.ceil((csvLineBytes(heading) + MAX_IMPORT_ROWS * csvLineBytes(heading.map((name) => WIDEST_TEMPLATE_ROW[name] ?? ''))) / BYTES_PER_MB) * BYTES_PER_MB;
