import { IMPORT_STATUS } from './import/status';
import { runOverdue, type ImportRunState } from './import/runs';

/**
 * The statuses in which only the pipeline can move an import on: left there past its run's lease
 * (domain/import/runs.ts), the run died and nobody but operations will notice until a broker asks.
 */
export const WATCHED_STATUSES = [IMPORT_STATUS.validating, IMPORT_STATUS.processing] as const;

/** Whether the pipeline is running an import in this status: such imports are kept in a sparse index for the check. */
export const inPipeline = (status: number) => (WATCHED_STATUSES as readonly number[]).includes(status);

/** An import is stuck once it sits in a watched status longer than its run could take, which is also when the import screen offers Retry. */
export function isStuck(item: ImportRunState, now: number): boolean {
  return inPipeline(item.importstatus) && runOverdue(item, now);
}

/** Those of these imports stuck at `now`: their count is the figure the scheduled check publishes and the alarm watches. */
export const stuckImports = <T extends ImportRunState>(items: readonly T[], now: number): T[] => items.filter((item) => isStuck(item, now));
