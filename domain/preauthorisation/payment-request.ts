import { initialPayment } from './initial-payment';
import {
  PAYMENT_CALCULATION,
  type InitialPaymentLine,
  type InitialPaymentRequest,
  type MeterPointAuthorisation,
  type PaymentRequestType,
} from './types';

/** Messages of the Request Initial Payment dialog and of the server's refusal list. */
export const PAYMENT_MESSAGES = {
  failed: 'Payment request failed',
  commissionWarning: 'Commission value warning',
  commissionLower: (mpxn: string, original: string) => `Commission for ${mpxn} is lower than ${original}`,
  commissionHigher: (mpxn: string, original: string) => `Commission for ${mpxn} cannot be more than ${original}`,
  commissionFixed: (mpxn: string) => `Commission for ${mpxn} is set by the supplier for this product and cannot be changed`,
  firstName: 'First name not provided',
  lastName: 'Last name not provided',
  email: 'Email not provided',
  emailInvalid: 'Email address is not valid',
  type: 'Payment request type not provided',
  noLines: 'No meter points to request payment for',
  singleMeter: 'A single meter request has exactly one line',
  multiMeterOne: 'A multi meter request holds two or more meter points: add the others checked in the same pre-qualification request, or choose Single meter',
  multiMeterMissing: (mpxn: string) => `${mpxn} was checked in the same pre-qualification request: add it to this multi meter request, or choose Single meter`,
  firstLine: 'The first line must be the authorisation the request is made for',
  notFound: (id: string) => `Authorisation ${id} was not found`,
  notRequestable: (mpxn: string) => `A payment cannot be requested for ${mpxn}`,
  alreadyRequested: (mpxn: string) => `A payment has already been requested for ${mpxn}`,
  termNotAllowed: (mpxn: string, term: string) => `Term ${term} is not available for ${mpxn}`,
  duplicateLine: (mpxn: string, term: string) => `${mpxn} at ${term} months is listed twice`,
  addTermNone: 'Select at least one term',
} as const;

/** Where the intermediary's product allows payment on pre-qualification. */
export interface PaymentPermission {
  readonly requestpaymentonprequalification: boolean;
}

/** Where the product definition (the supplier's lookup) offers payment requests at all. */
export interface PaymentOffer {
  readonly showpaymentrequest: boolean;
}

/**
 * Spec 4.3: Request shows when calculation is 1, no request has been made, the product definition
 * offers payment requests and the intermediary's product allows them.
 */
export const canRequestPayment = (row: MeterPointAuthorisation, product: PaymentPermission | undefined, definition: PaymentOffer | undefined) =>
  row.paymentcalculationstatus === PAYMENT_CALCULATION.calculated &&
  row.initialpaymentstatus === undefined &&
  row.linkedtpiauthorisationid === undefined &&
  Boolean(definition?.showpaymentrequest) &&
  Boolean(product?.requestpaymentonprequalification);

/** Terms the intermediary's product allows, within the product definition's. */
export const offeredTerms = (product: { readonly contractterms: readonly string[] } | undefined, definition: { readonly contractterms: readonly string[] } | undefined) =>
  (product?.contractterms ?? []).filter((term) => definition?.contractterms.includes(term) ?? true);

/** A typed commission override: a non-numeric or negative value becomes 0. */
export function normaliseCommission(value: string | number): number {
  const parsed = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(parsed) && parsed > 0 && String(value).trim() !== '' ? parsed : 0;
}

export const formatCommission = (pence: number) => pence.toFixed(2);

/** The commission a line is charged at: the override when there is one. */
export const effectiveCommission = (line: Pick<InitialPaymentLine, 'commission' | 'commissionoverride'>) =>
  line.commissionoverride ?? line.commission;

/** The 'Commission value warning' list: every line whose commission is below the one priced. */
export const commissionWarnings = (lines: readonly InitialPaymentLine[]) =>
  lines
    .filter((line) => effectiveCommission(line) < line.commission)
    .map((line) => PAYMENT_MESSAGES.commissionLower(line.mpxn, formatCommission(line.commission)));

/** The line for a row at a term: priced from the prices quoted at the checks for that term. */
export function paymentLine(row: MeterPointAuthorisation, contractterm = row.contractterm, commissionoverride?: number): InitialPaymentLine | undefined {
  const tariffprices = contractterm === row.contractterm ? row.tariffprices : row.termprices?.[contractterm];
  if (!tariffprices || row.annualconsumption === undefined || row.commission === undefined) return undefined;
  const commission = commissionoverride ?? row.commission;
  const amount = initialPayment({ annualconsumption: row.annualconsumption, contractterm, tariffprices, commission });
  if (amount === undefined) return undefined;
  return { id: row.id, tpiauthorisationid: row.tpiauthorisationid, mpxn: row.mpxn, contractterm, commission: row.commission, commissionoverride, initialpayment: amount };
}

/** Switching to single meter keeps only the first line. */
export const linesForType = (type: PaymentRequestType, lines: readonly InitialPaymentLine[]) =>
  type === 'single' ? lines.slice(0, 1) : lines;

/** The terms Add MPxN Term offers: the product's, without the line's own term or one already listed for that meter point. */
export function termsToAdd(line: InitialPaymentLine, lines: readonly InitialPaymentLine[], productTerms: readonly string[]): string[] {
  const listed = new Set(lines.filter((other) => other.id === line.id).map((other) => other.contractterm));
  return productTerms.filter((term) => term !== line.contractterm && !listed.has(term));
}

/** Add Term needs at least one term chosen, each one on offer. */
export const validateAddTerms = (chosen: readonly string[], offered: readonly string[]) =>
  chosen.length === 0 ? [PAYMENT_MESSAGES.addTermNone] : chosen.filter((term) => !offered.includes(term)).map((term) => `Term ${term} cannot be added`);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact and type rules of Request Payment; the lines are checked against the stored rows. */
export function validatePaymentContact(request: Pick<InitialPaymentRequest, 'firstname' | 'lastname' | 'email'> & { readonly paymentrequesttype?: PaymentRequestType }): string[] {
  const failures: string[] = [];
  if (!request.firstname?.trim()) failures.push(PAYMENT_MESSAGES.firstName);
  if (!request.lastname?.trim()) failures.push(PAYMENT_MESSAGES.lastName);
  if (!request.email?.trim()) failures.push(PAYMENT_MESSAGES.email);
  else if (!EMAIL.test(request.email.trim())) failures.push(PAYMENT_MESSAGES.emailInvalid);
  if (request.paymentrequesttype !== 'single' && request.paymentrequesttype !== 'multi') failures.push(PAYMENT_MESSAGES.type);
  return failures;
}
