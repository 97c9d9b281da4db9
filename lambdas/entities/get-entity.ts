import * as z from 'zod/mini';
import { ENTITIES, isEntityName, type EntityMetadata } from '../../domain/entities';
import { apiHandler } from '../shared/api-handler';
import { NotFoundError } from '../shared/errors';

/** `GET /entities/{entity}`: the entity's metadata, kept in domain/ as the one source of field rules. */
export const handler = apiHandler(
  'GET /entities/{entity}',
  { params: z.object({ entity: z.string() }) },
  async ({ params }): Promise<EntityMetadata> => {
    if (!isEntityName(params.entity)) throw new NotFoundError(`No entity named ${params.entity}`);
    return ENTITIES[params.entity];
  },
);
