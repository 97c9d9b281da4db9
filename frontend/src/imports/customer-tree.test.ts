import type { ImportCustomer } from '../../../domain/import';
import { allPaths, customerTree, type TreeNode } from './customer-tree';

const CUSTOMER = {
  name: 'Harbour Bakery Ltd',
  sites: [{ name: 'Quay', postcode: 'BS1 4DJ', products: [] }, { name: 'Mill', postcode: 'LS1 4AP', products: [] }],
  contracts: [{ startdate: '2026-04-01', contractterm: '24' }],
  accounts: [{ name: 'Harbour Bakery Ltd' }],
  contacts: [],
} as unknown as ImportCustomer;
const SUBOBJECTS = { customer: ['sites', 'contracts', 'accounts'] };
const labels = (node: TreeNode): string[] => [node.label, ...node.children.flatMap(labels)];

describe("a customer's tree", () => {
  it('ends the labels of the customer, its sites and its contracts with their references, once numbered', () => {
    const tree = customerTree(CUSTOMER, SUBOBJECTS, { customer: 'C101-0042', sites: ['S101-0107', 'S101-0108'], contracts: ['CT101-0042'] });
    expect(labels(tree).filter((label) => /\([A-Z]+101-\d{4}\)$/.test(label))).toEqual([
      'Customer: Harbour Bakery Ltd (C101-0042)', expect.stringMatching(/^Site: Quay.* \(S101-0107\)$/), expect.stringMatching(/^Site: Mill.* \(S101-0108\)$/),
      expect.stringMatching(/^Contract: .* \(CT101-0042\)$/),
    ]);
    expect(labels(tree).find((label) => label.startsWith('Account'))).not.toMatch(/\(/);
  });

  it('labels records as before while they have no references', () => {
    const tree = customerTree(CUSTOMER, SUBOBJECTS);
    expect(labels(tree).some((label) => label.includes('101-'))).toBe(false);
    expect(allPaths(tree)).toEqual(['', 'sites.0', 'sites.1', 'contracts.0', 'accounts.0']);
  });
});
