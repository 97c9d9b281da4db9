import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { REQUEST_LIST_MESSAGES } from '../../../domain/preauthorisation/list-window';
import type { MeterPointAuthorisation } from '../../../domain/preauthorisation/types';
import type { ApiResult } from '../api/client';
import { renderSignedIn } from '../../test-support/signed-in';

// esbuild does not hoist jest.mock, so the page is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiFetch: jest.fn(), apiGet: jest.fn() }));
const client = jest.requireMock<typeof import('../api/client')>('../api/client');
const apiFetch = jest.mocked(client.apiFetch);
const apiGet = jest.mocked(client.apiGet);
const { default: PreauthorisationPage } = jest.requireActual<typeof import('./PreauthorisationPage')>('./PreauthorisationPage');

const request = (mpxn: string) => ({ id: `r-${mpxn}`, tpiauthorisationid: 't1', datetime: '2026-11-20T10:00:00.000Z', mpxn, name: 'Acme Bakery Ltd', product: 1, contractterm: '12' }) as unknown as MeterPointAuthorisation;
const page = (rows: MeterPointAuthorisation[]): ApiResult<unknown> => ({ status: 200, data: rows, headers: new Headers() });

const renderPage = () => renderSignedIn(<PreauthorisationPage />);

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  apiFetch.mockReset();
  apiGet.mockReset();
  apiGet.mockResolvedValue([]);
});

describe('a pre-authorisation list that could not be loaded', () => {
  it('says the requests could not be loaded, not that there are none yet, and Try again loads them', async () => {
    apiFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    await screen.findByText(REQUEST_LIST_MESSAGES.loadFailed);
    expect(screen.getByText(REQUEST_LIST_MESSAGES.notLoaded)).toBeTruthy();
    expect(screen.queryByText('No pre-authorisations yet')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(REQUEST_LIST_MESSAGES.loadFailed));

    apiFetch.mockResolvedValueOnce(page([request('1200023305967')]));
    await click('Try again');
    await screen.findByText('1200023305967');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows Refresh busy while it loads, and keeps the requests shown when it fails', async () => {
    apiFetch.mockResolvedValueOnce(page([request('1200023305967')]));
    renderPage();
    await screen.findByText('1200023305967');
    let answer: (result: ApiResult<unknown>) => void = () => undefined;
    apiFetch.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await click('Refresh');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-disabled')).toBe('true'));

    await act(async () => answer({ status: 503, data: { message: 'Service Unavailable' } }));
    await screen.findByText(REQUEST_LIST_MESSAGES.refreshFailed);
    expect(screen.getByText('1200023305967')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-disabled')).toBeNull();
  });
});
