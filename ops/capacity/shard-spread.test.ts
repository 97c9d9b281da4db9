import { CONTRACT_SHARDS, contractShard } from '../../domain/contract-lines';
import { sampleImport } from '../../test/support/sample-rows';
import type { FileImportItem } from '../../lambdas/contract-import/store/file-import';
import { importLines } from '../../lambdas/contract-import/process/import-lines';
import { DEFAULT_INPUTS } from './inputs';

/** How many of `keys` fall on each distinct key. */
const countsOf = (keys: readonly (string | number)[]) => [...keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map<string | number, number>()).values()];

/** The model takes the busiest key of an approval at `shardSkew` times its even share; these hold the key design to that. */
describe('an approval\'s lines spread over its intermediary\'s partition keys', () => {
  const approval = { id: 'import-spread', sourceid: 101, userid: 'user-1', productdefinition: 1, audit: [{ to: 7, action: 'approve', at: '2026-03-01T12:00:00.000Z' }],
    referencenumbers: { pages: [{ customer: 1, site: 1, contract: 1 }] },
  } as unknown as FileImportItem;

  it('puts a 10,000-row approval on every key of its intermediary, none holding more than shardSkew times its even share', () => {
    const { contracts, commissions } = importLines(approval, sampleImport(10_000, { seed: 7 }).customers);
    const lines = [...contracts, ...commissions];
    expect(contracts).toHaveLength(10_000);
    expect(new Set(lines.map((line) => line.pk.split('#')[0]))).toEqual(new Set(['101']));
    const counts = countsOf(lines.map((line) => line.pk));
    expect(counts).toHaveLength(CONTRACT_SHARDS);
    expect(Math.max(...counts)).toBeLessThanOrEqual((lines.length / CONTRACT_SHARDS) * DEFAULT_INPUTS.shardSkew);
  });

  it('spreads a run of consecutive meter point references, as a portfolio file lists them, as evenly', () => {
    const counts = countsOf(Array.from({ length: 16_000 }, (_, n) => contractShard(String(1_200_000_000_000 + n))));
    expect(counts).toHaveLength(CONTRACT_SHARDS);
    expect(Math.max(...counts)).toBeLessThanOrEqual((16_000 / CONTRACT_SHARDS) * DEFAULT_INPUTS.shardSkew);
  });
});
