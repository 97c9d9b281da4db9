import { SAVED_ADDRESS_MESSAGES } from '../../../../domain/address';
import { SAVED_SEARCH_LIMIT, type AddressedEntity, type SavedAddress, type SavedRecordMatch } from '../../../../domain/saved-records';
import { apiFetch } from '../../api/client';

export const SAVED_RECORD_LABELS: Record<AddressedEntity, string> = { customer: 'Customer', site: 'Site', account: 'Account' };

export type SavedAddressResult = { readonly ok: true; readonly address: SavedAddress } | { readonly ok: false; readonly message: string };

export type SavedSearchResult = { readonly ok: true; readonly matches: readonly SavedRecordMatch[]; readonly more: boolean } | { readonly ok: false; readonly message: string };

/** The intermediary's saved customers, sites and accounts whose name or postcode begins with the text, at most 20. */
export async function findSavedRecords(tpiid: number, text: string): Promise<SavedSearchResult> {
  const result = await apiFetch<SavedRecordMatch[]>('GET', '/api/savedrecords', { query: { tpiid, q: text.trim() } });
  if (result.status !== 200) return { ok: false, message: SAVED_ADDRESS_MESSAGES.searchFailed };
  return { ok: true, matches: result.data, more: result.data.length >= SAVED_SEARCH_LIMIT };
}

/** The saved address of a record a search found; one gone since (its import rejected) answers as unknown. */
export async function loadSavedAddress(match: Pick<SavedRecordMatch, 'entity' | 'id' | 'name'>): Promise<SavedAddressResult> {
  const result = await apiFetch<SavedAddress>('GET', `/api/${match.entity}s/${encodeURIComponent(match.id)}`);
  if (result.status === 200) return { ok: true, address: result.data };
  if (result.status === 404) return { ok: false, message: SAVED_ADDRESS_MESSAGES.notFound(SAVED_RECORD_LABELS[match.entity].toLowerCase(), match.name) };
  return { ok: false, message: SAVED_ADDRESS_MESSAGES.unavailable };
}
