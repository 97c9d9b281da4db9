import { fetchAuthSession } from 'aws-amplify/auth';

/** What every call answers: the response as it is, or 502 'Unknown error' when none came. */
export interface ApiResult<T> {
  readonly status: number;
  readonly data: T;
  /** The response's headers; none when no response came. */
  readonly headers?: Headers;
}

export const UNKNOWN_ERROR = 'Unknown error';

export interface ApiCall {
  readonly query?: Record<string, string | number | undefined>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

/** The API is served from the site's own origin (CloudFront, or the local server). */
export async function apiFetch<T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, call: ApiCall = {}): Promise<ApiResult<T>> {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  try {
    const { tokens } = await fetchAuthSession();
    const token = tokens?.accessToken?.toString();
    const response = await fetch(url, {
      method,
      signal: call.signal,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
    });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a gateway's HTML error page, say): keep the text.
    }
    return { status: response.status, data: data as T, headers: response.headers };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { status: 502, data: UNKNOWN_ERROR as T };
  }
}

/** Throws unless the call answered 200, for callers that treat failure as one case: logged, screen unchanged. */
export async function apiGet<T>(path: string, query?: ApiCall['query']): Promise<T> {
  const result = await apiFetch<T>('GET', path, { query });
  if (result.status !== 200) throw new ApiError(result.status, result.data);
  return result.data;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

const NO_CONNECTION = 'The portal could not reach the server. Check your connection, then try again.';
const SERVER_FAULT = 'Something went wrong on the server. Try again; if it happens again, tell support what you were doing.';
const UNAVAILABLE = 'The portal is not available just now (it may be being updated). Try again in a few minutes.';
const SESSION_ENDED = 'Your session has ended. Sign out and sign in again, then repeat this step.';
const NO_ACCESS = 'You do not have access to this. Check the intermediary chosen at the top of the page.';

/**
 * What a gateway or a handler's last resort answers, in words that say what to do: 'Internal
 * Server Error' or 'Unauthorized' tells a broker nothing. The API's own refusals are sentences already.
 */
const PLAIN_FAILURES: Readonly<Record<string, string>> = {
  [UNKNOWN_ERROR]: NO_CONNECTION,
  'Internal error': SERVER_FAULT,
  'Internal Server Error': SERVER_FAULT,
  'Service Unavailable': UNAVAILABLE,
  'Gateway Timeout': UNAVAILABLE,
  Unauthorized: SESSION_ENDED,
  Forbidden: NO_ACCESS,
};

/** A page of HTML (CloudFront's or a proxy's error page) rather than the API's JSON. */
const isPage = (text: string) => /^\s*</.test(text);

function pageFailure(status: number | undefined): string {
  if (status === 401) return SESSION_ENDED;
  if (status === 403) return NO_ACCESS;
  // 502 to 504: a gateway found nothing behind it; anything else is the server's own fault.
  return status === undefined || status >= 502 ? UNAVAILABLE : SERVER_FAULT;
}

const plain = (message: string, status?: number) => (isPage(message) ? pageFailure(status) : PLAIN_FAILURES[message] ?? message);

/**
 * A failed call's messages for an alert: a list the server answered, the `errors` of a 400, its
 * `message`, or the text itself, with a gateway's bare words and error pages said plainly (the
 * status, when given, tells an error page's cause).
 */
export function failureMessages(data: unknown, status?: number): string[] {
  if (Array.isArray(data)) return data.map(String);
  if (data && typeof data === 'object') {
    const { message, errors } = data as { message?: unknown; errors?: unknown };
    if (Array.isArray(errors) && errors.length) return errors.map(String);
    if (typeof message === 'string' && message) return [plain(message, status)];
  }
  if (typeof data === 'string' && data) return [plain(data, status)];
  return [status === undefined ? NO_CONNECTION : pageFailure(status)];
}
