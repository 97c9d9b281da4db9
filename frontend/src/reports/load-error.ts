import { failureMessages, UNKNOWN_ERROR } from '../api/client';

/** The report load error states, with their titles and texts word for word as users see them. */
export interface LoadError {
  readonly title: string;
  readonly text: string;
  /** A refused search's messages by the parameter each names, shown on the fields instead. */
  readonly fields?: Readonly<Record<string, string>>;
}

/** The server's message, or what a gateway's bare word or error page means (never the page itself); other data as it came. */
function serverMessage(status: number, data: unknown): string {
  const message = typeof data === 'string' ? data : (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? failureMessages(message, status).join(' ') : JSON.stringify(data ?? '');
}

/**
 * The error for a report answer other than 200. The one fetch wrapper turns a network failure into
 * 502 'Unknown error', which is told apart from a gateway's own 502 by that body. A 403
 * (the server's refusal of a report the user does not hold) reads as the 401 permission state.
 */
export function loadErrorOf(status: number, data: unknown): LoadError {
  if (status === 502 && data === UNKNOWN_ERROR) return { title: 'An error occurred submitting the request', text: UNKNOWN_ERROR };
  switch (status) {
    case 404:
      return { title: 'Page not found', text: 'The page you requested was not found' };
    case 400:
      return { title: 'Error loading page', text: serverMessage(status, data) };
    case 401:
    case 403:
      return { title: 'Permission denied', text: 'You are not authorised to view this page' };
    case 502:
      return { title: 'API Error', text: 'The API returned an error' };
    default:
      return { title: `Unexpected return code ${status}`, text: serverMessage(status, data) };
  }
}
