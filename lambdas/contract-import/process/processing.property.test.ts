import fc from 'fast-check';
import { commissionLineKey, contractLineKey } from '../../../domain/contract-lines';
import { RowImporter, validateStructuredData } from '../../../domain/import';
import { SAMPLE_HEADING, sampleRow } from '../../../test/support/sample-rows';
import { FILE_FORMATS } from '../../../domain/reference-data/file-formats';
import type { FileImportItem } from '../store/file-import';
import { pageReferences } from '../../../domain/references';
import { contractLinesOf } from './contract-lines';

const context = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set<string>(), renewal: false, thirdPartyCosts: { show: true, edit: true } };
const CSV = FILE_FORMATS.find((format) => format.id === 1)!;
const item = { id: 'import-property', sourceid: 101, userid: 'user-1' } as FileImportItem;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const uk = (date: Date) => iso(date).split('-').reverse().join('/');

/** A contract start date and the form the file writes it in. */
const startDate = fc
  .record({ date: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }), ukForm: fc.boolean() })
  .map(({ date, ukForm }) => ({ expected: iso(date), cell: ukForm ? uk(date) : iso(date) }));

const site = fc.record({
  fuels: fc.constantFrom<(1 | 2)[]>([1], [2], [1, 2]),
  uplift: fc.integer({ min: 0, max: 99_999 }).map((thousandths) => String(thousandths / 1000)),
  consumption: fc.integer({ min: 1, max: 5_000_000 }).map(String),
});
const customer = fc.record({
  name: fc.stringMatching(/^[A-Z][A-Za-z0-9 &.-]{0,30}[a-z]$/),
  start: startDate,
  term: fc.constantFrom('12', '24', '36'),
  sites: fc.array(site, { minLength: 1, maxLength: 2 }),
});

describe('processing, over generated files that validate', () => {
  it('turns every file that validates into contract and commission lines without throwing, dated ISO and keyed uniquely', () => {
    fc.assert(
      fc.property(fc.array(customer, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 900 }), (customers, seed) => {
        const importer = new RowImporter(CSV, SAMPLE_HEADING, context);
        const starts = new Map<string, string>();
        let line = 2;
        customers.forEach((generated, c) => {
          const name = `${generated.name.trim()} ${c + 1}`;
          starts.set(name, generated.start.expected);
          generated.sites.forEach((s, si) => {
            for (const fuel of s.fuels) {
              const row = { ...sampleRow(c + 1, si + 1, fuel, { seed, startdate: generated.start.cell, term: generated.term }), 'Customer Name': name, 'Account Name': name, 'Uplift p/kWh': s.uplift, 'Annual Consumption kWh': s.consumption };
              importer.addRow(SAMPLE_HEADING.map((heading) => row[heading as keyof typeof row]), line++);
            }
          });
        });
        const result = importer.finish();
        fc.pre(result.failures.length === 0);
        expect(validateStructuredData(result.customers, context).failures).toEqual([]);

        const { contracts, commissions } = contractLinesOf(item, result.customers, pageReferences(101, result.customers, { customer: 1, site: 1, contract: 1 }), 'Fixed price', '2025-03-01T12:00:00.000Z');
        expect(contracts).toHaveLength(result.meterpoints.length);
        for (const contract of contracts) {
          expect(contract.startdate).toBe(starts.get(contract.customername));
          expect(Number.isFinite(contract.annualconsumption)).toBe(true);
        }
        for (const commission of commissions) {
          expect(commission.duedate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(commission.duedate >= starts.get(commission.customername)!).toBe(true);
          expect(Number.isFinite(commission.amount)).toBe(true);
        }
        expect(new Set(contracts.map(contractLineKey)).size).toBe(contracts.length);
        expect(new Set(commissions.map(commissionLineKey)).size).toBe(commissions.length);
      }),
      { numRuns: 200 },
    );
  });
});
