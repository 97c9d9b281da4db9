import * as z from 'zod/mini';
import { byName, type UserProfile } from '../../domain/intermediary';
import { apiHandler } from '../shared/api-handler';
import { getIntermediaries } from '../shared/stores/reference-store';

/** `GET /api/users/0`: the caller's own profile. Only id 0 (the caller) is served. */
export const handler = apiHandler(
  'GET /api/users/{id}',
  { params: z.object({ id: z.literal('0') }) },
  async ({ caller, config }): Promise<UserProfile> => {
    const { profile } = caller;
    const tpis = await getIntermediaries(config.table('reference'), profile.tpis);
    return {
      id: profile.id,
      firstname: profile.firstname,
      lastname: profile.lastname,
      applications: profile.applications,
      tpis: tpis.sort(byName),
      reports: profile.reports,
    };
  },
);
