import type { ReportDefinition } from '../../domain/reports/definitions';
import { sortForGrouping, type ReportRow } from '../../domain/reports/grouping';
import type { HandlerConfig } from '../shared/config';
import { linePage, windowRange, type LineKind, type ReportWindow } from './contract-store';
import { ecoes, xoserve } from '../outside-services';
import { decodeCursor, encodeCursor } from './report-cursor';

/** One answer of a report: its rows, and the cursor of the next page when the window holds more. */
export interface ReportAnswer {
  readonly rows: ReportRow[];
  readonly nextCursor?: string;
}

export interface PageRequest {
  readonly size: number;
  readonly cursor?: string;
}

const LINE_KINDS: Partial<Record<ReportDefinition['name'], LineKind>> = { contracts: 'CONTRACT', commission: 'COMMISSION' };

/**
 * One page of the contract or commission report. Rows are not sorted here: they come in sort key
 * order, which domain/contract-lines.ts makes the grouping order inside each received date-time or
 * due date, so a group split across two pages continues where the page before stopped, and the
 * screen's merged cells stay right over every page it has loaded.
 */
async function linesPage(definition: ReportDefinition, kind: LineKind, window: ReportWindow, config: HandlerConfig, page: PageRequest): Promise<ReportAnswer> {
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor, windowRange(kind, window));
  const { rows, next } = await linePage<ReportRow>(config.table('contracts'), kind, window, definition.fieldnames, page.size, after);
  return { rows: withReportFields(definition, rows), nextCursor: next && encodeCursor(next) };
}

/** The industry searches answer whole, a few rows each, sorted for their grouping. */
async function industryRows(definition: ReportDefinition, values: Readonly<Record<string, string>>, config: HandlerConfig): Promise<ReportRow[]> {
  switch (definition.name) {
    case 'ecoespostcode':
      return ecoes(config).byPostcode(values.postcode);
    case 'ecoesmpan':
      return ecoes(config).byMpanCore(values.mpancore);
    case 'xoserveaddress':
      return xoserve(config).byAddress(values.postcode, { buildingnumber: values.buildingnumber, buildingname: values.buildingname });
    case 'xoservemprn':
      return xoserve(config).byMprn(values.mprn);
    default:
      throw new Error(`${definition.name} is not an industry search`);
  }
}

/** One report's answer for one intermediary: a page from the contract store, or an industry search whole. */
export async function runReport(definition: ReportDefinition, tpiid: number, values: Readonly<Record<string, string>>, config: HandlerConfig, page: PageRequest): Promise<ReportAnswer> {
  const kind = LINE_KINDS[definition.name];
  if (kind) return linesPage(definition, kind, { tpiid, fromdate: values.fromdate, todate: values.todate }, config, page);
  const rows = await industryRows(definition, values, config);
  return { rows: sortForGrouping(withReportFields(definition, rows), definition.groupingfields) };
}

/** Only the report's own fields go back, whatever the source holds besides. */
export const withReportFields = (definition: ReportDefinition, rows: readonly ReportRow[]): ReportRow[] =>
  rows.map((row) => Object.fromEntries(definition.fieldnames.filter((field) => row[field] !== undefined).map((field) => [field, row[field]])));
