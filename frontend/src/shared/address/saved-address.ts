import { SAVED_ADDRESS_MESSAGES } from '../../../../domain/address';
import type { AddressedEntity, SavedAddress } from '../../../../domain/saved-records';
import { apiFetch } from '../../api/client';

export const SAVED_RECORD_LABELS: Record<AddressedEntity, string> = { customer: 'Customer', site: 'Site', account: 'Account' };

export type SavedAddressResult = { readonly ok: true; readonly address: SavedAddress } | { readonly ok: false; readonly message: string };

/** The saved address of a customer, site or account by id; another intermediary's record answers as unknown. */
export async function loadSavedAddress(entity: AddressedEntity, id: string): Promise<SavedAddressResult> {
  const trimmed = id.trim();
  const result = await apiFetch<SavedAddress>('GET', `/api/${entity}s/${encodeURIComponent(trimmed)}`);
  if (result.status === 200) return { ok: true, address: result.data };
  if (result.status === 404) return { ok: false, message: SAVED_ADDRESS_MESSAGES.notFound(SAVED_RECORD_LABELS[entity].toLowerCase(), trimmed) };
  return { ok: false, message: SAVED_ADDRESS_MESSAGES.unavailable };
}
