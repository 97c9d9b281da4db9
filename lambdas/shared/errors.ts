import { DatabaseBusyError } from './batch-retries';

/**
 * Errors a handler throws, and the one table from error to HTTP status. The body is always
 * `{ message, errors? }`: `errors` lists every field message of a 400 or 422.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: readonly string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: readonly string[]) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Not signed in') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You are not authorised to use this application') {
    super(403, message);
  }
}
/** Also answers for records of other intermediaries, so that ids cannot be probed. */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message = 'The record was changed by someone else; reload it and try again') {
    super(409, message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnprocessableError extends HttpError {
  constructor(message: string, errors?: readonly string[]) {
    super(422, message, errors);
  }
}
export class UpstreamError extends HttpError {
  constructor(message = 'The API returned an error') {
    super(502, message);
  }
}

/** Errors from the AWS SDK that mean the request itself was wrong, by the SDK error's name. */
const SDK_ERROR_STATUS: Record<string, number> = {
  ConditionalCheckFailedException: 409,
  NoSuchKey: 404,
  NotFound: 404,
  // Still throttled after the SDK's own retries: the caller may simply try again.
  ProvisionedThroughputExceededException: 503,
  RequestLimitExceeded: 503,
  ThrottlingException: 503,
  SlowDown: 503,
  // A batch's items still left unprocessed after its own retries (batch-retries.ts): the same.
  [DatabaseBusyError.errorName]: 503,
};

/** The body's message for an SDK error answered with its own status. */
export const STORE_ERROR_MESSAGES: Record<number, string> = {
  404: 'Not found',
  409: 'The record was changed by someone else; reload it and try again',
  503: 'The service is busy; please try again in a moment',
};

export function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.statusCode;
  const name = (error as { name?: string } | null)?.name;
  return (name && SDK_ERROR_STATUS[name]) || 500;
}
