import { act, render, screen } from '@testing-library/react';
import DelayedLoader from './DelayedLoader';
import { LOADER_DELAY_MS } from './timing';

describe('the loading indicator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden for a quick answer and appears after 333 ms', () => {
    render(<DelayedLoader />);
    act(() => jest.advanceTimersByTime(LOADER_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('never appears once the wait ended before 333 ms', () => {
    const { unmount } = render(<DelayedLoader />);
    act(() => jest.advanceTimersByTime(200));
    unmount();
    act(() => jest.advanceTimersByTime(LOADER_DELAY_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
