import type { RecordedWrite } from '../local/dynamo-writes';
import { hottestPartition } from './hottest-partition';

const writes = (table: string, key: string, ...atMs: number[]): RecordedWrite[] => atMs.map((at) => ({ table, key, atMs: at }));

describe('the hottest partition key of a recorded run', () => {
  it('names the key written most, with its share of its own table\'s writes', () => {
    const run = [...writes('contracts', '101#3', 0, 10, 20), ...writes('contracts', '101#4', 5), ...writes('fileimports', 'import-1', 1, 2)];
    // 3 of the contracts table's 4 writes; the other table's writes are not counted against it.
    expect(hottestPartition(run)).toEqual({ table: 'contracts', key: '101#3', writes: 3, share: 0.75, peakPerSecond: 3 });
  });

  it('tells the same key value in two tables apart', () => {
    const run = [...writes('contracts', 'x', 0, 1), ...writes('meterpoints', 'x', 2, 3, 4)];
    expect(hottestPartition(run)).toMatchObject({ table: 'meterpoints', writes: 3, share: 1 });
  });

  it('counts the busiest second wherever it starts, not by calendar seconds', () => {
    // 900..1,800 ms holds four writes inside one second, split by the calendar second at 1,000 ms; 2,900 is more than a second after 1,800.
    const run = writes('contracts', '101#0', 0, 900, 1200, 1500, 1800, 2900);
    expect(hottestPartition(run)?.peakPerSecond).toBe(4);
    // A write exactly one second after another starts the next window.
    expect(hottestPartition(writes('contracts', '101#0', 0, 1000, 2000))?.peakPerSecond).toBe(1);
  });

  it('answers nothing for a run that wrote nothing', () => {
    expect(hottestPartition([])).toBeUndefined();
  });
});
