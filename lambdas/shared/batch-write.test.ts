import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchWrite, type WriteLease } from './batch-write';

const put = (id: number) => ({ PutRequest: { Item: { id: String(id) } } });

/** A client that answers every batch as fully written, and keeps what it was sent. */
function recordingClient() {
  const send = jest.fn(async () => ({ UnprocessedItems: {} }));
  return { documents: { send } as unknown as DynamoDBDocumentClient, send };
}

describe('batch writes under a lease', () => {
  it('sends every batch with the lease signal, so a request still running when the lease margin begins is aborted', async () => {
    const { documents, send } = recordingClient();
    const lease: WriteLease = { check: jest.fn(), signal: new AbortController().signal };
    await batchWrite(documents, 'meterpoints', Array.from({ length: 60 }, (_, i) => put(i)), lease);
    expect(send).toHaveBeenCalledTimes(3);
    for (const call of send.mock.calls as unknown as [unknown, { abortSignal?: AbortSignal }][]) expect(call[1].abortSignal).toBe(lease.signal);
    expect(lease.check).toHaveBeenCalledTimes(3);
  });

  it('sends nothing once the lease is spent, and says so', async () => {
    const { documents, send } = recordingClient();
    const spent = new Error('lease spent');
    const lease: WriteLease = { check: () => { throw spent; }, signal: new AbortController().signal };
    await expect(batchWrite(documents, 'meterpoints', [put(1), put(2)], lease)).rejects.toBe(spent);
    expect(send).not.toHaveBeenCalled();
  });
});
