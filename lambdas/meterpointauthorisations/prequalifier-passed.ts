import * as z from 'zod/mini';
import { prequalificationPassed } from '../../domain/preauthorisation/prequalification';
import { apiHandler } from '../shared/api-handler';
import { getAuthorisation } from './authorisation-store';

const query = z.object({
  authorisationid: z.string().check(z.minLength(1), z.maxLength(40)),
  companynumber: z.string().check(z.minLength(1), z.maxLength(20)),
});

export interface PrequalifierPassedResponse {
  readonly authorisationid: string;
  readonly companynumber: string;
  readonly passed: boolean;
}

/**
 * `GET /api/meterpointauthorisations/prequalifierpassed?authorisationid&companynumber`: whether the
 * company passed pre-qualification on that authorisation. Another intermediary's authorisation, or
 * an unknown one, is 404.
 */
export const handler = apiHandler(
  'GET /api/meterpointauthorisations/prequalifierpassed',
  { query },
  async ({ query: { authorisationid, companynumber }, caller, config }): Promise<PrequalifierPassedResponse> => {
    const row = await getAuthorisation(config.table('authorisations'), authorisationid);
    caller.requireOwnRecord(row?.tpiid);
    return { authorisationid, companynumber, passed: prequalificationPassed(row!, companynumber) };
  },
);
