import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { AnnouncerProvider } from '../shared/Announcer';
import ScreenFailureBoundary, { SCREEN_FAILED_MESSAGE } from './ScreenFailureBoundary';
import { SCREEN_LOAD_FAILED_MESSAGE } from './ScreenLoadFailure';

// The boundary logs what it caught, as React does; the tests read the screen instead.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** A screen's chunk as a dropped connection, or a deploy that replaced its file, leaves it. */
const UndownloadableScreen = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/ImportPage-Bx1.js')));

function BrokenScreen(): ReactNode {
  throw new TypeError("Cannot read properties of undefined (reading 'rows')");
}

function renderBoundary(children: ReactNode, resetKey = '/import', reload = jest.fn()) {
  const tree = (key: string, content: ReactNode) => (
    <AnnouncerProvider>
      <ScreenFailureBoundary screen="Contract Import" resetKey={key} reload={reload}>
        <Suspense fallback={<p>Loading</p>}>{content}</Suspense>
      </ScreenFailureBoundary>
    </AnnouncerProvider>
  );
  const { rerender } = render(tree(resetKey, children));
  return { reload, showRoute: (key: string, content: ReactNode) => rerender(tree(key, content)) };
}

it('says a screen whose part could not be downloaded could not be opened, aloud, and Try again reloads the page', async () => {
  const { reload } = renderBoundary(<UndownloadableScreen />);
  expect(await screen.findByText('Contract Import could not be opened')).toBeTruthy();
  expect(screen.getByText(SCREEN_LOAD_FAILED_MESSAGE)).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(`Contract Import could not be opened. ${SCREEN_LOAD_FAILED_MESSAGE}`));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('says a screen that failed while showing ran into a problem, not that the connection dropped', async () => {
  renderBoundary(<BrokenScreen />);
  expect(await screen.findByText('Contract Import ran into a problem')).toBeTruthy();
  expect(screen.getByText(SCREEN_FAILED_MESSAGE)).toBeTruthy();
  expect(screen.queryByText(SCREEN_LOAD_FAILED_MESSAGE)).toBeNull();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

it('starts afresh on another route, so the failure never traps the broker on the screen', async () => {
  const { showRoute } = renderBoundary(<BrokenScreen />);
  await screen.findByText('Contract Import ran into a problem');
  await act(async () => showRoute('/downloads', <p>Downloads</p>));
  expect(screen.getByText('Downloads')).toBeTruthy();
  expect(screen.queryByText('Contract Import ran into a problem')).toBeNull();
});
