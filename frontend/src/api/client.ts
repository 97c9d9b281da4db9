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

/**
 * A failed call's messages for an alert: a list the server answered, the `errors` of a
 * 400, its `message`, or the text itself; 'Unknown error' when there is nothing to show.
 */
export function failureMessages(data: unknown): string[] {
  if (Array.isArray(data)) return data.map(String);
  if (data && typeof data === 'object') {
    const { message, errors } = data as { message?: unknown; errors?: unknown };
    if (Array.isArray(errors) && errors.length) return errors.map(String);
    if (typeof message === 'string' && message) return [message];
  }
  return [typeof data === 'string' && data ? data : UNKNOWN_ERROR];
}
