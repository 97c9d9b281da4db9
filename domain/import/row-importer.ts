import { validateAddress, type Address } from '../address';
import { ENTITY_FIELD_MESSAGES, UTILITY } from '../entities';
import { mpanCoreDoubts, mprnDoubts } from '../meter-points';
import type { FileFormat } from '../reference-data/file-formats';
import { cellRules, type CellRule, type Fuel } from './cell-rules';
import { bindColumns } from './columns';
import { FIRST_DATA_ROW, HEADING_ROW, isBlankRow } from './file-rows';
import { CustomerMerger, type MergeDifference } from './merge';
import { IMPORT_MESSAGES } from './messages';
import { fieldValue, recordOf, rowLayout, type Placed, type RowLayout, type RowSlots } from './row-slots';
import type { ImportContext, ImportCustomer, ImportIssue, MeterPointRef } from './types';

/** The fuel as brokers write it, in any case. A Map, so a cell reading 'constructor' or '__proto__' is no fuel. */
const FUEL_WORDS: ReadonlyMap<string, 1 | 2> = new Map([['1', 1], ['2', 2], ['electricity', 1], ['electric', 1], ['elec', 1], ['gas', 2]]);

export interface RowImportResult {
  /** Every customer's tree, built when first read. */
  readonly customers: ImportCustomer[];
  /** The customers' trees built one at a time, for writing them out without holding them all. */
  readonly eachCustomer: () => Iterable<ImportCustomer>;
  readonly customercount: number;
  readonly failures: ImportIssue[];
  readonly warnings: ImportIssue[];
  readonly meterpoints: MeterPointRef[];
  readonly rowcount: number;
}

/**
 * Reads a file's rows one at a time (so a streaming parser can feed it) into customers, checking
 * every cell as it goes: entity metadata, address rules, MPAN and MPRN checks, post codes,
 * contract terms of the product, price names per fuel, doubtful meter points (an unknown
 * distributor, MPRN check digits), and meter points repeated in the file or claimed elsewhere.
 * Rows of the same customer merge into one tree; a row giving its records other details is warned of.
 */
export class RowImporter {
  private readonly rules: readonly CellRule[];
  private readonly fuelIndex: number;
  /** The heading of each site column, for the address rules' failures. */
  private readonly siteColumns = new Map<string, string>();
  private readonly failures: ImportIssue[];
  private readonly warnings: ImportIssue[];
  private readonly merger: CustomerMerger;
  /** Each meter point claimed so far, with its row, to name that row when the file repeats it. */
  private readonly claims = new Map<string, number>();
  private readonly meterpoints: MeterPointRef[] = [];
  private rows = 0;
  private readonly layout: RowLayout;
  /** The row above's slots (the merger keeps each row's). */
  private aboveSlots: RowSlots = [];
  /** The slots of the meter point number of each fuel. */
  private readonly mpxnSlots: Readonly<Record<1 | 2, readonly Placed[]>>;
  /** The row above's cells and fuel, and which of its cells were valid (1), by rule. */
  private above: readonly string[] | undefined;
  private aboveFuel: Fuel;
  private readonly aboveValid: Uint8Array;
  /** A file missing a required column fails once, not once per row. */
  private readonly headingFailed: boolean;
  /** Warnings from here on are about the row being added, and go to its customer once it is merged. */
  private unplacedWarnings: number;

  /** `firstRow` is the file row of the first row added: a later page of the file starts further down. */
  constructor(
    format: FileFormat,
    heading: readonly string[],
    private readonly context: ImportContext,
    private readonly firstRow = FIRST_DATA_ROW,
  ) {
    const binding = bindColumns(format, heading);
    this.failures = binding.failures;
    this.warnings = binding.warnings;
    this.headingFailed = binding.failures.length > 0;
    this.unplacedWarnings = this.warnings.length;
    this.layout = rowLayout(binding.columns);
    this.merger = new CustomerMerger(format, this.layout);
    const fuelColumn = binding.columns.find((bound) => bound.column.entity === 'product' && bound.column.field === 'utilityid');
    this.fuelIndex = fuelColumn?.index ?? -1;
    this.rules = cellRules(binding.columns, fuelColumn, context);
    this.mpxnSlots = { 1: this.layout.elecMeterPoint.filter((entry) => entry.field === 'mpancore'), 2: this.layout.gasMeterPoint.filter((entry) => entry.field === 'mprn') };
    this.aboveValid = new Uint8Array(this.rules.length);
    for (const { column } of binding.columns) {
      if (column.entity === 'site' && !this.siteColumns.has(column.field)) this.siteColumns.set(column.field, column.name);
    }
  }

  /**
   * `line` is the row's line in the file; its failures name its file row (see file-rows). A cell in
   * `unreadable` (by index: a workbook's formula saved without its result, say) fails with its reason.
   */
  addRow(cells: readonly string[], line: number, unreadable?: ReadonlyMap<number, string>): void {
    const row = this.firstRow + this.rows++;
    if (this.headingFailed) return;
    const fuel: Fuel = this.fuelIndex < 0 ? undefined : FUEL_WORDS.get((cells[this.fuelIndex] ?? '').trim().toLowerCase());
    const { rules } = this;
    const slots: RowSlots = new Array(rules.length);
    /** The failure of each failed site field, by its index in this.failures. */
    let failedSiteFields: Map<string, number> | undefined;
    const { above, aboveValid, aboveSlots } = this;
    const sameFuel = fuel === this.aboveFuel;
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i];
      const { index } = rule.bound;
      const cell = cells[index];
      // Files repeat most cells of the row above (the customer's, the site's, the tariff's): a valid one has the same answer.
      if (above !== undefined && cell === above[index] && aboveValid[i] === 1 && (sameFuel || !rule.byFuel) && !unreadable?.has(index)) {
        slots[i] = aboveSlots[i];
        continue;
      }
      const text = (cell ?? '').trim();
      const message = unreadable?.get(index) ?? rule.check(text, fuel, row);
      aboveValid[i] = message ? 0 : 1;
      if (message) {
        const { column } = rule.bound;
        this.fail(row, line, column.name, message);
        // A failed site cell keeps its text, so the address rules judge what the row holds and invent no second failure.
        if (column.entity === 'site') (failedSiteFields ??= new Map()).set(column.field, this.failures.length - 1);
        slots[i] = column.entity === 'site' ? text : undefined;
      } else {
        slots[i] = text === '' ? undefined : rule.value(text, fuel);
      }
    }
    this.above = cells;
    this.aboveSlots = slots;
    this.aboveFuel = fuel;
    for (const failure of validateAddress(recordOf(slots, this.layout.site) as Address)) {
      const failed = failedSiteFields?.get(failure.field);
      if (failed === undefined) this.fail(row, line, this.siteColumns.get(failure.field) ?? failure.field, failure.message);
      else this.failures[failed] = { ...this.failures[failed], message: moreSpecific(this.failures[failed].message, failure.message) };
    }
    if (fuel) this.claimMeterPoint(String(fieldValue(slots, this.mpxnSlots[fuel]) ?? ''), fuel, row, line);
    const differences = this.merger.add(slots);
    if (differences) for (const difference of differences) this.warnings.push({ ...this.differenceWarning(difference, slots), line, row });
    if (this.warnings.length > this.unplacedWarnings) this.placeWarnings();
  }

  /** A merge difference's message, naming the column it is in. */
  private differenceWarning({ entity, row, slot, kept }: MergeDifference, slots: RowSlots): { message: string; column: string } {
    const column = this.rules[slot].bound.column.name;
    return { message: IMPORT_MESSAGES.mergedDetailsDiffer(entity, row, column, String(slots[slot]), String(kept)), column };
  }

  /** A parser's warning about the row it is about to add (a stray quote, say). */
  warnAboutNextRow(message: string): void {
    this.warnings.push({ message, line: 0, row: this.firstRow + this.rows });
  }

  finish(): RowImportResult {
    if (this.rows === 0 && this.failures.length === 0) this.failures.push({ message: IMPORT_MESSAGES.noRows, line: 1, row: HEADING_ROW });
    const { merger } = this;
    let customers: ImportCustomer[] | undefined;
    return {
      get customers() {
        return (customers ??= [...merger.eachCustomer()]);
      },
      eachCustomer: () => merger.eachCustomer(),
      customercount: merger.customerCount,
      failures: this.failures,
      warnings: this.warnings,
      meterpoints: this.meterpoints,
      rowcount: this.rows,
    };
  }

  /**
   * The row's warnings belong to its customer: they take the customer's line (its 'Line N' tab)
   * and the customer's path, keeping the file row and column they name.
   */
  private placeWarnings(): void {
    const line = this.merger.lastCustomerLine();
    for (let i = this.unplacedWarnings; i < this.warnings.length; i++) this.warnings[i] = { ...this.warnings[i], line, path: '' };
    this.unplacedWarnings = this.warnings.length;
  }

  private fail(row: number, line: number, column: string, message: string): void {
    this.failures.push({ message, line, row, column });
  }

  private claimMeterPoint(mpxn: string, fuel: 1 | 2, row: number, line: number): void {
    if (!mpxn) return;
    const column = fuel === UTILITY.electricity ? 'MPAN Core' : 'MPRN';
    const first = this.claims.get(mpxn);
    if (first !== undefined) {
      this.fail(row, line, column, fuel === UTILITY.electricity ? IMPORT_MESSAGES.mpanDuplicate(row, first) : IMPORT_MESSAGES.mprnDuplicate(row, first));
      return;
    }
    this.claims.set(mpxn, row);
    this.meterpoints.push({ utilityid: fuel, mpxn });
    // The same doubts as saving the import raises, so a broker sees them from the upload on.
    for (const message of fuel === UTILITY.electricity ? mpanCoreDoubts(mpxn) : mprnDoubts(mpxn)) this.warnings.push({ message, line, row, column });
    const { openImportMeterPoints, liveContractMeterPoints, renewal } = this.context;
    if (!renewal && !openImportMeterPoints.has(mpxn) && !liveContractMeterPoints.has(mpxn)) return;
    for (const issue of claimIssues(mpxn, this.context)) {
      if (issue.failure) this.fail(row, line, column, issue.message);
      else this.warnings.push({ message: issue.message, line, row, column });
    }
  }
}

/**
 * The failures of one page of a file's rows as edited, by the rules the import applies, for the browser to show
 * before a save. A blank row is removed when saved, so it fails nothing. Meter points claimed by other imports
 * or contracts are known only to the server, which judges them when the rows are saved.
 */
export function pageRowFailures(format: FileFormat, heading: readonly string[], rows: readonly (readonly string[])[], firstRow: number, context: Omit<ImportContext, 'openImportMeterPoints' | 'liveContractMeterPoints' | 'renewal'>): ImportIssue[] {
  const importer = new RowImporter(format, heading, { ...context, openImportMeterPoints: new Map(), liveContractMeterPoints: new Set(), renewal: false }, firstRow);
  rows.forEach((row, i) => importer.addRow(row, firstRow + i));
  const blank = new Set(rows.flatMap((row, i) => (isBlankRow(row) ? [firstRow + i] : [])));
  return importer.finish().failures.filter((failure) => failure.row === undefined || !blank.has(failure.row));
}

/** Of a field's failure and the address rule's for the same field, the address rule names the limit where the field's says only 'Too long'. */
export const moreSpecific = (fieldMessage: string, addressMessage: string) =>
  fieldMessage === ENTITY_FIELD_MESSAGES.tooLong ? addressMessage : fieldMessage;

/** Whether a meter point clashes with other open imports or live contracts (renewals expect the latter). */
export function claimIssues(mpxn: string, context: ImportContext): { message: string; failure: boolean }[] {
  const issues: { message: string; failure: boolean }[] = [];
  if (context.openImportMeterPoints.has(mpxn)) issues.push({ message: IMPORT_MESSAGES.inOpenImport(mpxn, context.openImportMeterPoints.get(mpxn)), failure: true });
  const live = context.liveContractMeterPoints.has(mpxn);
  if (live && !context.renewal) issues.push({ message: IMPORT_MESSAGES.underContract(mpxn), failure: true });
  if (!live && context.renewal) issues.push({ message: IMPORT_MESSAGES.renewalNotUnderContract(mpxn), failure: false });
  return issues;
}

