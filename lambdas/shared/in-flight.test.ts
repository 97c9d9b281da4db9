import { inFlight } from './in-flight';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inFlight', () => {
  it('runs every item with no more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inFlight([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      most = Math.max(most, ++running);
      await tick();
      running--;
      done.push(item);
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts nothing after a failure and rejects with it once the runs under way have settled', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = inFlight([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick();
      settled++;
      if (item === 2) throw new Error('batch 2 failed');
    });
    await expect(run).rejects.toThrow('batch 2 failed');
    expect(started).toEqual([1, 2, 3]);
    expect(settled).toBe(started.length);
  });

  it('does nothing for no items', async () => {
    const work = jest.fn();
    await inFlight([], 4, work);
    expect(work).not.toHaveBeenCalled();
  });
});
