import { mpanCheckDigit } from '../../domain/meter-points';
import type { PreAuthorisationRequest } from '../../domain/preauthorisation/types';

/** Requests for the pre-qualifier tests, shaped for the simulators' rules (lambdas/meterpointauthorisations/providers). */

/** A valid MPAN core on a known network, from its first twelve digits. */
export const validMpan = (first12: string) => `${first12}${mpanCheckDigit(first12)}`;

/** Harbour Bakery Ltd: the credit simulator passes it (number not ending in 9 or 0). */
export const limitedCompanyRequest = (tpiid: number, mpxns: string[], contractterms = ['36']): PreAuthorisationRequest => ({
  tpiid,
  product: 3,
  contractterms,
  limitedcompany: true,
  limitedcompanynumber: '01234567',
  meterpoints: mpxns.map((mpxn) => ({ utilityid: 1, mpxn })),
});

/** A sole trader running a pub: a higher-risk business type, so the credit simulator refers it. */
export const soleTraderRequest = (tpiid: number, mpxn: string): PreAuthorisationRequest => ({
  tpiid,
  product: 3,
  contractterms: ['12'],
  limitedcompany: false,
  name: 'The Anchor',
  internalsic: '56302',
  firstname: 'Ann',
  surname: 'Landlord',
  dateofbirth: '1975-03-02',
  homebuildingnumber: '1',
  homethoroughfare: 'Park Row',
  homeposttown: 'Leeds',
  homepostcode: 'LS1 4AP',
  meterpoints: [{ utilityid: 1, mpxn }],
});
