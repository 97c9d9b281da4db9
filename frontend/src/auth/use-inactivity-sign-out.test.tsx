import { act, fireEvent, render } from '@testing-library/react';
import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from '../shared/timing';
import { useInactivitySignOut, type InactivityState } from './use-inactivity-sign-out';

let latest: InactivityState;

function Probe({ active, onInactive }: { active: boolean; onInactive: () => Promise<void> }) {
  latest = useInactivitySignOut(active, onInactive);
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

  it.each([
    ['mouseMove', {}],
    ['mouseDown', {}],
    ['click', {}],
    ['scroll', {}],
    ['keyDown', { key: 'a' }],
    // Keyboard users move by keys that type nothing: these fire no keypress.
    ['keyDown', { key: 'Tab' }],
    ['keyDown', { key: 'ArrowDown' }],
  ] as const)('restarts the 30 minutes on %s %j', (event, init) => {
    const onInactive = jest.fn();
    render(<Probe active onInactive={onInactive} />);
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000));
    fireEvent[event](document.body, init);
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000));
    expect(onInactive).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('warns for the last two minutes, and staying starts the 30 minutes again', () => {
    const onInactive = jest.fn();
    render(<Probe active onInactive={onInactive} />);
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS - 1));
    expect(latest.warning).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(latest.warning).toBe(true);
    // Called with no event: the dialog's button may be activated in ways the activity listeners do not hear.
    act(() => latest.stay());
    expect(latest.warning).toBe(false);
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1));
    expect(onInactive).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onInactive).toHaveBeenCalledTimes(1);
  });

  it('does nothing while nobody is signed in', () => {
    const onInactive = jest.fn();
    render(<Probe active={false} onInactive={onInactive} />);
    act(() => jest.advanceTimersByTime(INACTIVITY_TIMEOUT_MS * 2));
    expect(onInactive).not.toHaveBeenCalled();
  });
});
