import fc from 'fast-check';
import { ENTITIES, type EntityName } from '../entities';
import type { ImportContext, ImportCustomer } from './types';
import { validateStructuredData } from './validate-structured';

const context: ImportContext = { contractterms: ['12', '24', '36'], openImportMeterPoints: new Map(), liveContractMeterPoints: new Set(), renewal: false, thirdPartyCosts: { show: true, edit: true } };

/** What a hostile or careless JSON body may hold where a field's value belongs. */
const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }), fc.constant({ toString: 0 }));
const junk = fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.jsonValue({ maxDepth: 2 }));

const record = (entity: EntityName, children: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.record({ ...Object.fromEntries(Object.keys(ENTITIES[entity].fields).map((field) => [field, anyValue])), ...children }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: junk },
  );
const some = (item: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: fc.array(item, { maxLength: 2 }) }, { weight: 1, arbitrary: junk });

const meterpoint = (entity: EntityName) => record(entity, { prices: some(record('price')), contractindex: anyValue });
const customer = record('customer', {
  sites: some(record('site', { products: some(record('product', { elecmeterpoints: some(meterpoint('elecmeterpoint')), gasmeterpoints: some(meterpoint('gasmeterpoint')) })) })),
  accounts: some(record('account', { directdebits: some(record('directdebit')) })),
  contacts: some(record('contact')),
  contracts: some(record('contract')),
});

describe('structured data validation, over generated JSON bodies', () => {
  it('never throws: any shape of customer list ends in a list of failures', () => {
    fc.assert(
      fc.property(fc.array(customer, { minLength: 1, maxLength: 3 }), (customers) => {
        const result = validateStructuredData(customers as ImportCustomer[], context);
        for (const failure of [...result.failures, ...result.warnings]) expect(typeof failure.message).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
