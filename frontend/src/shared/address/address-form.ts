import { type Address, type AddressField, validateAddress } from '../../../../domain/address';

/** What the address editor edits: the portal's address fields, plus the name manual-entry sites carry. */
export type AddressValue = Address & { readonly name?: string };

export const ADDRESS_LABELS: Record<AddressField, string> = {
  subbuildingname: 'Sub-building name',
  buildingname: 'Building name',
  buildingnumber: 'Building number',
  dependentthoroughfare: 'Dependent thoroughfare',
  thoroughfare: 'Thoroughfare',
  doubledependentlocality: 'Double dependent locality',
  dependentlocality: 'Dependent locality',
  posttown: 'Town',
  county: 'County',
  postcode: 'Post code',
};

export interface AddressValidation {
  /** True when every address rule holds, so the parent may save. */
  readonly valid: boolean;
  /** The failing rules' messages, beside the field each belongs to. */
  readonly messages: Partial<Record<AddressField, readonly string[]>>;
}

/** The address rules of domain/address.ts, arranged by field for the editor and its parent. */
export function addressValidation(value: AddressValue): AddressValidation {
  const failures = validateAddress(value);
  const messages: Partial<Record<AddressField, string[]>> = {};
  for (const { field, message } of failures) (messages[field] ??= []).push(message);
  return { valid: failures.length === 0, messages };
}
