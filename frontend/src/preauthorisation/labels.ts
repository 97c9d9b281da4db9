import {
  CHECK_STATUS_NAMES,
  INITIAL_PAYMENT_STATUS_NAMES,
  NONE,
  type CheckStatus,
  type InitialPaymentStatus,
  type MeterPointAuthorisation,
} from '../../../domain/preauthorisation/types';

/** Passed, Failed, Referred; none is shown as None. */
export const checkStatusName = (status: CheckStatus | undefined) => (status ? CHECK_STATUS_NAMES[status] : NONE);

/** Requested (or requested through a linked id), Paid, Declined, or None. */
export function paymentStatusName(row: Pick<MeterPointAuthorisation, 'initialpaymentstatus' | 'linkedtpiauthorisationid'>): string {
  const status: InitialPaymentStatus | undefined = row.initialpaymentstatus;
  if (!status) return NONE;
  const name = INITIAL_PAYMENT_STATUS_NAMES[status];
  return row.linkedtpiauthorisationid ? `${name} (with ${row.linkedtpiauthorisationid})` : name;
}
