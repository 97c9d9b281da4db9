/**
 * What processing an approved import leaves in the contract store, and what the contracts and
 * commission reports read (spec section 3, report columns). One item per meter point under a
 * contract, and one per scheduled commission payment, both in the `contracts` table under the
 * intermediary (`tpiid`), sorted so that a report for a date window is one Query:
 * - contract line: sk `CONTRACT#<receiveddate ISO>#<importid>#<meterpointreference>`;
 * - commission line: sk `COMMISSION#<duedate ISO>#<paymentid>`.
 */

export const contractLineKey = (line: Pick<ContractLine, 'receiveddate' | 'importid' | 'meterpointreference'>) =>
  `CONTRACT#${line.receiveddate}#${line.importid}#${line.meterpointreference}`;

export const commissionLineKey = (line: Pick<CommissionLine, 'duedate' | 'paymentid'>) =>
  `COMMISSION#${line.duedate}#${line.paymentid}`;

export interface ContractLine {
  readonly tpiid: number;
  readonly importid: string;
  readonly customerid: string;
  readonly customername: string;
  /** ISO date the supply starts. */
  readonly startdate: string;
  /** ISO date-time the contract was received (the import approved). */
  readonly receiveddate: string;
  readonly durationmonths: number;
  readonly siteid: string;
  readonly sitename: string;
  /** The site address on one line. */
  readonly address: string;
  readonly product: string;
  /** MPAN core or MPRN. */
  readonly meterpointreference: string;
  readonly utilityid: 1 | 2;
  /** Registration date (heading 'Registration Date'), once the supply is registered. */
  readonly effectivefrom?: string;
  readonly registrationstatus: string;
  readonly creditcheckstatus: string;
  readonly regcount: number;
  readonly objcount: number;
  readonly lastobjectiondate?: string;
  /** Heading 'Payment Status'. */
  readonly initialpaymentstatus?: string;
  readonly employeeid?: string;
  /** Annual consumption in kWh, from the industry data or the import. */
  readonly annualconsumption?: number;
  /** Commission uplift in pence per kWh agreed for this meter point. */
  readonly uplift?: number;
}

export interface CommissionLine {
  readonly tpiid: number;
  readonly importid: string;
  readonly customerid: string;
  readonly customername: string;
  readonly siteid: string;
  readonly sitename: string;
  readonly product: string;
  readonly meterpointreference: string;
  readonly paymentid: string;
  readonly paymentdescription: string;
  readonly paymentstatus: string;
  /** ISO date. */
  readonly duedate: string;
  /** Pounds, two decimals. */
  readonly amount: number;
  /** Uplift in pence per kWh the amount was computed from. */
  readonly upliftvalue: number;
}
