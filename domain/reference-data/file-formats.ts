import type { EntityName } from '../entities';
import type { FileFormatSource } from '../file-name';

/**
 * File formats (lookup `fileformat`). A file has one row per meter point; the importer maps each
 * column to an entity field, then merges rows that share an entity's merge fields (the same
 * customer, site, account, contact, contract) into one tree under the top-level entity.
 */
export interface FileFormatColumn {
  /** The heading the importer reads and the template writes. */
  readonly name: string;
  readonly entity: EntityName;
  readonly field: string;
  readonly required: boolean;
  readonly example: string;
  /** For a price column: the price name the value belongs to. */
  readonly pricename?: string;
}

export interface FileFormat {
  readonly id: number;
  readonly name: string;
  readonly source: FileFormatSource;
  readonly columns: readonly FileFormatColumn[];
  /** Entities a row fills, parents first. */
  readonly targetentities: readonly EntityName[];
  /** Fields shown in the editor form, per entity. */
  readonly showfields: Readonly<Partial<Record<EntityName, readonly string[]>>>;
  readonly toplevelentity: 'customer';
  /** Fields that identify an entity across rows, so rows with the same values merge into one. */
  readonly mergeentities: Readonly<Partial<Record<EntityName, readonly string[]>>>;
  /** The tree under each entity: the child collections shown beneath it. */
  readonly showsubobjects: Readonly<Partial<Record<EntityName, readonly string[]>>>;
}

const column = (name: string, entity: EntityName, field: string, required: boolean, example: string, pricename?: string): FileFormatColumn =>
  pricename ? { name, entity, field, required, example, pricename } : { name, entity, field, required, example };

const price = (name: string, example: string) => column(name, 'price', 'value', false, example, name);

export const CONTRACT_UPLOAD_COLUMNS: readonly FileFormatColumn[] = [
  column('Customer Name', 'customer', 'name', true, 'Harbour View Cafe Ltd'),
  column('Company Number', 'customer', 'companynumber', false, '09876543'),
  column('SIC Code', 'customer', 'siccode', false, '56102'),
  column('Site Name', 'site', 'name', true, 'Harbour View Cafe'),
  column('Site Building Name', 'site', 'buildingname', false, 'Harbour House'),
  column('Site Building Number', 'site', 'buildingnumber', false, '12'),
  column('Site Street', 'site', 'thoroughfare', true, 'Quay Street'),
  column('Site Locality', 'site', 'dependentlocality', false, ''),
  column('Site Town', 'site', 'posttown', true, 'Bristol'),
  column('Site County', 'site', 'county', false, 'Avon'),
  column('Site Post Code', 'site', 'postcode', true, 'BS1 4DJ'),
  column('Account Name', 'account', 'name', true, 'Harbour View Cafe Ltd'),
  column('Contact First Name', 'contact', 'firstname', true, 'Jane'),
  column('Contact Last Name', 'contact', 'lastname', true, 'Smith'),
  column('Contact Job Title', 'contact', 'jobtitle', false, 'Director'),
  column('Contact Phone', 'contact', 'phonenumber', false, '01179 496000'),
  column('Contact Email', 'contact', 'email', false, 'jane.smith@example.com'),
  // Written as brokers write dates, and far enough ahead that the template's example row stays a valid start for years.
  column('Contract Start Date', 'contract', 'startdate', true, '01/04/2030'),
  column('Contract Term', 'contract', 'contractterm', true, '36'),
  column('Fuel', 'product', 'utilityid', true, '1'),
  column('MPAN Core', 'elecmeterpoint', 'mpancore', false, '1312345678907'),
  column('MPRN', 'gasmeterpoint', 'mprn', false, ''),
  column('Annual Consumption kWh', 'elecmeterpoint', 'eac', false, '45000'),
  column('Uplift p/kWh', 'elecmeterpoint', 'upliftvalue', false, '1.500'),
  price('Unit Rate', '24.5100'),
  price('Day Rate', ''),
  price('Night Rate', ''),
  price('Evening / Weekend Rate', ''),
  price('Standing Charge', '55.0000'),
  price('Availability Charge', ''),
];

const TARGET_ENTITIES: readonly EntityName[] = [
  'customer', 'site', 'account', 'contact', 'contract', 'product', 'elecmeterpoint', 'gasmeterpoint', 'price', 'directdebit',
];

const SHOW_FIELDS: FileFormat['showfields'] = {
  customer: ['name', 'limitedcompany', 'companynumber', 'siccode', 'phonenumber', 'email'],
  site: ['name', 'subbuildingname', 'buildingname', 'buildingnumber', 'dependentthoroughfare', 'thoroughfare', 'doubledependentlocality', 'dependentlocality', 'posttown', 'county', 'postcode'],
  account: ['name', 'billingemail', 'buildingname', 'buildingnumber', 'thoroughfare', 'posttown', 'county', 'postcode'],
  contact: ['firstname', 'lastname', 'jobtitle', 'phonenumber', 'email', 'marketingpreferences'],
  contract: ['startdate', 'contractterm', 'commissionstructureid'],
  product: ['utilityid', 'productdefinition'],
  elecmeterpoint: ['mpancore', 'profileclass', 'meterserialnumber', 'eac', 'upliftvalue'],
  gasmeterpoint: ['mprn', 'meterserialnumber', 'aq', 'upliftvalue'],
  price: ['name', 'value'],
  directdebit: ['accountname', 'sortcode', 'accountnumber', 'paymentday'],
};

const MERGE_ENTITIES: FileFormat['mergeentities'] = {
  customer: ['name', 'companynumber'],
  site: ['name', 'postcode'],
  account: ['name'],
  contact: ['firstname', 'lastname', 'email'],
  contract: ['startdate', 'contractterm'],
  product: ['utilityid'],
  elecmeterpoint: ['mpancore'],
  gasmeterpoint: ['mprn'],
};

const SHOW_SUBOBJECTS: FileFormat['showsubobjects'] = {
  customer: ['sites', 'accounts', 'contacts', 'contracts'],
  site: ['products'],
  account: ['directdebits'],
  product: ['elecmeterpoints', 'gasmeterpoints'],
  elecmeterpoint: ['prices'],
  gasmeterpoint: ['prices'],
};

const shared = {
  targetentities: TARGET_ENTITIES,
  showfields: SHOW_FIELDS,
  toplevelentity: 'customer',
  mergeentities: MERGE_ENTITIES,
  showsubobjects: SHOW_SUBOBJECTS,
} as const;

export const FILE_FORMAT = { standardCsv: 1, contractUploadV1: 2, manualUpload: 3 } as const;

export const FILE_FORMATS: readonly FileFormat[] = [
  { id: 1, name: 'Standard CSV', source: 'csv', columns: CONTRACT_UPLOAD_COLUMNS, ...shared },
  { id: 2, name: 'Contract Upload v1', source: 'xlsx', columns: CONTRACT_UPLOAD_COLUMNS, ...shared },
  // Manual entry sends the structured tree itself, so it has no columns to map.
  { id: 3, name: 'Manual Upload', source: 'JSON Upload', columns: [], ...shared },
];
