import { byName, type Intermediary } from '../../../domain/intermediary';
import { APPLICATION_COOKIE_PREFIX } from '../shared/cookies';

/** The chosen intermediary is remembered in a cookie named for the application, for one year. */
export const INTERMEDIARY_COOKIE = APPLICATION_COOKIE_PREFIX;
export const INTERMEDIARY_COOKIE_DAYS = 365;

/** The selector lists the user's intermediaries by name. */
export const sortedIntermediaries = (tpis: readonly Intermediary[]) => [...tpis].sort(byName);

/** The remembered intermediary while the user still holds it, otherwise the first in the selector. */
export function initialIntermediary(tpis: readonly Intermediary[], remembered: string | undefined): Intermediary | undefined {
  const sorted = sortedIntermediaries(tpis);
  return sorted.find((tpi) => String(tpi.id) === remembered) ?? sorted[0];
}
