import type { ApiResult } from '../api/client';
import { failureMessages } from '../api/client';

/** What the screen tells the user after an action: a header, its list, and whether Reload is offered. */
export interface Notice {
  readonly type: 'success' | 'error' | 'warning' | 'info';
  readonly header: string;
  readonly messages?: readonly string[];
  /** A stale version (409): the edit is kept, and reloading is offered. */
  readonly reload?: boolean;
  /** The id of an uploaded import the notice follows until its validation ends. */
  readonly validating?: string;
}

/** An upload's notice is information that the file arrived, not that it is valid: Validation Failed may follow. */
export const uploadedNotice = (importId: string): Notice => ({ type: 'info', header: 'File uploaded', validating: importId });

export const STALE_NOTICE: Notice = {
  type: 'warning',
  header: 'This import was changed by someone else',
  messages: ['Your edits are kept. Reload to see the latest version, then make your change again.'],
  reload: true,
};

/** The notice for a failed answer: 409 offers a reload; 400 and 422 list the server's messages. */
export function failureNotice(result: ApiResult<unknown>, header: string): Notice {
  if (result.status === 409) return STALE_NOTICE;
  if (result.status === 422 && (result.data as { message?: string })?.message === 'Validation failed') {
    return { type: 'error', header: 'Validation failed', messages: failureMessages(result.data, result.status) };
  }
  return { type: 'error', header, messages: failureMessages(result.data, result.status) };
}
