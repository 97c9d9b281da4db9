import { createQueryClient, LOOKUP_RETRIES } from './query-client';

describe('the query client', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('asks for a lookup again after a blip, so it loads without the user doing anything', async () => {
    const lookup = jest.fn().mockRejectedValueOnce(new Error('API answered 503')).mockRejectedValueOnce(new Error('API answered 503')).mockResolvedValue([{ id: 1, name: 'Contract Upload' }]);
    const loaded = createQueryClient().fetchQuery({ queryKey: ['lookups', 'fileformat'], queryFn: lookup });
    await jest.advanceTimersByTimeAsync(3000);
    await expect(loaded).resolves.toEqual([{ id: 1, name: 'Contract Upload' }]);
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it('gives up on a lookup after its retries, and asks for anything else once', async () => {
    const client = createQueryClient();
    const lookup = jest.fn().mockRejectedValue(new Error('API answered 500'));
    const failed = client.fetchQuery({ queryKey: ['lookups', 'siccode'], queryFn: lookup, retryDelay: 10 }).catch((error: Error) => error.message);
    await jest.advanceTimersByTimeAsync(100);
    await expect(failed).resolves.toBe('API answered 500');
    expect(lookup).toHaveBeenCalledTimes(1 + LOOKUP_RETRIES);
    const list = jest.fn().mockRejectedValue(new Error('API answered 500'));
    await expect(client.fetchQuery({ queryKey: ['fileimports'], queryFn: list })).rejects.toThrow('API answered 500');
    expect(list).toHaveBeenCalledTimes(1);
  });
});
