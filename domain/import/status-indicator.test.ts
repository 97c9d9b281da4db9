import { HOME_WAITING_STATUSES } from '../home';
import { IMPORT_STATUSES } from './status';
import { IMPORT_STATUS_INDICATOR, importStatusIndicator } from './status-indicator';

describe('how each import status is drawn', () => {
  it('gives every status an indicator, and only the statuses that exist', () => {
    expect(Object.keys(IMPORT_STATUS_INDICATOR).map(Number)).toEqual(IMPORT_STATUSES.map((status) => status.id));
  });

  it.each([
    ['success', [9]],
    ['error', [3, 13]],
    ['info', [4, 12]],
    ['pending', [5]],
    ['in-progress', [1, 2, 6, 7, 8]],
    ['stopped', [10, 11]],
  ])('draws %s for statuses %j only', (look, statuses) => {
    expect(IMPORT_STATUSES.filter((status) => importStatusIndicator(status.id) === look).map((status) => status.id)).toEqual(statuses);
  });

  it('never draws a status that waits on the broker as if it were done or moving on by itself', () => {
    for (const status of HOME_WAITING_STATUSES) expect(['error', 'info']).toContain(importStatusIndicator(status));
  });

  it('draws a status it does not know as information', () => {
    expect(importStatusIndicator(99)).toBe('info');
  });
});
