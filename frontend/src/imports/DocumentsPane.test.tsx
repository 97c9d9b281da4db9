import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IMPORT_DOCUMENT_MESSAGES } from '../../../domain/documents';
import { AnnouncerProvider } from '../shared/Announcer';

// esbuild does not hoist jest.mock, so the pane is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<object>('../api/client'), apiGet: jest.fn(), apiFetch: jest.fn() }));
jest.mock('../downloads/open-signed-url', () => ({ openSignedUrl: jest.fn() }));
jest.mock('./upload-file', () => ({ uploadToStorage: jest.fn() }));
const uploadToStorage = jest.mocked(jest.requireMock<typeof import('./upload-file')>('./upload-file').uploadToStorage);
const client = jest.requireMock<typeof import('../api/client')>('../api/client');
const apiGet = jest.mocked(client.apiGet);
const apiFetch = jest.mocked(client.apiFetch);
const openSignedUrl = jest.mocked(jest.requireMock<typeof import('../downloads/open-signed-url')>('../downloads/open-signed-url').openSignedUrl);
const { default: DocumentsPane } = jest.requireActual<typeof import('./DocumentsPane')>('./DocumentsPane');
const { createQueryClient } = jest.requireActual<typeof import('../app/query-client')>('../app/query-client');

const FOLDER = '101/documents/imp-1';
let stored: string[];

beforeEach(() => {
  apiGet.mockReset();
  apiFetch.mockReset();
  openSignedUrl.mockReset();
  uploadToStorage.mockReset();
  stored = [`${FOLDER}/Signed contract.pdf`, `${FOLDER}/Letter of authority.pdf`];
  apiGet.mockImplementation(async () => ({ Contents: stored.map((Key) => ({ Key })) }));
});

async function renderPane() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnnouncerProvider>
        <DocumentsPane tpiid={101} importId="imp-1" />
      </AnnouncerProvider>
    </QueryClientProvider>,
  );
  await screen.findByText('Signed contract.pdf');
}

const dialog = () => screen.getByRole('dialog');
/** What the page's live regions come to say. */
const saidPolitely = (text: string) => waitFor(() => expect(screen.getByTestId('polite-announcements').textContent).toBe(text));
const saidAssertively = (text: string) => waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(text));
const chooseFiles = (...names: string[]) =>
  act(async () => fireEvent.change(screen.getByLabelText('Upload documents'), { target: { files: names.map((name) => new File(['text'], name, { type: 'text/plain' })) } }));

describe("the import's documents", () => {
  it("lists the import's folder of the imports bucket", async () => {
    await renderPane();
    expect(apiGet).toHaveBeenCalledWith('/storage/imports', { prefix: `${FOLDER}/` });
    expect(screen.getByText('Letter of authority.pdf')).toBeTruthy();
  });

  it('opens a document through a signed download of its key', async () => {
    apiFetch.mockResolvedValueOnce({ status: 200, data: { url: 'https://signed.example/doc' } });
    await renderPane();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open Signed contract.pdf' })));
    expect(apiFetch).toHaveBeenCalledWith('GET', '/storage/imports/101/documents/imp-1/Signed%20contract.pdf');
    expect(openSignedUrl).toHaveBeenCalledWith('https://signed.example/doc');
  });

  it('says what to do when a document cannot be opened', async () => {
    apiFetch.mockResolvedValueOnce({ status: 404, data: { message: 'Not found' } });
    await renderPane();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open Signed contract.pdf' })));
    expect(screen.getByText(IMPORT_DOCUMENT_MESSAGES.openFailed('Signed contract.pdf'))).toBeTruthy();
    await saidAssertively(IMPORT_DOCUMENT_MESSAGES.openFailed('Signed contract.pdf'));
    expect(openSignedUrl).not.toHaveBeenCalled();
  });

  it('deletes a document only once the broker confirms, then says so and lists the folder again', async () => {
    await renderPane();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Letter of authority.pdf' }));
    expect(within(dialog()).getByText(IMPORT_DOCUMENT_MESSAGES.deleteQuestion('Letter of authority.pdf'))).toBeTruthy();
    expect(apiFetch).not.toHaveBeenCalled();

    apiFetch.mockImplementationOnce(async () => {
      stored = stored.filter((key) => !key.endsWith('Letter of authority.pdf'));
      return { status: 204, data: undefined };
    });
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' })));
    expect(apiFetch).toHaveBeenCalledWith('DELETE', '/storage/imports/101/documents/imp-1/Letter%20of%20authority.pdf');
    expect(screen.getByText(IMPORT_DOCUMENT_MESSAGES.deleted('Letter of authority.pdf'))).toBeTruthy();
    await saidPolitely(IMPORT_DOCUMENT_MESSAGES.deleted('Letter of authority.pdf'));
    await waitFor(() => expect(screen.queryByText('Letter of authority.pdf')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the document and the dialog when the delete is refused, saying what to do', async () => {
    apiFetch.mockResolvedValueOnce({ status: 403, data: { message: 'Forbidden' } });
    await renderPane();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Signed contract.pdf' }));
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' })));
    expect(within(dialog()).getByText(IMPORT_DOCUMENT_MESSAGES.deleteFailed('Signed contract.pdf'))).toBeTruthy();
    await saidAssertively(IMPORT_DOCUMENT_MESSAGES.deleteFailed('Signed contract.pdf'));
    expect(screen.getByText('Signed contract.pdf')).toBeTruthy();
  });

  it('says when the documents chosen are uploaded, and lists the folder again', async () => {
    uploadToStorage.mockImplementation(async (_bucket, _folder, file) => {
      stored = [...stored, `${FOLDER}/${file.name}`];
      return { key: `${FOLDER}/${file.name}` };
    });
    await renderPane();
    await chooseFiles('letter.txt');
    expect(uploadToStorage).toHaveBeenCalledWith('imports', FOLDER, expect.any(File), expect.any(Function));
    expect(screen.getByText(IMPORT_DOCUMENT_MESSAGES.uploaded(['letter.txt']))).toBeTruthy();
    await saidPolitely('letter.txt was uploaded.');
    await screen.findByRole('cell', { name: 'letter.txt' });

    await chooseFiles('a.txt', 'b.txt');
    await saidPolitely('2 documents were uploaded.');
  });

  it('says aloud, as well as shown, that an upload failed', async () => {
    uploadToStorage.mockRejectedValue(new Error('The upload failed'));
    await renderPane();
    await chooseFiles('letter.txt');
    expect(screen.getByText(IMPORT_DOCUMENT_MESSAGES.uploadFailed)).toBeTruthy();
    await saidAssertively(IMPORT_DOCUMENT_MESSAGES.uploadFailed);
  });

  it('cancels a delete without asking the server', async () => {
    await renderPane();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Signed contract.pdf' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('says the documents could not be listed, not that there are none, and Try again lists them', async () => {
    apiGet.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DocumentsPane tpiid={101} importId="imp-1" />
      </QueryClientProvider>,
    );
    await screen.findByText(IMPORT_DOCUMENT_MESSAGES.loadFailed);
    expect(screen.getByText(IMPORT_DOCUMENT_MESSAGES.notLoaded)).toBeTruthy();
    expect(screen.queryByText('No documents')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await screen.findByText('Signed contract.pdf');
    expect(screen.queryByText(IMPORT_DOCUMENT_MESSAGES.loadFailed)).toBeNull();
  });
});
