import { linesForType, normaliseCommission, PAYMENT_MESSAGES, paymentLine, validatePaymentContact } from '../../../domain/preauthorisation/payment-request';
import type { InitialPaymentLine, MeterPointAuthorisation, PaymentRequestType } from '../../../domain/preauthorisation/types';

/** What the Request Initial Payment dialog edits. */
export interface PaymentForm {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly paymentrequesttype?: PaymentRequestType;
  readonly lines: readonly InitialPaymentLine[];
}

export const initialPaymentForm = (row: MeterPointAuthorisation): PaymentForm => ({
  firstname: '',
  lastname: '',
  email: '',
  lines: [paymentLine(row)].filter((line): line is InitialPaymentLine => line !== undefined),
});

export const withType = (form: PaymentForm, type: PaymentRequestType): PaymentForm => ({ ...form, paymentrequesttype: type, lines: linesForType(type, form.lines) });

/** A typed override applied: normalised (non-numeric or negative becomes 0) and the line re-priced. */
export function applyOverride(form: PaymentForm, row: MeterPointAuthorisation, line: InitialPaymentLine, typed: string): PaymentForm {
  const repriced = paymentLine(row, line.contractterm, normaliseCommission(typed));
  return { ...form, lines: form.lines.map((current) => (current === line && repriced ? repriced : current)) };
}

/**
 * Why Request Payment cannot be pressed yet, or undefined when it can: it needs names, an email, a
 * type, a line, and no commission edit in progress. What is missing is said in the server's words.
 */
export function paymentBlocked(form: PaymentForm, editing: number): string | undefined {
  if (editing > 0) return 'Save or cancel the commission being changed first.';
  const missing = [...validatePaymentContact(form), ...(form.lines.length === 0 ? [PAYMENT_MESSAGES.noLines] : [])];
  return missing.length ? `${missing.join('. ')}.` : undefined;
}
