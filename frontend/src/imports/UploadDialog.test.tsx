import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import type { FileFormat } from '../../../domain/reference-data/file-formats';
import { accessibleDescription } from '../../test-support/description';
import { AnnouncerProvider } from '../shared/Announcer';
import type { ImportScreenConfig } from './import-config';

// The file limits measure CSV lines in UTF-8 with TextEncoder, which jsdom lacks; the modules that need it load below.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;

// esbuild does not hoist jest.mock, so the dialog is loaded after the mocks are in place.
jest.mock('./upload-file', () => ({ ...jest.requireActual<typeof import('./upload-file')>('./upload-file'), uploadToStorage: jest.fn() }));
jest.mock('./api', () => ({ createImport: jest.fn() }));
const uploadToStorage = jest.mocked(jest.requireMock<typeof import('./upload-file')>('./upload-file').uploadToStorage);
const createImport = jest.mocked(jest.requireMock<typeof import('./api')>('./api').createImport);
const { UPLOAD_MESSAGES, UploadStalled } = jest.requireActual<typeof import('./upload-file')>('./upload-file');
const { FILE_FORMATS } = jest.requireActual<{ FILE_FORMATS: readonly FileFormat[] }>('../../../domain/reference-data/file-formats');
const { default: UploadDialog } = jest.requireActual<typeof import('./UploadDialog')>('./UploadDialog');

const CONFIG: ImportScreenConfig = {
  sourcetype: 1, sourceid: 101, parameters: { tpiid: 101 }, toplevelentity: 'customer', esignEnabled: false,
  products: [{ productdefinition: 1, config: { fileformats: [1], contractterms: ['36'], showthirdpartycosts: false, editthirdpartycosts: false, requestpaymentonprequalification: false } }],
};

/** The upload the dialog starts: it answers only when the test says, and rejects as aborted when cancelled. */
function storage() {
  const sent: { signal?: AbortSignal; fail: (error: Error) => void } = { fail: () => undefined };
  uploadToStorage.mockImplementation(
    (_bucket, _folder, _file, _progress, signal) =>
      new Promise((_resolve, reject) => {
        sent.signal = signal;
        sent.fail = reject;
        signal?.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
      }),
  );
  return sent;
}

async function uploading() {
  const onClose = jest.fn();
  render(
    <AnnouncerProvider>
      <UploadDialog config={CONFIG} userid="u1" formats={FILE_FORMATS} productName={() => 'Business Fixed Electricity'} onUploaded={jest.fn()} onClose={onClose} />
    </AnnouncerProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['Customer Name\n'], 'contracts.csv', { type: 'text/csv' })] } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload' })));
  return { onClose };
}

const fileShown = () => screen.getAllByText('contracts.csv').length > 0;

beforeEach(() => {
  uploadToStorage.mockReset();
  createImport.mockReset();
});

describe('an upload under way', () => {
  it('can be cancelled with its own button, which says so; the dialog stays with the file chosen, to try again', async () => {
    const sent = storage();
    const { onClose } = await uploading();
    const cancel = screen.getByRole('button', { name: 'Cancel upload' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(false);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => fireEvent.click(cancel));

    expect(sent.signal?.aborted).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(fileShown()).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBe(cancel);
    await waitFor(() => expect(screen.getByTestId('polite-announcements').textContent).toBe(UPLOAD_MESSAGES.cancelled));
    expect(createImport).not.toHaveBeenCalled();
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(screen.getByText('Hold for Manual Verification'), { key: 'Escape', keyCode: 27 })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }))],
  ])('is cancelled, and the dialog closed, by %s', async (_way, dismiss) => {
    const sent = storage();
    const { onClose } = await uploading();
    await act(async () => dismiss());
    expect(sent.signal?.aborted).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('that stalls says what went wrong and what to do, aloud too, keeping the file chosen', async () => {
    const sent = storage();
    await uploading();
    await act(async () => sent.fail(new UploadStalled('No progress')));

    expect(screen.getByText(UPLOAD_MESSAGES.failed)).toBeTruthy();
    expect(screen.getByText(UPLOAD_MESSAGES.stalled)).toBeTruthy();
    expect(fileShown()).toBe(true);
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(`${UPLOAD_MESSAGES.failed}. ${UPLOAD_MESSAGES.stalled}`));
  });

  it('cannot be dismissed once the file is stored and its import is being created', async () => {
    uploadToStorage.mockResolvedValue({ key: '101/uploads/1/contracts.csv' });
    createImport.mockReturnValue(new Promise(() => undefined));
    const { onClose } = await uploading();
    expect(createImport).toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('an import that cannot be created once its file is stored', () => {
  it('says why, and Upload again creates it from the stored file without sending the file twice', async () => {
    uploadToStorage.mockResolvedValue({ key: '101/uploads/1/contracts.csv' });
    createImport.mockResolvedValueOnce({ status: 503, data: { message: 'Service Unavailable' } }).mockResolvedValueOnce({ status: 200, data: { id: 'imp-1' } as never });
    await uploading();
    await screen.findByText('An error occurred importing the file');
    expect(screen.getByText('The portal is not available just now (it may be being updated). Try again in a few minutes.')).toBeTruthy();
    expect(fileShown()).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload' })));
    await waitFor(() => expect(createImport).toHaveBeenCalledTimes(2));
    expect(uploadToStorage).toHaveBeenCalledTimes(1);
    expect(createImport.mock.calls[1][0]).toMatchObject({ s3key: '101/uploads/1/contracts.csv' });
  });
});

describe('before an upload', () => {
  it('says why Upload cannot be pressed: a file to choose, then one of the type the format reads', () => {
    render(
      <AnnouncerProvider>
        <UploadDialog config={CONFIG} userid="u1" formats={FILE_FORMATS} productName={() => 'Business Fixed Electricity'} onUploaded={jest.fn()} onClose={jest.fn()} />
      </AnnouncerProvider>,
    );
    const upload = () => screen.getByRole('button', { name: 'Upload' });
    expect(upload().getAttribute('aria-disabled')).toBe('true');
    expect(accessibleDescription(upload())).toBe(UPLOAD_MESSAGES.chooseFile);
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type=file]')!, { target: { files: [new File(['x'], 'contracts.pdf', { type: 'application/pdf' })] } });
    expect(accessibleDescription(upload())).toBe(UPLOAD_MESSAGES.chooseOtherFile);
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type=file]')!, { target: { files: [new File(['Customer Name\n'], 'contracts.csv', { type: 'text/csv' })] } });
    expect(upload().getAttribute('aria-disabled')).toBeNull();
  });
});
