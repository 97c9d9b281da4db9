import { DatabaseBusyError, sendUntilProcessed } from './batch-retries';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Runs `sending` to its end with the waits between attempts passed at once. */
async function settled(sending: Promise<void>): Promise<unknown> {
  const outcome = sending.then(() => undefined, (error: unknown) => error);
  await jest.runAllTimersAsync();
  return outcome;
}

describe('sendUntilProcessed', () => {
  it('resends only what was left unprocessed, until nothing is', async () => {
    const sent: number[][] = [];
    const sending = sendUntilProcessed('table', [1, 2, 3], async (items) => {
      sent.push(items);
      return sent.length === 1 ? [3] : [];
    });
    expect(await settled(sending)).toBeUndefined();
    expect(sent).toEqual([[1, 2, 3], [3]]);
  });

  it('gives up with DatabaseBusyError after a bounded number of attempts, the waits capped', async () => {
    const started = Date.now();
    let attempts = 0;
    const sending = sendUntilProcessed('contracts', [1, 2], async (items) => {
      attempts += 1;
      return items;
    });
    expect(await settled(sending)).toEqual(new DatabaseBusyError('contracts', 2));
    expect(attempts).toBe(5);
    // The SDK's throttling backoff: full jitter under 1, 2, 4 and 8 seconds.
    expect(Date.now() - started).toBeLessThanOrEqual(15_000);
  });
});
