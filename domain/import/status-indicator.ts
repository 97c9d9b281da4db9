import type { ImportStatus } from './status';

/** The type of Cloudscape StatusIndicator that draws a status; each type means one thing on every screen. */
export type StatusIndicatorType = 'success' | 'error' | 'info' | 'pending' | 'in-progress' | 'stopped';

/**
 * The one meaning per type: success, contracts exist; error, it needs fixing or retrying; info, it waits on the
 * broker's decision; pending, on the customer; in-progress, the pipeline moves it on by itself; stopped, it
 * ended without contracts.
 */
export const IMPORT_STATUS_INDICATOR: Readonly<Record<ImportStatus, StatusIndicatorType>> = {
  1: 'in-progress',
  2: 'in-progress',
  3: 'error',
  4: 'info',
  5: 'pending',
  6: 'in-progress',
  7: 'in-progress',
  8: 'in-progress',
  9: 'success',
  10: 'stopped',
  11: 'stopped',
  12: 'info',
  13: 'error',
};

/** An unknown status (a lookup newer than this code) says only that it is a status. */
export const importStatusIndicator = (status: number): StatusIndicatorType => IMPORT_STATUS_INDICATOR[status as ImportStatus] ?? 'info';
