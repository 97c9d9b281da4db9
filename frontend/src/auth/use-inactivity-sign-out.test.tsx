import { act, fireEvent, render } from '@testing-library/react';
import { INACTIVITY_TIMEOUT_MS } from '../shared/timing';
import { useInactivitySignOut } from './use-inactivity-sign-out';

function Probe({ active, onInactive }: { active: boolean; onInactive: () => Promise<void> }) {
  useInactivitySignOut(active, onInactive);
  return null;
}

describe('sign-out after inactivity', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('signs out after 30 minutes without activity', () => {
    const onInactive = jest.fn();
    render(<Probe active onInactive={onInactive} />);
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1));
    expect(onInactive).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it.each(['mouseMove', 'mouseDown', 'click', 'scroll', 'keyPress'] as const)('restarts the 30 minutes on %s', (event) => {
    const onInactive = jest.fn();
    render(<Probe active onInactive={onInactive} />);
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000));
    fireEvent[event](document.body, { key: 'a', charCode: 97 });
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000));
    expect(onInactive).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('does nothing while nobody is signed in', () => {
    const onInactive = jest.fn();
    render(<Probe active={false} onInactive={onInactive} />);
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS * 2));
    expect(onInactive).not.toHaveBeenCalled();
  });
});
