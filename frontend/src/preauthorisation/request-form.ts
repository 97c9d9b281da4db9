import { calendarDate } from '../../../domain/calendar-date';
import type { PreAuthorisationRequest, UtilityId } from '../../../domain/preauthorisation/types';
import { validatePreAuthorisationRequest } from '../../../domain/preauthorisation/validate-request';
import type { AddressValue } from '../shared/address/AddressEditor';

/** What the Pre-Authorisation Request dialog edits. */
export interface RequestForm {
  readonly limitedcompany: boolean;
  readonly limitedcompanynumber: string;
  readonly name: string;
  readonly internalsic: string;
  readonly firstname: string;
  readonly surname: string;
  readonly dateofbirth: string;
  readonly home: AddressValue;
  /** The postcode lookup's identifier of the home address while it is the one chosen there; none for a typed address. */
  readonly addressidentifier?: string;
  readonly product?: number;
  readonly contractterms: readonly string[];
  readonly meterpoints: readonly { readonly utilityid: UtilityId; readonly mpxn: string }[];
}

/** A fresh form: a limited company, no product yet (choosing one ticks its default term, 36), one empty MPAN row. */
export const emptyRequestForm = (): RequestForm => ({
  limitedcompany: true,
  limitedcompanynumber: '',
  name: '',
  internalsic: '',
  firstname: '',
  surname: '',
  dateofbirth: '',
  home: {},
  contractterms: [],
  meterpoints: [{ utilityid: 1, mpxn: '' }],
});

const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The request body: the home address goes in the request's home fields, with its lookup identifier; a limited company sends only its number. */
export function toRequest(tpiid: number, form: RequestForm): PreAuthorisationRequest {
  const common = { tpiid, product: form.product, contractterms: form.contractterms, meterpoints: form.meterpoints };
  if (form.limitedcompany) return { ...common, limitedcompany: true, limitedcompanynumber: trimmed(form.limitedcompanynumber) };
  const { home } = form;
  return {
    ...common,
    limitedcompany: false,
    name: trimmed(form.name),
    internalsic: trimmed(form.internalsic),
    firstname: trimmed(form.firstname),
    surname: trimmed(form.surname),
    // Typed dd/mm/yyyy, sent as its ISO day; text that is no date is sent as typed for the rules to refuse.
    dateofbirth: calendarDate(form.dateofbirth) ?? trimmed(form.dateofbirth),
    homeflat: trimmed(home.subbuildingname),
    homebuildingname: trimmed(home.buildingname),
    homebuildingnumber: trimmed(home.buildingnumber),
    homethoroughfare: trimmed(home.thoroughfare),
    homelocality: trimmed(home.dependentlocality),
    homeposttown: trimmed(home.posttown),
    homepostcode: trimmed(home.postcode),
    addressidentifier: form.addressidentifier,
  };
}

export const requestFailures = (tpiid: number, form: RequestForm) => validatePreAuthorisationRequest(toRequest(tpiid, form));
