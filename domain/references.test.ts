import { pageReferences, pageStarts, parseReference, referenceCounts, referenceOf } from './references';

const customer = (sites: number, contracts: number) => ({
  sites: Array.from({ length: sites }, () => ({})),
  contracts: Array.from({ length: contracts }, () => ({})),
}) as never;

describe('references', () => {
  it('reads as a letter or two, the intermediary and a four-digit number that grows past 9999', () => {
    expect(referenceOf('customer', 101, 42)).toBe('C101-0042');
    expect(referenceOf('site', 101, 107)).toBe('S101-0107');
    expect(referenceOf('contract', 7, 10_000)).toBe('CT7-10000');
  });

  it('reads a reference typed in any case or with spaces, and nothing that is not one', () => {
    expect(parseReference(' c101 - 0042 ')).toEqual({ kind: 'customer', reference: 'C101-0042' });
    expect(parseReference('ct101-0042')).toEqual({ kind: 'contract', reference: 'CT101-0042' });
    expect(parseReference('S101-0107')).toEqual({ kind: 'site', reference: 'S101-0107' });
    for (const text of ['C101', 'C101-42', 'X101-0042', 'Harbour', '101-0042', 'C101-0042-1']) expect(parseReference(text)).toBeUndefined();
  });

  it('numbers pages so that each page alone gives what numbering them all together gives', () => {
    const pages = [[customer(2, 1), customer(1, 2)], [customer(3, 1)], [customer(1, 1), customer(1, 1)]];
    const starts = pageStarts(pages, { customer: 10, site: 20, contract: 30 }, false);
    expect(starts).toEqual([{ customer: 10, site: 20, contract: 30 }, { customer: 12, site: 23, contract: 33 }, { customer: 13, site: 26, contract: 34 }]);
    const pageByPage = pages.flatMap((page, i) => pageReferences(101, page, starts[i]));
    expect(pageReferences(101, pages.flat(), starts[0])).toEqual(pageByPage);
    expect(new Set(pageByPage.flatMap((refs) => [refs.customer, ...refs.sites, ...refs.contracts])).size).toBe(5 + 8 + 6);
    expect(pageByPage[3]).toEqual({ customer: 'C101-0013', sites: ['S101-0026'], contracts: ['CT101-0034'] });
  });

  it("lets a renewal's first customer keep its reference, taking no number for it", () => {
    const customers = [customer(1, 1), customer(1, 1)];
    expect(referenceCounts(customers, true)).toEqual({ customer: 1, site: 2, contract: 2 });
    const [renewed, added] = pageReferences(101, customers, { customer: 50, site: 60, contract: 70 }, 'C101-0007');
    expect(renewed).toEqual({ customer: 'C101-0007', sites: ['S101-0060'], contracts: ['CT101-0070'] });
    expect(added.customer).toBe('C101-0050');
  });
});
