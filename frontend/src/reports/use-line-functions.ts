import { useRef, useState } from 'react';
import type { LineFunction } from '../../../domain/reports/definitions';
import type { ReportRow } from '../../../domain/reports/grouping';
import { apiFetch } from '../api/client';
import { useAnnounce } from '../shared/Announcer';

export interface LineFunctionOutcome {
  readonly success: boolean;
  readonly message: string;
}

/** A report's row functions as its table offers them: run one for a row, and whether one is running for a row. */
export interface LineFunctions {
  readonly run: (lineFunction: LineFunction, row: ReportRow) => void;
  readonly running: (lineFunction: LineFunction, row: ReportRow) => boolean;
}

/** What a row function sends: the intermediary and the row's fields the function names. */
const requestBody = (tpiid: number, lineFunction: LineFunction, row: ReportRow) => ({
  tpiid,
  ...Object.fromEntries(lineFunction.fields.map((field) => [field, row[field]])),
});

/** Rows that would send the same request (a customer's meter points, each offering its payment email) share one key. */
const requestKey = (tpiid: number, lineFunction: LineFunction, row: ReportRow) => JSON.stringify([lineFunction.function, requestBody(tpiid, lineFunction, row)]);

/**
 * Runs a report's row functions: one request per click, a request not sent again while it runs (so a
 * double-click emails a customer once), and the outcome of the last to finish, said as it comes.
 * The last outcome stays shown until the next is known, so the table does not jump under the pointer.
 */
export function useLineFunctions(tpiid: number) {
  const announce = useAnnounce();
  const [outcome, setOutcome] = useState<LineFunctionOutcome>();
  const [running, setRunning] = useState<ReadonlySet<string>>(() => new Set());
  // Kept beside the state, because a second click can come before the screen shows the first one running.
  const started = useRef(new Set<string>());

  const run = async (lineFunction: LineFunction, row: ReportRow) => {
    const key = requestKey(tpiid, lineFunction, row);
    if (started.current.has(key)) return;
    started.current.add(key);
    setRunning(new Set(started.current));
    try {
      const result = await apiFetch('POST', `/reports/functions/${lineFunction.function}`, { body: requestBody(tpiid, lineFunction, row) });
      // 409: the row no longer qualifies (paid since the report loaded), which says more than a failure.
      const message = result.status === 200 ? lineFunction.success : result.status === 409 ? lineFunction.refused : lineFunction.failure;
      setOutcome({ success: result.status === 200, message });
      announce(message, result.status === 200 ? 'polite' : 'assertive');
    } finally {
      started.current.delete(key);
      setRunning(new Set(started.current));
    }
  };

  const lineFunctions: LineFunctions = {
    run: (lineFunction, row) => void run(lineFunction, row),
    running: (lineFunction, row) => running.has(requestKey(tpiid, lineFunction, row)),
  };
  return { outcome, dismissOutcome: () => setOutcome(undefined), lineFunctions };
}
