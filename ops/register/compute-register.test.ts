import { computeRegister, type RegisterSourceImport, type RegisterSourceLine } from './compute-register';

const AT = '2026-11-24T00:00:00.000Z';
const imported = (id: string, importstatus: number, importdatetime: string, mpxns: string[], sourceid = 101): RegisterSourceImport => ({
  id, sourceid, importstatus, importdatetime, meterpoints: mpxns.map((mpxn) => ({ mpxn, utilityid: 1 as const })),
});
const line = (importid: string, meterpointreference: string, tpiid = 101): RegisterSourceLine => ({ tpiid, importid, meterpointreference, utilityid: 1 });
const byMpxn = (entries: ReturnType<typeof computeRegister>) => Object.fromEntries(entries.map((entry) => [entry.id, { open: entry.openimportid, contract: entry.contractimportid }]));

describe('computeRegister', () => {
  it('claims an open import\'s meter points and holds a completed import\'s contract lines', () => {
    const register = computeRegister([imported('open', 4, '2026-11-01', ['A']), imported('done', 9, '2026-10-01', ['B'])], [line('done', 'B')], AT);
    expect(byMpxn(register)).toEqual({ '101#A': { open: 'open', contract: undefined }, '101#B': { open: undefined, contract: 'done' } });
    expect(register.every((entry) => entry.updatedat === AT && entry.tpiid === 101)).toBe(true);
  });

  it('gives a meter point two open imports list to the earlier one', () => {
    const register = computeRegister([imported('later', 7, '2026-11-02', ['A']), imported('earlier', 5, '2026-11-01', ['A'])], [], AT);
    expect(byMpxn(register)['101#A'].open).toBe('earlier');
  });

  it('lets the newest completed import (a renewal) hold a meter point its contract already held', () => {
    const imports = [imported('renewal', 9, '2026-11-10', ['A']), imported('original', 9, '2026-01-10', ['A'])];
    expect(byMpxn(computeRegister(imports, [line('renewal', 'A'), line('original', 'A')], AT))['101#A'].contract).toBe('renewal');
    expect(byMpxn(computeRegister(imports, [line('original', 'A'), line('renewal', 'A')], AT))['101#A'].contract).toBe('renewal');
  });

  it('keeps lines of no known import, and drops lines of an import that is not Complete', () => {
    const register = computeRegister([imported('failed', 10, '2026-11-01', [])], [line('demo-1', 'A'), line('failed', 'B')], AT);
    expect(byMpxn(register)).toEqual({ '101#A': { open: undefined, contract: 'demo-1' } });
  });

  it('keeps intermediaries apart: the same meter point under two is two entries', () => {
    const register = computeRegister([imported('x', 4, '2026-11-01', ['A'], 101), imported('y', 4, '2026-11-01', ['A'], 102)], [], AT);
    expect(byMpxn(register)).toEqual({ '101#A': { open: 'x', contract: undefined }, '102#A': { open: 'y', contract: undefined } });
  });

  it('ignores imports neither open nor Complete', () => {
    expect(computeRegister([imported('raw', 3, '2026-11-01', ['A']), imported('gone', 11, '2026-11-01', ['B'])], [], AT)).toEqual([]);
  });
});
