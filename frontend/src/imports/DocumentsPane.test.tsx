import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IMPORT_DOCUMENT_MESSAGES } from '../../../domain/documents';

// esbuild does not hoist jest.mock, so the pane is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<object>('../api/client'), apiGet: jest.fn(), apiFetch: jest.fn() }));
jest.mock('../downloads/open-signed-url', () => ({ openSignedUrl: jest.fn() }));
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
  stored = [`${FOLDER}/Signed contract.pdf`, `${FOLDER}/Letter of authority.pdf`];
  apiGet.mockImplementation(async () => ({ Contents: stored.map((Key) => ({ Key })) }));
});

async function renderPane() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentsPane tpiid={101} importId="imp-1" />
    </QueryClientProvider>,
  );
  await screen.findByText('Signed contract.pdf');
}

const dialog = () => screen.getByRole('dialog');

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
    await waitFor(() => expect(screen.queryByText('Letter of authority.pdf')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the document and the dialog when the delete is refused, saying what to do', async () => {
    apiFetch.mockResolvedValueOnce({ status: 403, data: { message: 'Forbidden' } });
    await renderPane();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Signed contract.pdf' }));
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' })));
    expect(within(dialog()).getByText(IMPORT_DOCUMENT_MESSAGES.deleteFailed('Signed contract.pdf'))).toBeTruthy();
    expect(screen.getByText('Signed contract.pdf')).toBeTruthy();
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
