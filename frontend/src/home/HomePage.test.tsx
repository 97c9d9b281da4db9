import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HOME_MESSAGES, type HomeSummary } from '../../../domain/home';
import { ApiError } from '../api/client';
import { renderSignedIn } from '../../test-support/signed-in';
import { indicatorTypeOf } from '../../test-support/status-indicator';

// esbuild does not hoist jest.mock, so the page is loaded after the mocks are in place.
jest.mock('../api/client', () => ({ ...jest.requireActual<typeof import('../api/client')>('../api/client'), apiGet: jest.fn() }));
const apiGet = jest.mocked(jest.requireMock<typeof import('../api/client')>('../api/client').apiGet);
const { default: HomePage } = jest.requireActual<typeof import('./HomePage')>('./HomePage');

const BUSY_DAY: HomeSummary = {
  today: '2026-06-01',
  renewalsdue: [{ days: 30, count: 1 }, { days: 60, count: 3 }, { days: 90, count: 4 }],
  waiting: [{ importstatus: 3, count: 2 }, { importstatus: 4, count: 1 }, { importstatus: 12, count: 0 }, { importstatus: 13, count: 5 }],
  commissiondue: { month: '2026-06', amount: 1234.86 },
};

const QUIET_DAY: HomeSummary = {
  today: '2026-06-01',
  renewalsdue: [{ days: 30, count: 0 }, { days: 60, count: 0 }, { days: 90, count: 0 }],
  waiting: [{ importstatus: 3, count: 0 }, { importstatus: 4, count: 0 }, { importstatus: 12, count: 0 }, { importstatus: 13, count: 0 }],
};

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(() => apiGet.mockReset());

it("asks for the chosen intermediary's day and says it is loading until it comes", async () => {
  let answer: (summary: HomeSummary) => void = () => undefined;
  apiGet.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  renderSignedIn(<HomePage />);
  expect(screen.getByText(HOME_MESSAGES.loading).closest('[role="status"]')).toBeTruthy();
  expect(apiGet).toHaveBeenCalledWith('/api/home', { tpiid: 101 });
  await act(async () => answer(BUSY_DAY));
  await screen.findByText(HOME_MESSAGES.renewalsHeading);
  expect(screen.queryByText(HOME_MESSAGES.loading)).toBeNull();
});

it('links each renewals count to the renewals in the import list, and each waiting count to its status', async () => {
  apiGet.mockResolvedValueOnce(BUSY_DAY);
  renderSignedIn(<HomePage />);
  expect(await screen.findByRole('heading', { level: 2, name: HOME_MESSAGES.renewalsHeading })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Bea' })).toBeTruthy();
  for (const [count, days] of [[1, 30], [3, 60], [4, 90]]) expect(hrefOf(HOME_MESSAGES.renewalsLink(count, days))).toBe('/import?renewals=1');
  expect(hrefOf(HOME_MESSAGES.waitingLink(2, 'Validation Failed'))).toBe('/import?status=3');
  expect(hrefOf(HOME_MESSAGES.waitingLink(1, 'Awaiting Verification'))).toBe('/import?status=4');
  expect(hrefOf(HOME_MESSAGES.waitingLink(5, 'Processing Failed'))).toBe('/import?status=13');
  // None waiting in a status leads nowhere.
  expect(screen.queryByRole('link', { name: /Renewal Awaiting Processing/ })).toBeNull();
  expect(screen.getByText('Renewal Awaiting Processing')).toBeTruthy();
});

it('draws each waiting status as the import list does: a failure as an error, a decision as information', async () => {
  apiGet.mockResolvedValueOnce(BUSY_DAY);
  renderSignedIn(<HomePage />);
  await screen.findByText('Validation Failed');
  expect(['Validation Failed', 'Awaiting Verification', 'Renewal Awaiting Processing', 'Processing Failed'].map(indicatorTypeOf)).toEqual(['error', 'info', 'info', 'error']);
});

it('shows the commission due this month with a link to the Commission Report, when the answer holds it', async () => {
  apiGet.mockResolvedValueOnce(BUSY_DAY);
  renderSignedIn(<HomePage />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Commission due in June 2026' })).toBeTruthy();
  expect(screen.getByText('£1,234.86')).toBeTruthy();
  expect(hrefOf(HOME_MESSAGES.commissionLink)).toBe('/commissionreport');
});

it('says what an empty day means, and shows no commission for a broker the answer gives none', async () => {
  apiGet.mockResolvedValueOnce(QUIET_DAY);
  renderSignedIn(<HomePage />);
  expect(await screen.findByText(HOME_MESSAGES.noRenewals)).toBeTruthy();
  expect(HOME_MESSAGES.noRenewals).toBe('No renewals due in the next 90 days');
  expect(screen.getByText(HOME_MESSAGES.noneWaiting)).toBeTruthy();
  expect(screen.queryByRole('heading', { name: /Commission due/ })).toBeNull();
  expect(screen.queryByRole('link', { name: HOME_MESSAGES.commissionLink })).toBeNull();
});

it('keeps the line about changing intermediary and the Release information link, whatever the answer', async () => {
  apiGet.mockResolvedValueOnce(QUIET_DAY);
  renderSignedIn(<HomePage />);
  expect(screen.getByText(/can be changed at the top right/)).toBeTruthy();
  expect(hrefOf('Release information')).toBe('/info');
  await screen.findByText(HOME_MESSAGES.noneWaiting);
});

it('says the figures could not be loaded, aloud, and Try again loads them', async () => {
  apiGet.mockRejectedValueOnce(new ApiError(502, 'Unknown error'));
  renderSignedIn(<HomePage />);
  expect(await screen.findByText(HOME_MESSAGES.loadFailed)).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(HOME_MESSAGES.loadFailed));
  expect(screen.queryByText(HOME_MESSAGES.noRenewals)).toBeNull();

  apiGet.mockResolvedValueOnce(QUIET_DAY);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByText(HOME_MESSAGES.noRenewals)).toBeTruthy();
  expect(screen.queryByText(HOME_MESSAGES.loadFailed)).toBeNull();
});
