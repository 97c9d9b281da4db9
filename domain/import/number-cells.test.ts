import { FILE_FORMATS } from '../reference-data/file-formats';
import { RowImporter } from './row-importer';
import { SAMPLE_HEADING, sampleImport, sampleRow } from '../../test/support/sample-rows';
import type { ImportContext, ImportCustomer } from './types';
import { validateStructuredData } from './validate-structured';

const context: ImportContext = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set(), renewal: false, thirdPartyCosts: { show: true, edit: true } };

function importRow(changes: Record<string, string>) {
  const importer = new RowImporter(FILE_FORMATS[0], SAMPLE_HEADING, context);
  const row = { ...sampleRow(1, 1, 1), ...changes };
  importer.addRow(SAMPLE_HEADING.map((name) => row[name]), 2);
  return importer.finish();
}

describe('prices and consumptions in imported files and structured data', () => {
  it('places plain decimal text in the import for a price written with a p and a consumption with thousands', () => {
    const result = importRow({ 'Unit Rate': '24.51p', 'Annual Consumption kWh': '12,500', 'Uplift p/kWh': '1.5p' });
    expect(result.failures).toEqual([]);
    const meterpoint = result.customers[0].sites[0].products[0].elecmeterpoints![0];
    expect(meterpoint).toMatchObject({ eac: '12500', upliftvalue: '1.5' });
    expect(meterpoint.prices).toContainEqual({ name: 'Unit Rate', value: '24.51' });
  });

  it('refuses a price with a decimal comma or in pounds, and a consumption with a comma that does not group thousands', () => {
    const result = importRow({ 'Unit Rate': '24,51', 'Standing Charge': '£0.55', 'Annual Consumption kWh': '12,50' });
    expect(result.failures.map((failure) => failure.message)).toEqual(expect.arrayContaining([
      'Write prices in pence with a decimal point, like 24.51',
      'Write prices in pence, not pounds, like 24.51',
      'Write numbers with a decimal point, and commas only between thousands, like 12,500',
    ]));
    expect(result.failures).toHaveLength(3);
  });

  it('judges the same texts the same way in structured data', () => {
    const customers = JSON.parse(JSON.stringify(sampleImport(1).customers)) as ImportCustomer[];
    const meterpoint = customers[0].sites[0].products[0].elecmeterpoints![0] as unknown as Record<string, unknown> & { prices: Record<string, unknown>[] };
    meterpoint.eac = '12,500';
    meterpoint.prices[0].value = '24.51p';
    expect(validateStructuredData(customers, context).failures).toEqual([]);
    meterpoint.prices[0].value = '24,51';
    meterpoint.upliftvalue = '£0.015';
    expect(validateStructuredData(customers, context).failures.map((failure) => [failure.field, failure.message])).toEqual([
      ['upliftvalue', 'Write prices in pence, not pounds, like 24.51'],
      ['value', 'Write prices in pence with a decimal point, like 24.51'],
    ]);
  });
});
