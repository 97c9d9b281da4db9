import * as z from 'zod/mini';
import { isLookupName, referenceKey } from '../../domain/reference-data';
import { apiHandler } from '../shared/api-handler';
import { NotFoundError } from '../shared/errors';
import { listReference } from '../shared/stores/reference-store';

type Entry = { readonly id: number | string };

const byId = (a: Entry, b: Entry) =>
  typeof a.id === 'number' && typeof b.id === 'number' ? a.id - b.id : String(a.id).localeCompare(String(b.id));

/** `GET /lookups/{name}`: a lookup list ordered by id; product definitions as a map by id. */
export const handler = apiHandler(
  'GET /lookups/{name}',
  { params: z.object({ name: z.string() }) },
  async ({ params, config }) => {
    if (!isLookupName(params.name)) throw new NotFoundError(`No lookup named ${params.name}`);
    const entries = (await listReference<Entry>(config.table('reference'), referenceKey.lookup(params.name))).sort(byId);
    if (params.name === 'productdefinition') return Object.fromEntries(entries.map((entry) => [entry.id, entry]));
    return entries;
  },
);
