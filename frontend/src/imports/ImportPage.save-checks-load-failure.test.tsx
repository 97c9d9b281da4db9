import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ENTITIES, type EntityName } from '../../../domain/entities';
import type { ApiResult } from '../api/client';
import { BROKER_SESSION, renderSignedIn } from '../../test-support/signed-in';

// The checks a save makes, loaded when an edit starts, as a dropped connection leaves them: their download fails.
jest.mock('./save-checks', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
// esbuild does not hoist jest.mock, so the page is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiFetch: jest.fn(), apiGet: jest.fn() }));
const client = jest.requireMock<typeof import('../api/client')>('../api/client');
const { default: ImportPage } = jest.requireActual<typeof import('./ImportPage')>('./ImportPage');

const CONNECTION = 'The portal could not load what this screen needs. Check your connection, then try again.';
const PRODUCT = { fileformats: [1], contractterms: ['36'], showthirdpartycosts: false, editthirdpartycosts: false, requestpaymentonprequalification: false, manualuploadformat: 3 };
const emptyPage: ApiResult<unknown> = { status: 200, data: [], headers: { get: () => null } as unknown as Headers };

it('says a manual entry could not be checked before saving when the checks do not load, sending nothing and keeping the entry and Save', async () => {
  // The editor's forms read each entity's metadata as the API serves it.
  jest.mocked(client.apiGet).mockImplementation((path: string) => Promise.resolve(path.startsWith('/entities/') ? ENTITIES[path.slice('/entities/'.length) as EntityName] : []));
  jest.mocked(client.apiFetch).mockResolvedValue(emptyPage);
  renderSignedIn(<ImportPage />, { ...BROKER_SESSION, intermediary: { ...BROKER_SESSION.intermediary, products: { 1: PRODUCT } } });
  await screen.findByText('(0)');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Manual Entry' })));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBeNull());
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(await screen.findByText('The import could not be checked before saving')).toBeTruthy();
  expect(screen.getByText(CONNECTION)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBeNull();
  expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('aria-disabled')).toBeNull();
  expect(jest.mocked(client.apiFetch).mock.calls.filter(([method]) => method !== 'GET')).toEqual([]);
});
