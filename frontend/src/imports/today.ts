import { localCalendarDate } from '../../../domain/calendar-date';

/** Today, ISO `YYYY-MM-DD`, as the broker's calendar has it: a new contract's default start. */
export const todayIso = (now = new Date()) => localCalendarDate(now);
