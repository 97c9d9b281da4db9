import { formatUkDate } from './calendar-date';
import { IMPORT_STATUS } from './import/status';
import { addDays, daysBetween, HOME_RENEWAL_WINDOWS } from './renewals';

/**
 * Home, the broker's day: renewals coming due, imports waiting on the broker, commission due this
 * month. `GET /api/home` counts them and the Home screen shows them; both read the rules here.
 */

/** The statuses in which an import waits for the broker to act: fix, verify, process a signed renewal, retry. */
export const HOME_WAITING_STATUSES = [
  IMPORT_STATUS.validationFailed,
  IMPORT_STATUS.awaitingVerification,
  IMPORT_STATUS.renewalAwaitingProcessing,
  IMPORT_STATUS.processingFailed,
] as const;

/** A renewal still open: not yet processed, rejected or declined. */
export const OPEN_RENEWAL_STATUSES = [
  IMPORT_STATUS.awaitingVerification,
  IMPORT_STATUS.awaitingSignature,
  IMPORT_STATUS.signed,
  IMPORT_STATUS.renewalAwaitingProcessing,
] as const;

export interface RenewalsDue {
  /** Days from today the window reaches. */
  readonly days: (typeof HOME_RENEWAL_WINDOWS)[number];
  /** Open renewals starting within it, a start already passed included. */
  readonly count: number;
}

export interface ImportsWaiting {
  readonly importstatus: (typeof HOME_WAITING_STATUSES)[number];
  readonly count: number;
}

/** What `GET /api/home?tpiid=` answers. */
export interface HomeSummary {
  /** The UK day the figures were counted on, ISO. */
  readonly today: string;
  /** One per window of HOME_RENEWAL_WINDOWS, shortest first; each counts the shorter ones' renewals too. */
  readonly renewalsdue: readonly RenewalsDue[];
  /** One per status of HOME_WAITING_STATUSES, in that order. */
  readonly waiting: readonly ImportsWaiting[];
  /** The intermediary's commission lines due in today's month; absent for a caller without the commission report. */
  readonly commissiondue?: { readonly month: string; readonly amount: number };
}

const LONGEST_WINDOW = HOME_RENEWAL_WINDOWS[HOME_RENEWAL_WINDOWS.length - 1];

/** The last day a renewal may start on to count at all: the longest window's end. */
export const renewalHorizon = (today: string) => addDays(today, LONGEST_WINDOW);

/** Renewals starting on the days given, counted into each window from today; a start already passed counts in every window. */
export const renewalsDue = (startDays: readonly string[], today: string): RenewalsDue[] =>
  HOME_RENEWAL_WINDOWS.map((days) => ({ days, count: startDays.filter((start) => daysBetween(today, start) <= days).length }));

/** The month of an ISO day, `YYYY-MM`: the month whose commission Home sums. */
export const monthOf = (today: string) => today.slice(0, 7);

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-05` as brokers read it: May 2026. */
export const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

/** Messages and labels Home shows, exactly as written here. */
export const HOME_MESSAGES = {
  changeIntermediary: 'The intermediary you work for can be changed at the top right.',
  loading: 'Loading your day',
  loadFailed: 'Your renewals, imports and commission could not be loaded. Check your connection, then choose Try again.',
  refreshFailed: 'Your renewals, imports and commission could not be refreshed, so these figures may be out of date. Check your connection, then choose Try again.',
  renewalsHeading: 'Renewals due',
  renewalsDescription: (today: string) => `Open renewals starting within each period from today, ${formatUkDate(today)}. A renewal whose start has passed counts in the first.`,
  renewalsWindow: (days: number) => `Next ${days} days`,
  renewalsLink: (count: number, days: number) => `${count} ${count === 1 ? 'renewal' : 'renewals'} due in the next ${days} days: show renewals in the import list`,
  noRenewals: `No renewals due in the next ${LONGEST_WINDOW} days`,
  waitingHeading: 'Imports waiting on you',
  waitingDescription: 'Imports you need to fix, verify, process or retry.',
  waitingLink: (count: number, status: string) => `${count} ${count === 1 ? 'import' : 'imports'} ${status}: show them in the import list`,
  noneWaiting: 'No imports are waiting on you',
  commissionHeading: (month: string) => `Commission due in ${monthName(month)}`,
  commissionLabel: 'Due this month',
  commissionDescription: 'The total of your commission lines with a due date this month.',
  commissionLink: 'Open the Commission Report',
} as const;
