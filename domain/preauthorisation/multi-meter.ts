import { PAYMENT_MESSAGES } from './payment-request';
import type { InitialPaymentLine, MeterPointAuthorisation } from './types';

type RequestRow = Pick<MeterPointAuthorisation, 'tpiauthorisationid' | 'mpxn' | 'meterpoints'>;
type LineOwner = Pick<InitialPaymentLine, 'tpiauthorisationid' | 'mpxn'>;

/**
 * A multi meter payment keeps a pre-qualification request together: it holds two or more meter
 * points, and every meter point checked in the request it is made for (rows checked together share
 * tpiauthorisationid). The dialog blocks what this lists; the server refuses it.
 */
export function multiMeterFailures(own: RequestRow, lines: readonly LineOwner[]): string[] {
  if (new Set(lines.map((line) => line.mpxn)).size < 2) return [PAYMENT_MESSAGES.multiMeterOne];
  const together = new Set(lines.filter((line) => line.tpiauthorisationid === own.tpiauthorisationid).map((line) => line.mpxn));
  return own.meterpoints.filter((entry) => !together.has(entry.mpxn)).map((entry) => PAYMENT_MESSAGES.multiMeterMissing(entry.mpxn));
}

/**
 * The rows a multi meter payment brings in: for each other meter point of the row's request not yet
 * listed, its row at the same term when that one can be requested, else its first that can.
 */
export function requestCompanions<Row extends RequestRow & Pick<MeterPointAuthorisation, 'contractterm'>>(
  own: Row,
  rows: readonly Row[],
  listed: readonly LineOwner[],
  canRequest: (row: Row) => boolean,
): Row[] {
  const present = new Set(listed.filter((line) => line.tpiauthorisationid === own.tpiauthorisationid).map((line) => line.mpxn));
  const companions: Row[] = [];
  for (const { mpxn } of own.meterpoints) {
    if (mpxn === own.mpxn || present.has(mpxn)) continue;
    const candidates = rows.filter((row) => row.tpiauthorisationid === own.tpiauthorisationid && row.mpxn === mpxn && canRequest(row));
    const chosen = candidates.find((row) => row.contractterm === own.contractterm) ?? candidates[0];
    if (chosen) companions.push(chosen);
  }
  return companions;
}
