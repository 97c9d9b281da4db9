import { multiMeterFailures } from '../../../domain/preauthorisation/multi-meter';
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

export const isLine = (line: InitialPaymentLine | undefined): line is InitialPaymentLine => line !== undefined;

export const initialPaymentForm = (row: MeterPointAuthorisation): PaymentForm => ({
  firstname: '',
  lastname: '',
  email: '',
  lines: [paymentLine(row)].filter(isLine),
});

/** The type chosen: single keeps the first line; multi brings in the rows of the request's other meter points. */
export function withType(form: PaymentForm, type: PaymentRequestType, companions: readonly MeterPointAuthorisation[]): PaymentForm {
  const brought = type === 'multi' ? companions.map((companion) => paymentLine(companion)).filter(isLine) : [];
  return { ...form, paymentrequesttype: type, lines: [...linesForType(type, form.lines), ...brought] };
}

/** What keeps a multi meter payment from being sent: the server's words, shown under the type. */
export const typeFailures = (form: PaymentForm, row: MeterPointAuthorisation) =>
  form.paymentrequesttype === 'multi' ? multiMeterFailures(row, form.lines) : [];

/** A typed override applied: normalised (non-numeric or negative becomes 0) and the line re-priced. */
export function applyOverride(form: PaymentForm, row: MeterPointAuthorisation, line: InitialPaymentLine, typed: string): PaymentForm {
  const repriced = paymentLine(row, line.contractterm, normaliseCommission(typed));
  return { ...form, lines: form.lines.map((current) => (current === line && repriced ? repriced : current)) };
}

/**
 * Why Request Payment cannot be pressed yet, or undefined when it can: it needs names, an email, a
 * type, a line (a multi meter payment every meter point of its request), and no commission edit in progress. What is missing is said in the server's words.
 */
export function paymentBlocked(form: PaymentForm, row: MeterPointAuthorisation, editing: number): string | undefined {
  if (editing > 0) return 'Save or cancel the commission being changed first.';
  const missing = [...validatePaymentContact(form), ...(form.lines.length === 0 ? [PAYMENT_MESSAGES.noLines] : typeFailures(form, row))];
  return missing.length ? `${missing.join('. ')}.` : undefined;
}
