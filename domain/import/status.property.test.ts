import fc from 'fast-check';
import { canApprove, canEdit, canReject, canTransition, IMPORT_STATUSES, IMPORT_TRANSITIONS, INITIAL_IMPORT_STATUSES, type ImportAction, type ImportStatus } from './status';

const ACTIONS: ImportAction[] = ['validate', 'save', 'approve', 'sendEsign', 'sign', 'decline', 'processRenewal', 'process', 'complete', 'fail', 'retry', 'reject'];
const STATUS_IDS = IMPORT_STATUSES.map((status) => status.id);

/** Applies each action where the table allows it from the current status (choosing among its targets), ignoring the rest as the server refuses them. */
function run(start: ImportStatus, steps: readonly { action: ImportAction; pick: number }[]) {
  const path: ImportStatus[] = [start];
  for (const { action, pick } of steps) {
    const current = path[path.length - 1];
    const moves = IMPORT_TRANSITIONS.filter((t) => t.from === current && t.action === action);
    if (moves.length) path.push(moves[pick % moves.length].to);
  }
  return path;
}

const steps = fc.array(fc.record({ action: fc.constantFrom(...ACTIONS), pick: fc.nat() }), { maxLength: 40 });

describe('import status transitions, over random action sequences', () => {
  it('never leave the table of statuses, and every move taken is a legal one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INITIAL_IMPORT_STATUSES), steps, (start, actions) => {
        const path = run(start, actions);
        for (const status of path) expect(STATUS_IDS).toContain(status);
        for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1], path[i])).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('stay put once complete or rejected, and never offer edit, approve or reject where the table forbids it', () => {
    fc.assert(
      fc.property(fc.constantFrom<ImportStatus>(9, 10), steps, (end, actions) => expect(run(end, actions)).toEqual([end])),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (status) => {
        expect(canEdit(status)).toBe([3, 4, 5].includes(status));
        expect(canApprove(status)).toBe(status === 4);
        expect(canReject(status)).toBe([1, 2, 3, 4, 5, 6, 11, 12, 13].includes(status));
      }),
      { numRuns: 100 },
    );
  });

  it('reach Complete from an upload only through Approved and Processing', () => {
    fc.assert(
      fc.property(steps, (actions) => {
        const path = run(1, actions);
        const complete = path.indexOf(9);
        if (complete >= 0) expect(path.slice(complete - 2, complete)).toEqual([7, 8]);
      }),
      { numRuns: 500 },
    );
  });
});
