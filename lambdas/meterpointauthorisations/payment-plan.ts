import { thirdPartyCostAccess, type IntermediaryProductConfig } from '../../domain/intermediary';
import { sumPounds } from '../../domain/money';
import { PRODUCT_DEFINITIONS } from '../../domain/reference-data/products';
import { multiMeterFailures } from '../../domain/preauthorisation/multi-meter';
import {
  canRequestPayment,
  effectiveCommission,
  normaliseCommission,
  offeredTerms,
  PAYMENT_MESSAGES,
  paymentLine,
  validatePaymentContact,
} from '../../domain/preauthorisation/payment-request';
import type { InitialPaymentLine, InitialPaymentRequest } from '../../domain/preauthorisation/types';
import type { StoredAuthorisation } from './authorisation-store';

export interface PaymentPlan {
  /** Every reason the request cannot be made; empty when it can. */
  readonly failures: readonly string[];
  /** The lines re-priced from the stored rows: the server never takes the browser's amounts. */
  readonly lines: readonly InitialPaymentLine[];
  /** Pounds. */
  readonly total: number;
}

const M = PAYMENT_MESSAGES;

/** A line as the browser sends it: the override may still be the text the broker typed. */
export type RequestedLine = Omit<InitialPaymentLine, 'commissionoverride'> & { readonly commissionoverride?: number | string };
export type RequestedPayment = Omit<InitialPaymentRequest, 'initialpaymentdata'> & { readonly initialpaymentdata: readonly RequestedLine[] };

/** The products of the intermediary the rows belong to, by product id. */
export type ProductConfigs = Readonly<Record<string, IntermediaryProductConfig>>;

/**
 * Checks a payment request against the stored rows: contact and type, the single-meter rule, a
 * multi meter one holding every meter point of its pre-qualification request, each line's row
 * being the intermediary's, calculated, not yet requested, on a product that allows it and a term
 * it allows, and no commission above the one priced, nor any other where the product lets only the
 * supplier set commission.
 */
export function planPayment(
  id: string,
  request: RequestedPayment,
  rows: ReadonlyMap<string, StoredAuthorisation>,
  tpiid: number,
  products: ProductConfigs,
): PaymentPlan {
  const failures = validatePaymentContact(request);
  const lines = request.initialpaymentdata;
  if (lines.length === 0) failures.push(M.noLines);
  if (request.paymentrequesttype === 'single' && lines.length > 1) failures.push(M.singleMeter);
  if (lines.length && lines[0].id !== id) failures.push(M.firstLine);
  const own = rows.get(id);
  // Judged on the stored rows' meter points, not the ones the browser names.
  const held = lines.flatMap((line) => rows.get(line.id) ?? []).filter((row) => row.tpiid === tpiid);
  if (request.paymentrequesttype === 'multi' && own && lines.length) failures.push(...multiMeterFailures(own, held));
  const priced: InitialPaymentLine[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const row = rows.get(line.id);
    if (!row || row.tpiid !== tpiid) {
      failures.push(M.notFound(line.id));
      continue;
    }
    const key = `${line.id}:${line.contractterm}`;
    if (seen.has(key)) failures.push(M.duplicateLine(row.mpxn, line.contractterm));
    seen.add(key);
    const product = products[String(row.product)];
    const definition = PRODUCT_DEFINITIONS.find((candidate) => candidate.id === row.product);
    if (row.initialpaymentstatus !== undefined || row.linkedtpiauthorisationid !== undefined) {
      failures.push(M.alreadyRequested(row.mpxn));
      continue;
    }
    if (!canRequestPayment(row, product, definition)) {
      failures.push(M.notRequestable(row.mpxn));
      continue;
    }
    if (!offeredTerms(product, definition).includes(line.contractterm)) {
      failures.push(M.termNotAllowed(row.mpxn, line.contractterm));
      continue;
    }
    const override = line.commissionoverride === undefined ? undefined : normaliseCommission(line.commissionoverride);
    if (override !== undefined && override !== row.commission && !thirdPartyCostAccess(product).edit) {
      failures.push(M.commissionFixed(row.mpxn));
      continue;
    }
    if (override !== undefined && row.commission !== undefined && override > row.commission) {
      failures.push(M.commissionHigher(row.mpxn, row.commission.toFixed(2)));
      continue;
    }
    const repriced = paymentLine(row, line.contractterm, override);
    if (!repriced) failures.push(M.notRequestable(row.mpxn));
    else priced.push(repriced);
  }
  const total = sumPounds(priced.map((line) => line.initialpayment));
  return { failures, lines: priced, total };
}

/** Per row: its amount (the sum of its lines) and the commission its first line is charged at. */
export function amountsByRow(lines: readonly InitialPaymentLine[]): Map<string, { initialpayment: number; commission: number }> {
  const byRow = new Map<string, { initialpayment: number; commission: number }>();
  for (const line of lines) {
    const current = byRow.get(line.id);
    byRow.set(line.id, {
      initialpayment: sumPounds([current?.initialpayment ?? 0, line.initialpayment]),
      commission: current?.commission ?? effectiveCommission(line),
    });
  }
  return byRow;
}
