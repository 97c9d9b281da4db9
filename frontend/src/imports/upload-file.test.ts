// esbuild does not hoist jest.mock, so the module is loaded after the mock is in place.
jest.mock('../api/client', () => ({ apiFetch: jest.fn(), failureMessages: jest.requireActual<typeof import('../api/client')>('../api/client').failureMessages }));
const apiFetch = jest.mocked(jest.requireMock<typeof import('../api/client')>('../api/client').apiFetch);
const { UPLOAD_STALL_MS, UploadRefused, UploadStalled, uploadToStorage } = jest.requireActual<typeof import('./upload-file')>('./upload-file');

/** The PUT to the signed URL, answered only when a test says so. */
class StoragePut {
  static last: StoragePut;
  readonly upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  aborted = false;
  constructor() {
    StoragePut.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
  }
}

describe('uploadToStorage', () => {
  const file = new File(['Customer Name\n'], 'contracts.csv', { type: 'text/csv' });
  const realRequest = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = StoragePut as unknown as typeof XMLHttpRequest;
    apiFetch.mockResolvedValue({ status: 200, data: { url: 'https://storage.example/signed', key: '101/uploads/1/contracts.csv' } } as never);
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realRequest;
    jest.useRealTimers();
  });

  /** Starts an upload and waits until its PUT is sent. */
  async function started(signal?: AbortSignal, onProgress = jest.fn()) {
    const upload = uploadToStorage('imports', '101/uploads/1', file, onProgress, signal);
    upload.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(0);
    return { upload, put: StoragePut.last, onProgress };
  }

  it("rejects a file the server will not sign for with the server's own words", async () => {
    apiFetch.mockResolvedValue({ status: 413, data: { message: 'The file is larger than the limit of 32 MB' } } as never);
    const refused = uploadToStorage('imports', '101/uploads/1', file, () => undefined);
    await expect(refused).rejects.toBeInstanceOf(UploadRefused);
    await expect(refused).rejects.toThrow('The file is larger than the limit of 32 MB');
  });

  it('rejects any other failure as a plain error', async () => {
    apiFetch.mockResolvedValue({ status: 500, data: { message: 'Internal error' } } as never);
    await expect(uploadToStorage('imports', '101/uploads/1', file, () => undefined)).rejects.not.toBeInstanceOf(UploadRefused);
  });

  it('stores the file, reporting its progress, and answers its key', async () => {
    jest.useFakeTimers();
    const { upload, put, onProgress } = await started();
    put.progress(40);
    put.status = 200;
    put.onload?.();
    await expect(upload).resolves.toEqual({ key: '101/uploads/1/contracts.csv' });
    expect(onProgress.mock.calls).toEqual([[40], [100]]);
  });

  it('gives up an upload that storage never answers, stopping its request', async () => {
    jest.useFakeTimers();
    const { upload, put } = await started();
    await jest.advanceTimersByTimeAsync(UPLOAD_STALL_MS);
    await expect(upload).rejects.toBeInstanceOf(UploadStalled);
    expect(put.aborted).toBe(true);
  });

  it('waits while the upload makes progress, however long it takes in all', async () => {
    jest.useFakeTimers();
    const { upload, put } = await started();
    for (let loaded = 10; loaded <= 90; loaded += 10) {
      await jest.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
      put.progress(loaded);
    }
    expect(put.aborted).toBe(false);
    put.status = 200;
    put.onload?.();
    await expect(upload).resolves.toEqual({ key: '101/uploads/1/contracts.csv' });
  });

  it('stops the request when cancelled, rejecting as aborted', async () => {
    jest.useFakeTimers();
    const cancel = new AbortController();
    const { upload, put } = await started(cancel.signal);
    cancel.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(put.aborted).toBe(true);
  });
});
