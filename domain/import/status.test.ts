import {
  IMPORT_STATUSES,
  IMPORT_TRANSITIONS,
  canApprove,
  canEdit,
  canProcessRenewal,
  canReject,
  canSendEsign,
  canTransition,
  importStatusName,
} from './status';

const ALL = IMPORT_STATUSES.map((s) => s.id);

describe('import statuses', () => {
  it('names the statuses of the design and Processing Failed', () => {
    expect(ALL).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(importStatusName(13)).toBe('Processing Failed');
    expect(importStatusName(4)).toBe('Awaiting Verification');
    expect(importStatusName(12)).toBe('Renewal Awaiting Processing');
  });

  it('only moves between known statuses, and never out of Complete or Rejected', () => {
    for (const t of IMPORT_TRANSITIONS) expect(ALL).toEqual(expect.arrayContaining([t.from, t.to]));
    expect(IMPORT_TRANSITIONS.filter((t) => t.from === 9 || t.from === 10)).toEqual([]);
  });

  it.each([
    [1, 2], [2, 3], [2, 4], [2, 7], [3, 4], [4, 7], [4, 5], [5, 4], [5, 6], [5, 11], [6, 7], [6, 12], [12, 7], [7, 8], [8, 9],
  ])('allows %i to %i', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each([[1, 7], [3, 5], [4, 9], [7, 4], [7, 10], [9, 10], [10, 4], [11, 4], [12, 5]])('refuses %i to %i', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('distinguishes the action of a move', () => {
    expect(canTransition(4, 7, 'approve')).toBe(true);
    expect(canTransition(4, 7, 'save')).toBe(false);
  });

  it('lets the pipeline fail processing into 13, from which a person retries to 7 or rejects', () => {
    expect(IMPORT_TRANSITIONS.filter((t) => t.action === 'fail').map((t) => [t.from, t.to])).toEqual([[7, 13], [8, 13]]);
    expect(IMPORT_TRANSITIONS.filter((t) => t.from === 13).map((t) => [t.to, t.action])).toEqual([[7, 'retry'], [10, 'reject']]);
    expect(canTransition(13, 9)).toBe(false);
    expect(canTransition(13, 4)).toBe(false);
  });

  it('leaves a way out a person can take from every status but Complete and Rejected', () => {
    const byPerson = ['save', 'approve', 'sendEsign', 'processRenewal', 'retry', 'reject'];
    const stuck = ALL.filter((status) => !IMPORT_TRANSITIONS.some((t) => t.from === status && byPerson.includes(t.action)));
    expect(stuck).toEqual([9, 10]);
  });

  it('lets a person retry every status the pipeline owns: 2 back to Uploaded, 7 and 8 back to Approved', () => {
    expect(IMPORT_TRANSITIONS.filter((t) => t.action === 'retry').map((t) => [t.from, t.to])).toEqual([[13, 7], [2, 1], [7, 7], [8, 7]]);
  });
});

describe('import screen rules, status by status', () => {
  const where = (rule: (status: number) => boolean) => ALL.filter(rule);

  it('offers Edit in 3, 4 and 5 only, so 7, 10, 11 and 12 block it', () => {
    expect(where(canEdit)).toEqual([3, 4, 5]);
  });

  it('offers Reject everywhere but 7, 8, 9 and 10, and not without a selection', () => {
    expect(where(canReject)).toEqual([1, 2, 3, 4, 5, 6, 11, 12, 13]);
    expect(canReject(undefined)).toBe(false);
  });

  it('offers Approve only in 4', () => {
    expect(where(canApprove)).toEqual([4]);
  });

  it('offers Send e-Sign only in 4, for a renewal, with the e-sign flag on', () => {
    expect(where(canSendEsign(true, 3))).toEqual([4]);
    expect(where(canSendEsign(false, 3))).toEqual([]);
    expect(where(canSendEsign(true, 1))).toEqual([]);
  });

  it('offers Process Renewal only in 12', () => {
    expect(where(canProcessRenewal)).toEqual([12]);
  });
});
