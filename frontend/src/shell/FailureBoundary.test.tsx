import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { AnnouncerProvider } from '../shared/Announcer';
import { lazyPart } from '../shared/lazy-part';
import FailureBoundary, { PART_FAILED_MESSAGE, PART_NEEDS_RELOAD_MESSAGE } from './FailureBoundary';
import { SCREEN_LOAD_FAILED_MESSAGE } from './ScreenLoadFailure';

// The boundary logs what it caught, as React does; the tests read the screen instead.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** A part's file behind a connection that drops (or a deploy that replaced it) until `connection.back`. */
function partBehindConnection(content: string) {
  const connection = { back: false };
  const download = jest.fn(() =>
    connection.back
      ? Promise.resolve({ default: () => <p>{content}</p> })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/ImportPage-Bx1.js')),
  );
  return { Part: lazyPart<object>(download), connection, download };
}

function BrokenPart(): ReactNode {
  throw new TypeError("Cannot read properties of undefined (reading 'rows')");
}

function renderBoundary(children: ReactNode, options: { resetKey?: string; onDismiss?: () => void } = {}) {
  const reload = jest.fn();
  const tree = (resetKey: string | undefined, content: ReactNode) => (
    <AnnouncerProvider>
      <p>What is around the part</p>
      <FailureBoundary name="Contract Import" resetKey={resetKey} onDismiss={options.onDismiss} reload={reload}>
        <Suspense fallback={<p>Loading</p>}>{content}</Suspense>
      </FailureBoundary>
    </AnnouncerProvider>
  );
  const { rerender } = render(tree(options.resetKey, children));
  return { reload, showRoute: (key: string, content: ReactNode) => rerender(tree(key, content)) };
}

it('says a part that could not be downloaded could not be opened, aloud, and Try again downloads it again without reloading', async () => {
  const { Part, connection, download } = partBehindConnection('The import list');
  const { reload } = renderBoundary(<Part />);
  expect(await screen.findByText('Contract Import could not be opened')).toBeTruthy();
  expect(screen.getByText(SCREEN_LOAD_FAILED_MESSAGE)).toBeTruthy();
  expect(screen.getByText('What is around the part')).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('assertive-announcements').textContent).toBe(`Contract Import could not be opened. ${SCREEN_LOAD_FAILED_MESSAGE}`));
  // One download, shown as failed, and no other until the broker asks.
  expect(download).toHaveBeenCalledTimes(1);
  connection.back = true;
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByText('The import list')).toBeTruthy();
  expect(download).toHaveBeenCalledTimes(2);
  expect(reload).not.toHaveBeenCalled();
});

it('offers a reload when asking again in the page fails too, since the browser may keep the failure for the page', async () => {
  const { Part, download } = partBehindConnection('The import list');
  const { reload } = renderBoundary(<Part />);
  await screen.findByText('Contract Import could not be opened');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByText(PART_NEEDS_RELOAD_MESSAGE)).toBeTruthy();
  expect(screen.getByText('Contract Import could not be opened')).toBeTruthy();
  expect(screen.getByText('What is around the part')).toBeTruthy();
  expect(download).toHaveBeenCalledTimes(2);
  expect(reload).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('says a part that failed while showing ran into a problem, not that the connection dropped, and Try again reloads the page', async () => {
  const { reload } = renderBoundary(<BrokenPart />);
  expect(await screen.findByText('Contract Import ran into a problem')).toBeTruthy();
  expect(screen.getByText(PART_FAILED_MESSAGE)).toBeTruthy();
  expect(screen.queryByText(SCREEN_LOAD_FAILED_MESSAGE)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('starts afresh on another route, so the failure never traps the broker on the screen', async () => {
  const { showRoute } = renderBoundary(<BrokenPart />, { resetKey: '/import' });
  await screen.findByText('Contract Import ran into a problem');
  await act(async () => showRoute('/downloads', <p>Downloads</p>));
  expect(screen.getByText('Downloads')).toBeTruthy();
  expect(screen.queryByText('Contract Import ran into a problem')).toBeNull();
});

it("offers to dismiss a dialog's failure, which closes the dialog", async () => {
  const onDismiss = jest.fn();
  renderBoundary(<BrokenPart />, { onDismiss });
  await screen.findByText('Contract Import ran into a problem');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss Contract Import ran into a problem' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});

it('offers no dismissal where there is no dialog to close', async () => {
  renderBoundary(<BrokenPart />);
  await screen.findByText('Contract Import ran into a problem');
  expect(screen.queryByRole('button', { name: /^Dismiss/ })).toBeNull();
});
