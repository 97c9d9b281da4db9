import { REPORT } from '../access';

/** Report definitions and their columns as data, shared by server and screen. */

/** How a cell shows its value (domain/reports/format.ts); unlisted fields show as they are. */
export type ColumnFormat = 'date' | 'datetime' | 'money' | 'kwh' | 'pencePerKwh' | 'count' | 'reference';
export type ParameterFieldType = 'date' | 'varchar';

export interface ReportParameter {
  readonly name: string;
  readonly label: string;
  readonly fieldtype: ParameterFieldType;
  /** The default: a date as days before today (0 is today), text as it is. */
  readonly value: { readonly daysAgo: number } | string;
  readonly required: boolean;
}

export interface LineFunction {
  readonly text: string;
  readonly function: string;
  /** Row fields sent in the body. */
  readonly fields: readonly string[];
  readonly success: string;
  readonly failure: string;
  /** Said while its request runs, as the row's link shows itself busy. */
  readonly running: string;
  /** Said when the row is not one the function applies to (a paid payment asked to be resent). */
  readonly refused: string;
  /** The link shows only on rows whose field holds one of these values. */
  readonly appliesWhen?: { readonly field: string; readonly values: readonly string[] };
}

/** Whether a row function applies to a row: the screen offers it and the server does it only then. */
export function lineFunctionApplies(lineFunction: Pick<LineFunction, 'appliesWhen'>, row: object): boolean {
  const rule = lineFunction.appliesWhen;
  return !rule || rule.values.includes(String((row as Readonly<Record<string, unknown>>)[rule.field] ?? ''));
}

/**
 * A contract line's payment statuses while its initial payment is out and unpaid: 'Requested' as the
 * store records it, 'Awaiting payment' in the payment provider's words. Paid and declined ones are not.
 */
export const AWAITING_PAYMENT_STATUSES = ['Requested', 'Awaiting payment'] as const;

export interface ReportDefinition {
  readonly name: ReportName;
  readonly report: number;
  readonly title: string;
  readonly fieldnames: readonly string[];
  readonly columnheadings: readonly string[];
  readonly columnformats: Readonly<Record<string, ColumnFormat>>;
  readonly parameters: readonly ReportParameter[];
  /** Outermost first: a cell merges with the one above when it and every earlier grouping field repeat. */
  readonly groupingfields: readonly string[];
  readonly linefunctions: readonly LineFunction[];
  /** The fields the screen's filter over the loaded lines searches (domain/reports/line-filter.ts). */
  readonly filterfields: readonly string[];
  /** A one-click window from today to some years ahead, for a report of dates still to come. */
  readonly windowahead?: { readonly label: string; readonly years: number };
  readonly searchlabel: string;
  readonly searchicon: 'refresh' | 'search';
  /** The loading message is indeterminate (a spinner) for searches whose size is unknown. */
  readonly indeterminate: boolean;
}

export const REPORT_NAMES = ['contracts', 'commission', 'ecoespostcode', 'ecoesmpan', 'xoserveaddress', 'xoservemprn'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** Field names with their column headings, in column order. */
const columns = (pairs: readonly (readonly [string, string])[]) => ({
  fieldnames: pairs.map(([field]) => field),
  columnheadings: pairs.map(([, heading]) => heading),
});

/** A window of days on the date the report filters by, named for that date, so its messages name it too. */
const dateWindow = (dateName: string, days: number): ReportParameter[] => [
  { name: 'fromdate', label: `${dateName} from`, fieldtype: 'date', value: { daysAgo: days }, required: true },
  { name: 'todate', label: `${dateName} to`, fieldtype: 'date', value: { daysAgo: 0 }, required: true },
];

const GAS_COLUMNS = columns([
  ['mprn', 'MPRN'], ['house_no', 'House No'], ['house_name', 'House Name'], ['sub_bulding_name', 'Sub Building Name'],
  ['street', 'Street'], ['town', 'Town'], ['current_supplier_name', 'Current Supplier'], ['annual_quantity', 'Annual Quantity (kWh)'],
  ['end_user_category_code', 'End User Category'], ['msn', 'Meter Serial Number'],
]);

const GAS_FORMATS: Readonly<Record<string, ColumnFormat>> = { mprn: 'reference', annual_quantity: 'kwh', msn: 'reference' };
const GAS_FILTER_FIELDS = ['mprn', 'house_no', 'house_name', 'sub_bulding_name', 'street', 'town', 'msn'];

export const RESEND_PAYMENT_EMAIL: LineFunction = {
  text: 'Resend Payment Email',
  function: 'resendpaymentemail',
  fields: ['customerid'],
  success: 'Payment email resent',
  failure: 'Failed to resend payment email',
  running: 'Resending payment email',
  refused: 'This payment is not awaiting payment, so no email was sent',
  appliesWhen: { field: 'initialpaymentstatus', values: AWAITING_PAYMENT_STATUSES },
};

export const REPORT_DEFINITIONS: Readonly<Record<ReportName, ReportDefinition>> = {
  contracts: {
    name: 'contracts', report: REPORT.contracts, title: 'Contract Report',
    ...columns([
      ['customerid', 'Customer Id'], ['customername', 'Customer Name'], ['startdate', 'Start Date'], ['receiveddate', 'Received Date'],
      ['durationmonths', 'Duration (Months)'], ['contractid', 'Contract Id'], ['siteid', 'Site Id'], ['sitename', 'Site Name'], ['address', 'Address'],
      ['product', 'Product'], ['meterpointreference', 'Meter Point Reference'], ['effectivefrom', 'Registration Date'],
      ['registrationstatus', 'Registration Status'], ['creditcheckstatus', 'Credit Check Status'], ['regcount', 'Registrations'],
      ['objcount', 'Objections'], ['lastobjectiondate', 'Last Objection Date'], ['initialpaymentstatus', 'Payment Status'],
      ['employeeid', 'Employee Id'],
    ]),
    columnformats: {
      customerid: 'reference', contractid: 'reference', siteid: 'reference', meterpointreference: 'reference', startdate: 'date', receiveddate: 'datetime', durationmonths: 'count',
      effectivefrom: 'date', regcount: 'count', objcount: 'count', lastobjectiondate: 'date',
    },
    // The store keys contract lines by the date processing received them (domain/contract-lines.ts).
    parameters: dateWindow('Received date', 7),
    groupingfields: ['customerid', 'customername', 'startdate', 'receiveddate', 'durationmonths', 'contractid', 'siteid', 'sitename', 'address'],
    linefunctions: [RESEND_PAYMENT_EMAIL],
    filterfields: ['customerid', 'customername', 'contractid', 'siteid', 'sitename', 'address', 'meterpointreference', 'registrationstatus', 'creditcheckstatus', 'initialpaymentstatus'],
    searchlabel: 'Refresh', searchicon: 'refresh', indeterminate: false,
  },
  commission: {
    name: 'commission', report: REPORT.commission, title: 'Commission Report',
    ...columns([
      ['customerid', 'Customer Id'], ['customername', 'Customer Name'], ['siteid', 'Site Id'], ['sitename', 'Site Name'],
      ['product', 'Product'], ['meterpointreference', 'Meter Point Reference'], ['paymentid', 'Payment Id'],
      ['paymentdescription', 'Payment Description'], ['paymentstatus', 'Payment Status'], ['duedate', 'Due Date'],
      ['amount', 'Amount'], ['upliftvalue', 'Uplift Value'],
    ]),
    columnformats: {
      customerid: 'reference', siteid: 'reference', meterpointreference: 'reference', paymentid: 'reference', duedate: 'date', amount: 'money', upliftvalue: 'pencePerKwh',
    },
    // The store keys commission lines by the date each payment falls due.
    parameters: dateWindow('Due date', 30),
    groupingfields: ['customerid', 'customername', 'siteid', 'sitename', 'product', 'meterpointreference'],
    linefunctions: [],
    filterfields: ['customerid', 'customername', 'siteid', 'sitename', 'meterpointreference', 'paymentid', 'paymentstatus'],
    // Payments fall due yearly from a contract's start: the longest term offered (36 months) from a start some time ahead ends well within 5 years.
    windowahead: { label: 'Payments still to come', years: 5 },
    searchlabel: 'Refresh', searchicon: 'refresh', indeterminate: false,
  },
  ecoespostcode: {
    name: 'ecoespostcode', report: REPORT.ecoesPostcode, title: 'ECOES Post Code Search',
    ...columns([
      ['mpancore', 'MPAN Core'], ['buildingname', 'Building Name'], ['buildingnumber', 'Building Number'], ['thoroughfare', 'Thoroughfare'],
      ['dependentthoroughfare', 'Dependent Thoroughfare'], ['dependentlocality', 'Dependent Locality'], ['posttown', 'Post Town'],
    ]),
    columnformats: { mpancore: 'reference' },
    parameters: [{ name: 'postcode', label: 'Post Code', fieldtype: 'varchar', value: '', required: true }],
    groupingfields: [],
    linefunctions: [],
    filterfields: ['mpancore', 'buildingname', 'buildingnumber', 'thoroughfare', 'dependentthoroughfare', 'dependentlocality', 'posttown'],
    searchlabel: 'Search', searchicon: 'search', indeterminate: true,
  },
  ecoesmpan: {
    name: 'ecoesmpan', report: REPORT.ecoesMpan, title: 'ECOES MPAN Search',
    ...columns([
      ['gspgroupid', 'GSP Group'], ['profileclass', 'Profile Class'], ['metertimeswitchclass', 'Meter Timeswitch Class'],
      ['linelossfactor', 'Line Loss Factor'], ['standardsettlementconfiguration', 'Standard Settlement Configuration'],
      ['energisationstatus', 'Energisation Status'], ['meterserialnumber', 'Meter Serial Number'], ['metertype', 'Meter Type'],
      ['measurementclass', 'Measurement Class'],
    ]),
    columnformats: {},
    parameters: [{ name: 'mpancore', label: 'MPAN Core', fieldtype: 'varchar', value: '', required: true }],
    // One row per meter: the meter point's own values merge across its meters.
    groupingfields: ['gspgroupid', 'profileclass', 'metertimeswitchclass', 'linelossfactor', 'standardsettlementconfiguration', 'energisationstatus'],
    linefunctions: [],
    filterfields: ['meterserialnumber', 'energisationstatus', 'metertype'],
    searchlabel: 'Search', searchicon: 'search', indeterminate: true,
  },
  xoserveaddress: {
    name: 'xoserveaddress', report: REPORT.gasAddress, title: 'Gas Address Search',
    ...GAS_COLUMNS,
    columnformats: GAS_FORMATS,
    parameters: [
      { name: 'postcode', label: 'Post Code', fieldtype: 'varchar', value: '', required: true },
      { name: 'buildingnumber', label: 'Building Number', fieldtype: 'varchar', value: '', required: false },
      { name: 'buildingname', label: 'Building Name', fieldtype: 'varchar', value: '', required: false },
    ],
    groupingfields: [],
    linefunctions: [],
    filterfields: GAS_FILTER_FIELDS,
    searchlabel: 'Search', searchicon: 'search', indeterminate: true,
  },
  xoservemprn: {
    name: 'xoservemprn', report: REPORT.gasMprn, title: 'Gas MPRN Search',
    ...GAS_COLUMNS,
    columnformats: GAS_FORMATS,
    parameters: [{ name: 'mprn', label: 'MPRN', fieldtype: 'varchar', value: '', required: true }],
    groupingfields: [],
    linefunctions: [],
    filterfields: GAS_FILTER_FIELDS,
    searchlabel: 'Search', searchicon: 'search', indeterminate: true,
  },
};

export const isReportName = (name: string): name is ReportName => (REPORT_NAMES as readonly string[]).includes(name);

/** The definition behind a menu route. */
export const REPORT_ROUTES: Readonly<Record<string, ReportName>> = {
  '/contractreport': 'contracts',
  '/commissionreport': 'commission',
  '/ecoespostcodesearch': 'ecoespostcode',
  '/ecoesmpansearch': 'ecoesmpan',
  '/xoserveaddresssearch': 'xoserveaddress',
  '/xoservemprnsearch': 'xoservemprn',
};
