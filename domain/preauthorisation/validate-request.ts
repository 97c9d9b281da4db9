import { calendarDate, CALENDAR_DATE_MESSAGES } from '../calendar-date';
import { checkCompanyNumber } from '../company-number';
import { isValidMpanCore, mpanCoreOf, MPRN_MAX_LENGTH } from '../meter-points';
import { isElectricity, type MeterPointEntry, type PreAuthorisationRequest } from './types';

/** The pre-authorisation messages, word for word as the portal defines them: users see exactly these; row messages take the 1-based row. */
export const PRE_AUTHORISATION_MESSAGES = {
  product: 'Product not provided',
  terms: 'Term(s) not provided',
  customerName: 'Customer name not provided',
  businessType: 'Business type not provided',
  firstName: 'First name not provided',
  surname: 'Surname not provided',
  /** Our own message: a date of birth is optional, but one given must be a real day. */
  dateOfBirth: CALENDAR_DATE_MESSAGES.invalidNamed('Date of birth'),
  homePostcode: 'Home post code not provided',
  homeStreet: 'Home street not provided',
  /** Our own message: a request must name at least one meter point. */
  meterPoints: 'Meter point(s) not provided',
  mpanDuplicate: (row: number) => `MPAN in row ${row} is a duplicate`,
  mprnDuplicate: (row: number) => `MPRN in row ${row} is a duplicate`,
  mpanMissing: (row: number) => `MPAN Core not provided for row ${row}`,
  mprnMissing: (row: number) => `MPRN not provided for row ${row}`,
  mpanLength: (row: number) => `MPAN Core should be 13 digits for row ${row}`,
  /** Our own message: 13 digits whose check digit is wrong (the industry's rule, domain/meter-points.ts). */
  mpanCheckDigit: (row: number) => `MPAN Core check digit is not valid for row ${row}`,
  mprnLength: (row: number) => `MPRN should be 10 or fewer digits for row ${row}`,
} as const;

const M = PRE_AUTHORISATION_MESSAGES;
const blank = (value: string | undefined) => !value || value.trim() === '';

/** The identifier as stored: an MPAN's core (a full 21-character MPAN is reduced), an MPRN trimmed. */
export const normaliseMpxn = (entry: MeterPointEntry) =>
  isElectricity(entry.utilityid) ? mpanCoreOf(entry.mpxn) : entry.mpxn.trim();

function meterPointFailures(meterpoints: readonly MeterPointEntry[]): string[] {
  const failures: string[] = [];
  const seen = new Set<string>();
  meterpoints.forEach((entry, index) => {
    const row = index + 1;
    const electricity = isElectricity(entry.utilityid);
    const mpxn = normaliseMpxn(entry);
    if (mpxn === '') {
      failures.push(electricity ? M.mpanMissing(row) : M.mprnMissing(row));
      return;
    }
    const key = `${entry.utilityid}:${mpxn}`;
    if (seen.has(key)) failures.push(electricity ? M.mpanDuplicate(row) : M.mprnDuplicate(row));
    seen.add(key);
    if (electricity && !/^\d{13}$/.test(mpxn)) failures.push(M.mpanLength(row));
    else if (electricity && !isValidMpanCore(mpxn)) failures.push(M.mpanCheckDigit(row));
    if (!electricity && (!/^\d+$/.test(mpxn) || mpxn.length > MPRN_MAX_LENGTH)) failures.push(M.mprnLength(row));
  });
  return failures;
}

/** The request as the checks read it: a date of birth typed dd/mm/yyyy becomes its ISO day. */
export function withIsoDateOfBirth<T extends { readonly dateofbirth?: string }>(request: T): T {
  const iso = request.dateofbirth ? calendarDate(request.dateofbirth) : undefined;
  return iso ? { ...request, dateofbirth: iso } : request;
}

/** Every failing rule of a pre-authorisation request, in the portal's defined order; none means Run Checks may run. */
export function validatePreAuthorisationRequest(request: Omit<PreAuthorisationRequest, 'tpiid'>): string[] {
  const failures: string[] = [];
  if (request.product === undefined) failures.push(M.product);
  if (request.contractterms.length === 0) failures.push(M.terms);
  if (request.limitedcompany) {
    const company = checkCompanyNumber(request.limitedcompanynumber);
    if (company) failures.push(company);
  } else {
    if (blank(request.name)) failures.push(M.customerName);
    if (blank(request.internalsic)) failures.push(M.businessType);
    if (blank(request.firstname)) failures.push(M.firstName);
    if (blank(request.surname)) failures.push(M.surname);
    if (!blank(request.dateofbirth) && !calendarDate(request.dateofbirth!)) failures.push(M.dateOfBirth);
    if (blank(request.homepostcode)) failures.push(M.homePostcode);
    if (blank(request.homethoroughfare)) failures.push(M.homeStreet);
  }
  if (request.meterpoints.length === 0) failures.push(M.meterPoints);
  failures.push(...meterPointFailures(request.meterpoints));
  return failures;
}
