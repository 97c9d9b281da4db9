import { monthName, renewalHorizon, renewalsDue } from './home';

describe('renewalsDue', () => {
  it('counts each start into every window it falls in, a start already passed in all of them', () => {
    // Passed, day 30, day 31, day 61, day 120 (beyond every window).
    expect(renewalsDue(['2026-01-01', '2026-03-31', '2026-04-01', '2026-05-01', '2026-06-29'], '2026-03-01')).toEqual([
      { days: 30, count: 2 },
      { days: 60, count: 3 },
      { days: 90, count: 4 },
    ]);
  });

  it('answers every window with none when no renewal is due', () => {
    expect(renewalsDue([], '2026-03-01').map((due) => due.count)).toEqual([0, 0, 0]);
  });
});

it('reaches the longest window for the store to filter by, across a month end', () => {
  expect(renewalHorizon('2026-12-15')).toBe('2027-03-15');
});

it('names a month as brokers read it', () => {
  expect(monthName('2026-06')).toBe('June 2026');
});
