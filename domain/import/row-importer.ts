import { validateAddress, type Address } from '../address';
import { ENTITY_FIELD_MESSAGES, PRICE_NAMES, UTILITY, validateEntityField, type EntityName } from '../entities';
import { checkMpanCore, checkMprn, mpanCoreOf } from '../meter-points';
import { isValidPostcode, normalisePostcode } from '../postcode';
import type { FileFormat } from '../reference-data/file-formats';
import { bindColumns, type BoundColumn } from './columns';
import { mergeRow, type RowValues } from './merge';
import { IMPORT_MESSAGES } from './messages';
import type { ImportContext, ImportCustomer, ImportIssue, MeterPointRef } from './types';

/** Gas rows carry consumption and uplift in the same columns as electricity rows. */
const GAS_FIELD_OF: Readonly<Record<string, string>> = { eac: 'aq', upliftvalue: 'upliftvalue', meterserialnumber: 'meterserialnumber' };

const FUEL_WORDS: Readonly<Record<string, 1 | 2>> = { '1': 1, '2': 2, electricity: 1, elec: 1, gas: 2 };

export interface RowImportResult {
  readonly customers: ImportCustomer[];
  readonly failures: ImportIssue[];
  readonly warnings: ImportIssue[];
  readonly meterpoints: MeterPointRef[];
  readonly rowcount: number;
}

/**
 * Reads a file's rows one at a time (so a streaming parser can feed it) into customers, checking
 * every cell as it goes: entity metadata, address rules, MPAN and MPRN checks, post codes,
 * contract terms of the product, price names per fuel, and meter points repeated in the file or
 * claimed elsewhere. Rows of the same customer merge into one tree.
 */
export class RowImporter {
  private readonly columns: readonly BoundColumn[];
  private readonly fuelColumn: BoundColumn | undefined;
  private readonly failures: ImportIssue[];
  private readonly warnings: ImportIssue[];
  private readonly customers = new Map<string, ImportCustomer>();
  private readonly seen = new Map<string, number>();
  private readonly meterpoints: MeterPointRef[] = [];
  private rows = 0;
  /** A file missing a required column fails once, not once per row. */
  private readonly headingFailed: boolean;

  constructor(
    private readonly format: FileFormat,
    heading: readonly string[],
    private readonly context: ImportContext,
  ) {
    const binding = bindColumns(format, heading);
    this.columns = binding.columns;
    this.failures = binding.failures;
    this.warnings = binding.warnings;
    this.headingFailed = binding.failures.length > 0;
    this.fuelColumn = this.columns.find((bound) => bound.column.entity === 'product' && bound.column.field === 'utilityid');
  }

  /** `row` is the 1-based data row; `line` the row's line in the file. */
  addRow(cells: readonly string[], line: number): void {
    const row = ++this.rows;
    if (this.headingFailed) return;
    const fail = (column: string, message: string) => this.failures.push({ message, line, row, column });
    const fuelText = this.fuelColumn ? (cells[this.fuelColumn.index] ?? '').trim().toLowerCase() : '';
    const fuel = FUEL_WORDS[fuelText];
    const values: RowValues = { customer: {}, site: {}, account: {}, contact: {}, contract: {}, product: {}, meterpoint: {}, prices: [] };
    const failedFields = new Set<string>();
    for (const bound of this.columns) {
      const { column } = bound;
      const text = (cells[bound.index] ?? '').trim();
      const message = this.checkCell(bound, text, fuel, row);
      if (message) {
        fail(column.name, message);
        failedFields.add(`${column.entity}.${column.field}`);
        continue;
      }
      if (text === '') continue;
      this.place(values, bound, text, fuel);
    }
    const siteFailures = validateAddress(values.site as Address);
    for (const failure of siteFailures) {
      if (failedFields.has(`site.${failure.field}`)) continue;
      const column = this.columns.find((bound) => bound.column.entity === 'site' && bound.column.field === failure.field);
      fail(column?.column.name ?? failure.field, failure.message);
    }
    if (fuel) this.claimMeterPoint(values, fuel, row, line, fail);
    mergeRow(this.customers, this.format, values, row, (message) => this.warnings.push({ message, line, row }));
  }

  finish(): RowImportResult {
    if (this.rows === 0 && this.failures.length === 0) this.failures.push({ message: IMPORT_MESSAGES.noRows, line: 1, row: 0 });
    return { customers: [...this.customers.values()], failures: this.failures, warnings: this.warnings, meterpoints: this.meterpoints, rowcount: this.rows };
  }

  private checkCell(bound: BoundColumn, text: string, fuel: 1 | 2 | undefined, row: number): string | undefined {
    const { column } = bound;
    if (column === this.fuelColumn?.column) return text === '' ? ENTITY_FIELD_MESSAGES.required : fuel ? undefined : ENTITY_FIELD_MESSAGES.choice;
    if (column.entity === 'elecmeterpoint' && column.field === 'mpancore') {
      if (fuel !== UTILITY.electricity) return undefined;
      return text === '' ? IMPORT_MESSAGES.mpanRequired(row) : checkMpanCore(text).errors[0];
    }
    if (column.entity === 'gasmeterpoint' && column.field === 'mprn') {
      if (fuel !== UTILITY.gas) return undefined;
      return text === '' ? IMPORT_MESSAGES.mprnRequired(row) : checkMprn(text).errors[0];
    }
    if (text === '') return column.required ? ENTITY_FIELD_MESSAGES.required : undefined;
    if (column.entity === 'price') {
      const names: readonly string[] = fuel === UTILITY.gas ? PRICE_NAMES.gas : PRICE_NAMES.electricity;
      if (fuel && !names.includes(column.pricename ?? '')) return IMPORT_MESSAGES.priceNotForFuel(column.pricename ?? column.name);
      return validateEntityField(bound.field, text);
    }
    if (column.entity === 'site' && column.field === 'postcode') {
      return isValidPostcode(normalisePostcode(text)) ? undefined : IMPORT_MESSAGES.postcodeInvalid;
    }
    const failure = validateEntityField(bound.field, text);
    if (failure) return failure;
    if (column.entity === 'contract' && column.field === 'contractterm' && !this.context.contractterms.includes(text)) {
      return IMPORT_MESSAGES.termNotAllowed(text);
    }
    return undefined;
  }

  private place(values: RowValues, bound: BoundColumn, text: string, fuel: 1 | 2 | undefined): void {
    const { entity, field, pricename } = bound.column;
    if (entity === 'price') {
      values.prices.push({ name: pricename ?? field, value: text });
    } else if (entity === 'elecmeterpoint' || entity === 'gasmeterpoint') {
      placeMeterPointField(values, entity, field, text, fuel);
    } else if (entity === 'product') {
      values.product[field] = field === 'utilityid' ? fuel : text;
    } else if (entity === 'site' && field === 'postcode') {
      values.site.postcode = normalisePostcode(text);
    } else if (entity in values) {
      (values[entity as keyof Omit<RowValues, 'prices'>] as Record<string, unknown>)[field] = text;
    }
  }

  private claimMeterPoint(values: RowValues, fuel: 1 | 2, row: number, line: number, fail: (column: string, message: string) => void): void {
    const mpxn = String(values.meterpoint[fuel === UTILITY.electricity ? 'mpancore' : 'mprn'] ?? '');
    if (!mpxn) return;
    const column = fuel === UTILITY.electricity ? 'MPAN Core' : 'MPRN';
    const first = this.seen.get(mpxn);
    if (first !== undefined) {
      fail(column, fuel === UTILITY.electricity ? IMPORT_MESSAGES.mpanDuplicate(row) : IMPORT_MESSAGES.mprnDuplicate(row));
      return;
    }
    this.seen.set(mpxn, row);
    this.meterpoints.push({ utilityid: fuel, mpxn });
    for (const issue of claimIssues(mpxn, this.context)) {
      if (issue.failure) fail(column, issue.message);
      else this.warnings.push({ message: issue.message, line, row, column });
    }
  }
}

function placeMeterPointField(values: RowValues, entity: EntityName, field: string, text: string, fuel: 1 | 2 | undefined): void {
  if (fuel === UTILITY.gas) {
    if (entity === 'gasmeterpoint') values.meterpoint[field] = text;
    else if (GAS_FIELD_OF[field]) values.meterpoint[GAS_FIELD_OF[field]] = text;
    return;
  }
  if (entity === 'elecmeterpoint') values.meterpoint[field] = field === 'mpancore' ? mpanCoreOf(text) : text;
}

/** Whether a meter point clashes with other open imports or live contracts (renewals expect the latter). */
export function claimIssues(mpxn: string, context: ImportContext): { message: string; failure: boolean }[] {
  const issues: { message: string; failure: boolean }[] = [];
  if (context.openImportMeterPoints.has(mpxn)) issues.push({ message: IMPORT_MESSAGES.inOpenImport(mpxn), failure: true });
  const live = context.liveContractMeterPoints.has(mpxn);
  if (live && !context.renewal) issues.push({ message: IMPORT_MESSAGES.underContract(mpxn), failure: true });
  if (!live && context.renewal) issues.push({ message: IMPORT_MESSAGES.renewalNotUnderContract(mpxn), failure: false });
  return issues;
}

