import * as z from 'zod/mini';
import type { ImportCustomer } from '../../../domain/import';
import { parseSavedId, savedAddressOf, type AddressedEntity, type SavedAddress } from '../../../domain/saved-records';
import { apiHandler } from '../../shared/api-handler';
import { NotFoundError } from '../../shared/errors';
import type { FileImportItem } from '../store/file-import';
import { loadOwnImport } from './import-access';
import { readPage } from '../store/payload-store';

/** The customer on the import's line, reading pages in order only until the page that holds it. */
async function customerOnLine(bucket: string, item: FileImportItem, line: number): Promise<ImportCustomer | undefined> {
  if (item.payloadversion === undefined) return undefined;
  for (let page = 1; page <= item.pagecount; page++) {
    const { structureddata, firstline } = await readPage(bucket, item.id, item.payloadversion, page);
    // A raw payload (validation failed) holds rows, not customers, so nothing in it is saved.
    if (!structureddata || firstline === undefined) return undefined;
    if (line < firstline + structureddata.length) return structureddata[line - firstline];
  }
  return undefined;
}

/** API Gateway passes a path parameter still URL-encoded, and a browser encodes the id's colons. */
function decodedId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * `GET /api/{entity}s/{id}`: the saved address of a customer, site or account. It is read from the
 * import's structured data, not the contract store: the store keeps a site's address only as one
 * line of text and holds no customer or account addresses, while the import keeps every field as
 * last saved. The import is tenancy-checked like any record, so another intermediary's id is a 404.
 */
export const savedAddressHandler = (entity: AddressedEntity) =>
  apiHandler(`GET /api/${entity}s/{id}`, { params: z.object({ id: z.string().check(z.maxLength(100)) }) }, async (request): Promise<SavedAddress> => {
    const id = decodedId(request.params.id);
    const ref = parseSavedId(entity, id);
    if (!ref) throw new NotFoundError();
    const item = await loadOwnImport(request, request.config.table('fileimports'), ref.importid);
    const customer = await customerOnLine(request.config.bucket('imports'), item, ref.line);
    const record = entity === 'customer' ? customer : customer?.[entity === 'site' ? 'sites' : 'accounts']?.[ref.n! - 1];
    if (!record) throw new NotFoundError();
    return savedAddressOf(id, record);
  });
