import type { Intermediary, UserProfile } from '../../../domain/intermediary';
import { PRODUCT_DEFINITIONS } from '../../../domain/reference-data/products';
import { menuFor, requiresPreauthorisation, type ProductDefinitions } from './menu';

const product = { fileformats: [1], contractterms: ['36'], showthirdpartycosts: false, editthirdpartycosts: false, requestpaymentonprequalification: false };
const acme: Intermediary = { id: 101, name: 'Acme Energy Brokers', products: { 1: product, 2: product, 3: product } };
const brightside: Intermediary = { id: 102, name: 'Brightside Utilities Consulting', products: { 1: product, 2: product } };
const definitions: ProductDefinitions = Object.fromEntries(PRODUCT_DEFINITIONS.map((definition) => [definition.id, definition]));
const user = (reports: number[]): UserProfile => ({
  id: 'u', firstname: 'Bea', lastname: 'Broker', applications: [2], tpis: [acme, brightside], reports,
});
const texts = (entries: { text: string }[]) => entries.map((entry) => entry.text);

describe('the top menu', () => {
  it('lists every item in the order the portal defines for a user with every report and a pre-qualified product', () => {
    expect(texts(menuFor(user([1, 2, 3, 4, 7, 8]), acme, definitions))).toEqual([
      'Home', 'Pre-Qualifier', 'Contract Import', 'Contract Report', 'Commission Report', 'ECOES Post Code Search',
      'ECOES MPAN Search', 'Gas Address Search', 'Gas MPRN Search', 'Downloads',
    ]);
  });

  it('shows each report item only to holders of its report number', () => {
    expect(texts(menuFor(user([1]), brightside, definitions))).toEqual(['Home', 'Contract Import', 'Contract Report', 'Downloads']);
    expect(texts(menuFor(user([2, 8]), brightside, definitions))).toEqual([
      'Home', 'Contract Import', 'Commission Report', 'Gas MPRN Search', 'Downloads',
    ]);
  });

  it('ignores report numbers 5 and 6, which the product does not show', () => {
    expect(texts(menuFor(user([5, 6]), brightside, definitions))).toEqual(['Home', 'Contract Import', 'Downloads']);
  });

  it('shows Pre-Qualifier only while the selected intermediary has a product requiring pre-authorisation', () => {
    expect(requiresPreauthorisation(acme, definitions)).toBe(true);
    expect(requiresPreauthorisation(brightside, definitions)).toBe(false);
    expect(texts(menuFor(user([]), brightside, definitions))).not.toContain('Pre-Qualifier');
  });

  it('hides Pre-Qualifier while the product definitions are not loaded', () => {
    expect(requiresPreauthorisation(acme, undefined)).toBe(false);
  });

  it('shows no report to a user who is not authorised', () => {
    const outsider = { ...user([1, 2]), applications: [1] };
    expect(texts(menuFor(outsider, acme, definitions))).not.toContain('Contract Report');
  });
});
