import { APPLICATION_COOKIE_PREFIX, readCookie, writeCookie } from '../shared/cookies';

/** Import-date windows in days; 10000 means all. The default is one day. */
export const DAY_WINDOWS = [1, 7, 30, 10000] as const;
export const DEFAULT_DAY_WINDOW = 1;
/** The window of every date. */
export const ALL_DAYS = 10000;
export const DAY_WINDOW_COOKIE = `${APPLICATION_COOKIE_PREFIX}-importdays`;
const COOKIE_DAYS = 365;

export const dayWindowLabel = (days: number) => (days === ALL_DAYS ? 'All' : days === 1 ? 'Last day' : `Last ${days} days`);

export function readDayWindow(cookies?: string): number {
  const stored = Number(readCookie(DAY_WINDOW_COOKIE, cookies));
  return (DAY_WINDOWS as readonly number[]).includes(stored) ? stored : DEFAULT_DAY_WINDOW;
}

export const rememberDayWindow = (days: number) => writeCookie(DAY_WINDOW_COOKIE, String(days), COOKIE_DAYS);

/** The list's `importdatetime` bound: `days` before now. */
export const importedSince = (days: number, now = Date.now()) => new Date(now - days * 86_400_000).toISOString();
