import fc from 'fast-check';
import { firstInKeyOrder, type KeyOrderSource } from './key-order-merge';

type Line = { sk: string };

/** A source over lines already in key order, counting what it is asked; `shortReads` answers that many reads with nothing, as a Query ended at 1 MB may. */
function source(lines: readonly Line[], shortReads = 0) {
  let position = 0;
  let empty = shortReads;
  const asked = { reads: 0, lines: 0 };
  const read: KeyOrderSource<Line> = {
    get done() {
      return position >= lines.length && empty === 0;
    },
    read(limit) {
      asked.reads++;
      if (empty > 0) return Promise.resolve((empty--, []));
      const answer = lines.slice(position, position + limit);
      position += answer.length;
      asked.lines += answer.length;
      return Promise.resolve(answer);
    },
  };
  return { read, asked };
}

const byKey = (a: Line, b: Line) => (a.sk < b.sk ? -1 : a.sk > b.sk ? 1 : 0);
const spread = (keys: readonly string[], into: number) => Array.from({ length: into }, (_, n) => keys.filter((_, k) => k % into === n).map((sk) => ({ sk })));

describe('merging partition keys in sort key order', () => {
  it('answers the first lines of all the sources in key order, and says whether more remain', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 120 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        async (keys, sources, size, perRead) => {
          // Keys dealt out of order, then each source sorted: the merge alone must put them back in order.
          const lines = spread(keys, sources).map((own) => source([...own].sort(byKey), own.length % 2));
          const page = await firstInKeyOrder(lines.map((l) => l.read), size, perRead);
          const all = keys.map((sk) => ({ sk })).sort(byKey);
          expect(page.rows).toEqual(all.slice(0, size));
          expect(page.more).toBe(all.length > size);
        },
      ),
    );
  });

  it('reads no further than the page needs: each source once, or twice where its first read ran out', async () => {
    const keys = Array.from({ length: 1600 }, (_, n) => `CONTRACT#${String((n * 7919) % 1600).padStart(5, '0')}`);
    const lines = spread(keys, 16).map((own) => source([...own].sort(byKey)));
    const page = await firstInKeyOrder(lines.map((l) => l.read), 100, 8);
    expect(page.rows).toHaveLength(100);
    // Keys dealt round-robin hold about 100 / 16 lines of the first 100 each, so a read of 8 each nearly always suffices.
    const read = lines.reduce((sum, l) => sum + l.asked.lines, 0);
    expect(read).toBeLessThanOrEqual(100 + 16 * 8);
    expect(Math.max(...lines.map((l) => l.asked.reads))).toBeLessThanOrEqual(2);
  });

  it('never asks a source for more lines than the page still lacks', async () => {
    const only = source(Array.from({ length: 10 }, (_, n) => ({ sk: String(n) })));
    const limits: number[] = [];
    const watched: KeyOrderSource<Line> = { get done() { return only.read.done; }, read: (limit) => (limits.push(limit), only.read.read(limit)) };
    await firstInKeyOrder([watched], 5, 3);
    expect(limits).toEqual([3, 2]);
  });
});
