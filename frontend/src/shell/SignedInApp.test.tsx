import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext } from '../auth/auth-context';

// esbuild does not hoist jest.mock, so the screen is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<object>('../api/client'), apiGet: jest.fn() }));
jest.mock('./Shell', () => ({ __esModule: true, default: () => <p>the shell</p> }));
const client = jest.requireMock<typeof import('../api/client')>('../api/client');
const apiGet = jest.mocked(client.apiGet);
const { ApiError } = client;
const { default: SignedInApp } = jest.requireActual<typeof import('./SignedInApp')>('./SignedInApp');
const { createQueryClient } = jest.requireActual<typeof import('../app/query-client')>('../app/query-client');

const config = { region: 'eu-west-2', userPoolId: 'eu-west-2_x', userPoolClientId: 'c', stage: 'test', esignEnabled: false };
const broker = { id: 'u1', firstname: 'Bea', lastname: 'Broker', applications: [2], tpis: [{ id: 101, name: 'Acme Energy Brokers', products: {} }], reports: [] };
const signOut = jest.fn(async () => undefined);

async function renderApp() {
  const app = (
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={{ signOut }}>
        <SignedInApp config={config} />
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  render(<MemoryRouter>{app}</MemoryRouter>);
  await act(async () => undefined);
}

beforeEach(() => {
  apiGet.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('offers to try again when the profile cannot be loaded, and lets the user in once it loads', async () => {
  apiGet.mockRejectedValueOnce(new ApiError(502, 'Unknown error')).mockResolvedValueOnce(broker);
  await renderApp();
  expect(await screen.findByText('Your profile could not be loaded')).toBeTruthy();
  expect(screen.queryByText('Authorisation Failed')).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByText('the shell')).toBeTruthy();
  expect(apiGet).toHaveBeenCalledTimes(2);
});

it.each([401, 403, 404])('shows Authorisation Failed when the API refuses the user (%i)', async (status) => {
  apiGet.mockRejectedValueOnce(new ApiError(status, { message: 'No profile for this user' }));
  await renderApp();
  expect(await screen.findByText('Authorisation Failed')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

it('shows Authorisation Failed for a profile without the application', async () => {
  apiGet.mockResolvedValueOnce({ ...broker, applications: [1] });
  await renderApp();
  expect(await screen.findByText('Authorisation Failed')).toBeTruthy();
});
