import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { isAuthorised } from '../../domain/access';
import type { Access } from '../routes';
import { ForbiddenError, NotFoundError, UnauthorizedError } from './errors';
import { getUserRecord, type UserRecord } from './stores/user-store';

export interface Caller {
  readonly profile: UserRecord;
  /** Refuses (403) a request that names an intermediary the caller does not hold. */
  requireIntermediary(tpiid: number): void;
  /** Whether a stored record's intermediary is the caller's; others' records answer 404. */
  requireOwnRecord(tpiid: number | undefined): void;
}

/**
 * The caller comes only from the verified token's `sub` (API Gateway's JWT authorizer, or the
 * local server's verification) and their stored profile; nothing in the request body counts.
 */
export async function loadCaller(
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  access: Access,
  usersTable: string,
): Promise<Caller> {
  const sub = event.requestContext.authorizer?.jwt?.claims?.sub;
  if (typeof sub !== 'string' || !sub) throw new UnauthorizedError();
  const profile = await getUserRecord(usersTable, sub);
  if (!profile || profile.disabled) {
    if (access === 'signedIn') throw new NotFoundError('No profile for this user');
    throw new ForbiddenError();
  }
  if (access !== 'signedIn' && !isAuthorised(profile)) throw new ForbiddenError();
  const holds = (tpiid: number | undefined) => tpiid !== undefined && profile.tpis.includes(tpiid);
  return {
    profile,
    requireIntermediary(tpiid) {
      if (!holds(tpiid)) throw new ForbiddenError('You do not act for this intermediary');
    },
    requireOwnRecord(tpiid) {
      if (!holds(tpiid)) throw new NotFoundError();
    },
  };
}
