import type { CommissionLine, ContractLine } from '../../domain/contract-lines';
import type { ReportDefinition } from '../../domain/reports/definitions';
import type { ReportRow } from '../../domain/reports/grouping';
import type { HandlerConfig } from '../shared/config';
import { commissionLines, contractLines } from './contract-store';
import { ecoes, xoserve } from './providers';

/** The rows of one report for one intermediary, from the contract store or the industry data port. */
export async function reportRows(definition: ReportDefinition, tpiid: number, values: Readonly<Record<string, string>>, config: HandlerConfig): Promise<ReportRow[]> {
  switch (definition.name) {
    case 'contracts':
      return contractLines(config.table('contracts'), tpiid, values.fromdate, values.todate, definition.fieldnames as (keyof ContractLine)[]);
    case 'commission':
      return commissionLines(config.table('contracts'), tpiid, values.fromdate, values.todate, definition.fieldnames as (keyof CommissionLine)[]);
    case 'ecoespostcode':
      return ecoes(config).byPostcode(values.postcode);
    case 'ecoesmpan':
      return ecoes(config).byMpanCore(values.mpancore);
    case 'xoserveaddress':
      return xoserve(config).byAddress(values.postcode, { buildingnumber: values.buildingnumber, buildingname: values.buildingname });
    case 'xoservemprn':
      return xoserve(config).byMprn(values.mprn);
  }
}

/** Only the report's own fields go back, whatever the source holds besides. */
export const withReportFields = (definition: ReportDefinition, rows: readonly ReportRow[]): ReportRow[] =>
  rows.map((row) => Object.fromEntries(definition.fieldnames.filter((field) => row[field] !== undefined).map((field) => [field, row[field]])));
