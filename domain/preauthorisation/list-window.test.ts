import { EARLIEST_REQUEST_DAY, windowStart } from './list-window';

describe('the pre-qualifier list window', () => {
  const today = new Date(2026, 10, 24, 9, 30);

  it('starts a window of days that many days back, as an ISO day', () => {
    expect(windowStart('30', today)).toBe('2026-10-25');
    expect(windowStart('365', today)).toBe('2025-11-24');
  });

  it('starts "all" before any request, whatever the day', () => {
    expect(windowStart('all', today)).toBe(EARLIEST_REQUEST_DAY);
    expect(windowStart('all', new Date(2031, 0, 1))).toBe(EARLIEST_REQUEST_DAY);
  });
});
