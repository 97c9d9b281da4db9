import { referenceKey, type Release } from '../../domain/reference-data';
import { apiHandler } from '../shared/api-handler';
import { listReference } from '../shared/stores/reference-store';

/** `GET /api/releases`: every release, newest first; the info page groups them by status. */
export const handler = apiHandler('GET /api/releases', {}, async ({ config }): Promise<Release[]> => {
  const releases = await listReference<Release>(config.table('reference'), referenceKey.release);
  return releases.sort((a, b) => b.releasedate.localeCompare(a.releasedate) || b.version.localeCompare(a.version, 'en', { numeric: true }));
});
