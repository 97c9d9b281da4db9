import { act, fireEvent, render, screen } from '@testing-library/react';
import { SessionContext } from '../shell/session-context';
import { BROKER_SESSION } from '../../test-support/signed-in';

// esbuild does not hoist jest.mock, so the page is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ apiFetch: jest.fn() }));
jest.mock('./open-signed-url', () => ({ openSignedUrl: jest.fn() }));
const apiFetch = jest.mocked(jest.requireMock<typeof import('../api/client')>('../api/client').apiFetch);
const openSignedUrl = jest.mocked(jest.requireMock<typeof import('./open-signed-url')>('./open-signed-url').openSignedUrl);
const { default: DownloadsPage } = jest.requireActual<typeof import('./DownloadsPage')>('./DownloadsPage');

function renderPage() {
  render(
    <SessionContext.Provider value={BROKER_SESSION}>
      <DownloadsPage />
    </SessionContext.Provider>,
  );
}

const clickDownload = (title: string) => act(async () => fireEvent.click(screen.getByRole('button', { name: `Download ${title}` })));

beforeEach(() => {
  apiFetch.mockReset();
  openSignedUrl.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('lists the four documents, each with a Download button', () => {
  renderPage();
  for (const title of ['Contract Upload Template', 'PDF Contract', 'Terms and Conditions', 'Verbal Script']) {
    expect(screen.getByRole('button', { name: `Download ${title}` })).toBeTruthy();
  }
});

it('signs the file in the selected intermediary\'s folder, name encoded, and opens the signed URL', async () => {
  apiFetch.mockResolvedValueOnce({ status: 200, data: { url: 'https://signed.example/doc' } });
  renderPage();
  await clickDownload('Contract Upload Template');
  expect(apiFetch).toHaveBeenCalledWith('GET', '/storage/documents/101/Contract%20Upload%20v1.xlsx');
  expect(openSignedUrl).toHaveBeenCalledWith('https://signed.example/doc');
  expect(screen.queryByText('Download failed')).toBeNull();
});

it('shows an error naming the document when signing fails, and opens nothing', async () => {
  apiFetch.mockResolvedValueOnce({ status: 403, data: { message: 'Forbidden' } });
  renderPage();
  await clickDownload('Verbal Script');
  expect(openSignedUrl).not.toHaveBeenCalled();
  expect(screen.getByText('Download failed')).toBeTruthy();
  expect(screen.getByText(/Verbal Script could not be downloaded/)).toBeTruthy();
});

it('keeps the button busy until the signed URL arrives', async () => {
  let answer: (value: { status: number; data: unknown }) => void = () => undefined;
  apiFetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  renderPage();
  const button = screen.getByRole('button', { name: 'Download PDF Contract' });
  await act(async () => fireEvent.click(button));
  expect(button.getAttribute('aria-disabled')).toBe('true');
  await act(async () => answer({ status: 200, data: { url: 'https://signed.example/pdf' } }));
  expect(button.getAttribute('aria-disabled')).toBeNull();
});
