// esbuild does not hoist jest.mock, so the module is loaded after the mock is in place.
jest.mock('../api/client', () => ({ apiFetch: jest.fn(), failureMessages: jest.requireActual<typeof import('../api/client')>('../api/client').failureMessages }));
const apiFetch = jest.mocked(jest.requireMock<typeof import('../api/client')>('../api/client').apiFetch);
const { UploadRefused, uploadToStorage } = jest.requireActual<typeof import('./upload-file')>('./upload-file');

describe('uploadToStorage', () => {
  const file = new File(['Customer Name\n'], 'contracts.csv', { type: 'text/csv' });

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
});
