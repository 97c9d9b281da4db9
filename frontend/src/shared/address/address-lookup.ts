import { ADDRESS_FIELDS, type Address } from '../../../../domain/address';
import { apiFetch } from '../../api/client';

/** One address of `GET /api/addresses/{postcode}`: getAddress's parts plus our address fields, and the identifier the route gives it. */
export type FoundAddress = Address & { readonly formatted_address?: readonly string[]; readonly addressidentifier?: string };

export type LookupResult =
  | { readonly ok: true; readonly addresses: readonly FoundAddress[] }
  | { readonly ok: false; readonly message: string };

const LOOKUP_UNAVAILABLE = 'The address lookup is not available at the moment; please enter the address by hand.';

export async function findAddresses(postcode: string): Promise<LookupResult> {
  const result = await apiFetch<{ addresses?: FoundAddress[]; message?: string; errors?: string[] }>(
    'GET',
    `/api/addresses/${encodeURIComponent(postcode.trim())}`,
  );
  if (result.status === 200) return { ok: true, addresses: result.data?.addresses ?? [] };
  // A 404 from a getAddress-style service means the post code is unknown: no addresses, not a failure.
  if (result.status === 404) return { ok: true, addresses: [] };
  // A 400 lists field messages as `field: message`; the editor shows the message beside the post code.
  if (result.status === 400) {
    const messages = (result.data?.errors ?? []).map((error) => error.replace(/^\w+: /, ''));
    return { ok: false, message: messages.join(' ') || result.data?.message || LOOKUP_UNAVAILABLE };
  }
  return { ok: false, message: LOOKUP_UNAVAILABLE };
}

/** How an address reads in the choice list. */
export function addressLabel(address: FoundAddress): string {
  const lines = address.formatted_address?.filter((line) => line.trim() !== '');
  if (lines?.length) return lines.join(', ');
  return ADDRESS_FIELDS.map((field) => address[field]).filter(Boolean).join(', ');
}

/** The chosen address's fields only, every field set, so no part of an earlier address stays behind. */
export function addressFields(address: FoundAddress): Required<Address> {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field] ?? ''])) as Required<Address>;
}
