import { isStuck, stuckImports } from './stuck-imports';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
/** An import in `status` whose last audit entry is `secondsAgo` before NOW. */
const lastMoved = (importstatus: number, secondsAgo: number) => ({ importstatus, audit: [{ at: '2026-11-24T09:00:00.000Z' }, { at: new Date(NOW - secondsAgo * 1000).toISOString() }] });

describe('stuck imports', () => {
  // Validation runs at most 120 s and processing 300 s; each is given 30 s more before it counts as dead.
  it.each([
    ['validating, 149 s after its last move', 2, 149, false],
    ['validating, 150 s after its last move', 2, 150, true],
    ['processing, 329 s after its last move', 8, 329, false],
    ['processing, 330 s after its last move', 8, 330, true],
    ['processing, a day after its last move', 8, 86_400, true],
  ])('judges an import %s', (_case, status, secondsAgo, stuck) => {
    expect(isStuck(lastMoved(status, secondsAgo), NOW)).toBe(stuck);
  });

  it.each([1, 3, 4, 7, 9, 13])('never counts an import in status %i, however old: only 2 and 8 are watched', (status) => {
    expect(isStuck(lastMoved(status, 86_400), NOW)).toBe(false);
  });

  it('counts an import in a watched status with no audit entry at all as stuck', () => {
    expect(isStuck({ importstatus: 8, audit: [] }, NOW)).toBe(true);
  });

  it('picks only the stuck ones out of a mix', () => {
    // Stuck: validating 10 min, processing 6 min. Not: processing 1 min, complete 1 day.
    const mix = [lastMoved(2, 600), lastMoved(8, 360), lastMoved(8, 60), lastMoved(9, 86_400)];
    expect(stuckImports(mix, NOW)).toEqual([mix[0], mix[1]]);
    expect(stuckImports([], NOW)).toEqual([]);
  });
});
