/** Address fields and the rules that must all hold to save an address. */

export const ADDRESS_FIELDS = [
  'subbuildingname',
  'buildingname',
  'buildingnumber',
  'dependentthoroughfare',
  'thoroughfare',
  'doubledependentlocality',
  'dependentlocality',
  'posttown',
  'county',
  'postcode',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type Address = { readonly [F in AddressField]?: string };

export const POSTCODE_MAX_LENGTH = 8;
export const BUILDING_NUMBER_MAX_LENGTH = 4;

export const ADDRESS_MESSAGES = {
  postcodeRequired: 'Post code must be entered',
  postcodeSpace: 'Post code must contain a space',
  postcodeTooLong: 'Post code cannot have more than 8 characters',
  postcodeUpperCase: 'Post code must be upper case',
  buildingRequired: 'Either building name or number must be entered',
  buildingNumberTooLong: 'Building number cannot have more than 4 characters',
  thoroughfareRequired: 'Thoroughfare must be entered',
  townRequired: 'Town must be entered',
} as const;

/** What loading a saved customer's, site's or account's address says (GET /api/{entity}s/{id}). */
export const SAVED_ADDRESS_MESSAGES = {
  searchHint: 'Find a customer, site or account you saved before by a word of its name, the start of its postcode, or its reference (C101-0042).',
  tooShort: 'Type at least two letters or digits of a name, postcode or reference.',
  searching: 'Finding saved records',
  found: (count: number, more: boolean) => `${count} saved ${count === 1 ? 'record' : 'records'} found${more ? '; showing the first 20, so type more to narrow them' : ''}.`,
  noMatch: (text: string) => `No saved customer, site or account has a name word or postcode beginning with "${text}". Check the spelling, or enter the address by hand.`,
  searchFailed: 'Saved records could not be searched. Try again in a moment, or enter the address by hand.',
  loading: 'Loading the saved address',
  loaded: 'Saved address loaded; check it before you save.',
  notFound: (kind: string, name: string) => `The saved ${kind} ${name} could not be found any more. Search again, or enter the address by hand.`,
  unavailable: 'The saved address could not be loaded. Try again in a moment, or enter the address by hand.',
} as const;

export interface AddressFailure {
  /** The field the message belongs beside; the building rule names buildingname. */
  readonly field: AddressField;
  readonly message: string;
}

const blank = (value: string | undefined) => !value || value.trim() === '';

/** Every rule that fails, in the portal's defined order; an empty list means the address can be saved. */
export function validateAddress(address: Address): AddressFailure[] {
  const failures: AddressFailure[] = [];
  const fail = (field: AddressField, message: string) => failures.push({ field, message });
  const postcode = address.postcode ?? '';
  if (blank(postcode)) {
    fail('postcode', ADDRESS_MESSAGES.postcodeRequired);
  } else {
    if (!postcode.includes(' ')) fail('postcode', ADDRESS_MESSAGES.postcodeSpace);
    if (postcode.length > POSTCODE_MAX_LENGTH) fail('postcode', ADDRESS_MESSAGES.postcodeTooLong);
    if (postcode !== postcode.toUpperCase()) fail('postcode', ADDRESS_MESSAGES.postcodeUpperCase);
  }
  if (blank(address.buildingname) && blank(address.buildingnumber)) fail('buildingname', ADDRESS_MESSAGES.buildingRequired);
  if ((address.buildingnumber ?? '').length > BUILDING_NUMBER_MAX_LENGTH) fail('buildingnumber', ADDRESS_MESSAGES.buildingNumberTooLong);
  if (blank(address.thoroughfare)) fail('thoroughfare', ADDRESS_MESSAGES.thoroughfareRequired);
  if (blank(address.posttown)) fail('posttown', ADDRESS_MESSAGES.townRequired);
  return failures;
}

/** The postcode lookup's count line. */
export function addressCountMessage(count: number): string {
  if (count === 0) return 'No addresses found';
  if (count === 1) return '1 address found';
  return `${count} addresses found`;
}
