import type { MeterPointAuthorisation } from '../../domain/preauthorisation/types';
import type { StoredAuthorisation } from './authorisation-store';

/** What the list and the checks answer: the row without the person's date of birth, home address or the provider's ids. */
export function listView(row: StoredAuthorisation): MeterPointAuthorisation {
  const {
    firstname: _firstname, surname: _surname, dateofbirth: _dateofbirth, addressidentifier: _addressidentifier,
    homeflat: _homeflat, homebuildingname: _homebuildingname, homebuildingnumber: _homebuildingnumber, homethoroughfare: _homethoroughfare,
    homelocality: _homelocality, homeposttown: _homeposttown, homepostcode: _homepostcode, paymentid: _paymentid, initialpaymentlines: _lines,
    ...shown
  } = row;
  return shown;
}
