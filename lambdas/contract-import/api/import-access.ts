import type { ApiRequest } from '../../shared/api-handler';
import type { HandlerConfig } from '../../shared/config';
import { ConflictError, NotFoundError } from '../../shared/errors';
import type { Actor, FileImportItem } from '../store/file-import';
import type { ValidationResources } from '../register/import-context';
import { getImport } from '../store/import-store';

/** For the routes that validate or move an import's meter points: its table, payloads, the intermediary's products and the register. */
export const validationResources = (config: HandlerConfig): ValidationResources => ({
  fileimports: config.table('fileimports'),
  reference: config.table('reference'),
  imports: config.bucket('imports'),
  meterpoints: config.table('meterpoints'),
});

export const actorOf = (request: Pick<ApiRequest<unknown, unknown, unknown>, 'caller'>): Actor => ({
  userid: request.caller.profile.id,
  username: `${request.caller.profile.firstname} ${request.caller.profile.lastname}`.trim(),
});

/** The import by id, answering 404 for a missing one and for another intermediary's. */
export async function loadOwnImport(request: Pick<ApiRequest<unknown, unknown, unknown>, 'caller'>, table: string, id: string): Promise<FileImportItem> {
  const item = await getImport(table, id);
  if (!item) throw new NotFoundError();
  request.caller.requireOwnRecord(item.sourceid);
  return item;
}

/** The version the client read must be the stored one: a stale write is a 409 before any work. */
export function requireVersion(item: FileImportItem, version: number): void {
  if (item.version !== version) throw new ConflictError();
}

/** Spec 7 sends rawdata and structureddata as JSON strings; arrays are accepted too. */
export function jsonList<T>(value: unknown): T[] | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(parsed)) throw new TypeError('not a list');
  return parsed as T[];
}
