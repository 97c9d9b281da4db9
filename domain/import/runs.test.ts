import { approvedAt, canRetry, PROCESSING_LEASE_MS, retryTarget, runOverdue, VALIDATION_LEASE_MS } from './runs';
import { IMPORT_STATUSES } from './status';

const NOW = Date.parse('2025-03-01T12:00:00.000Z');
const lastChange = (importstatus: number, ageMs: number) => ({ importstatus, audit: [{ at: '2025-01-01T00:00:00.000Z' }, { at: new Date(NOW - ageMs).toISOString() }] });

describe('pipeline runs and their leases', () => {
  it.each([
    [2, VALIDATION_LEASE_MS],
    [7, PROCESSING_LEASE_MS],
    [8, PROCESSING_LEASE_MS],
  ])('counts a run in %i overdue only once its lease from the last change has passed', (status, lease) => {
    expect(runOverdue(lastChange(status, lease - 1), NOW)).toBe(false);
    expect(canRetry(lastChange(status, lease - 1), NOW)).toBe(false);
    expect(runOverdue(lastChange(status, lease), NOW)).toBe(true);
    expect(canRetry(lastChange(status, lease), NOW)).toBe(true);
  });

  it('offers Retry in 13 at once, and in no status a person owns however old', () => {
    expect(canRetry(lastChange(13, 0), NOW)).toBe(true);
    const others = IMPORT_STATUSES.map((s) => s.id).filter((id) => ![2, 7, 8, 13].includes(id));
    expect(others.filter((id) => canRetry(lastChange(id, 10 * PROCESSING_LEASE_MS), NOW))).toEqual([]);
    expect(canRetry(undefined, NOW)).toBe(false);
  });

  it('treats an import with no readable last change as overdue, so it is never stuck', () => {
    expect(runOverdue({ importstatus: 8, audit: [] }, NOW)).toBe(true);
  });

  it('retries validation from Uploaded and processing from Approved', () => {
    expect([2, 7, 8, 13].map(retryTarget)).toEqual([1, 7, 7, 7]);
    expect(retryTarget(4)).toBeUndefined();
  });

  it('keeps the approval time across retries, so every run writes the same contract line keys', () => {
    const audit = [
      { at: 't1', userid: 'u', username: 'U', action: 'approve', from: 4, to: 7 },
      { at: 't2', userid: 's', username: 'S', action: 'process', from: 7, to: 8 },
      { at: 't3', userid: 's', username: 'S', action: 'fail', from: 8, to: 13 },
      { at: 't4', userid: 'u', username: 'U', action: 'retry', from: 13, to: 7 },
    ];
    expect(approvedAt(audit)).toBe('t1');
    expect(approvedAt(audit.slice(1))).toBeUndefined();
  });
});
