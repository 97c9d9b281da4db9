import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiResult } from '../api/client';
import { BROKER_SESSION, renderSignedIn } from '../../test-support/signed-in';

// The part Manual Entry loads when chosen, and the Upload dialog's file, as a dropped connection leaves them: their downloads fail.
jest.mock('./structure-actions', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
jest.mock('./UploadDialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
// esbuild does not hoist jest.mock, so the page is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiFetch: jest.fn(), apiGet: jest.fn() }));
const client = jest.requireMock<typeof import('../api/client')>('../api/client');
const { default: ImportPage } = jest.requireActual<typeof import('./ImportPage')>('./ImportPage');

const CONNECTION = 'The portal could not load what this screen needs. Check your connection, then try again.';
const PRODUCT = { fileformats: [1], contractterms: ['36'], showthirdpartycosts: false, editthirdpartycosts: false, requestpaymentonprequalification: false, manualuploadformat: 3 };
const emptyPage: ApiResult<unknown> = { status: 200, data: [], headers: { get: () => null } as unknown as Headers };

/** The screen of an intermediary with no imports yet, its list shown. */
async function openEmptyImportScreen() {
  jest.mocked(client.apiGet).mockResolvedValue([]);
  jest.mocked(client.apiFetch).mockResolvedValue(emptyPage);
  renderSignedIn(<ImportPage />, { ...BROKER_SESSION, intermediary: { ...BROKER_SESSION.intermediary, products: { 1: PRODUCT } } });
  await screen.findByText('(0)');
}

it('says Manual Entry could not be opened when its part does not load, and leaves Manual Entry to choose again', async () => {
  await openEmptyImportScreen();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Manual Entry' })));
  expect(await screen.findByText('Manual Entry could not be opened')).toBeTruthy();
  expect(screen.getByText(CONNECTION)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Manual Entry' }).getAttribute('aria-disabled')).toBeNull();
  await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(`Manual Entry could not be opened. ${CONNECTION}`));
});

it('says a dialog that could not be downloaded could not be opened, keeps the screen, and closes it when dismissed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await openEmptyImportScreen();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload' })));
  expect(await screen.findByText('Upload could not be opened')).toBeTruthy();
  expect(screen.getByText(CONNECTION)).toBeTruthy();
  // The screen is still there, list and toolbar.
  expect(screen.getByText('(0)')).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(`Upload could not be opened. ${CONNECTION}`));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss Upload could not be opened' })));
  expect(screen.queryByText('Upload could not be opened')).toBeNull();
  expect(screen.getByRole('button', { name: 'Upload' }).getAttribute('aria-disabled')).toBeNull();
});
