/**
 * What processing an approved import leaves in the contract store, and what the contracts and
 * commission reports read (their columns in domain/reports/definitions.ts). One item per meter point under a
 * contract, and one per scheduled commission payment, both in the `contracts` table under the
 * intermediary (`tpiid`), sorted so that a report for a date window is one Query:
 * - contract line: sk `CONTRACT#<receiveddate ISO>#<customerid>#<startdate>#<durationmonths>#<siteid>#<importid>#<meterpointreference>`;
 * - commission line: sk `COMMISSION#<duedate ISO>#<customerid>#<siteid>#<product>#<meterpointreference>#<paymentid>`.
 * After the date come the report's grouping fields (domain/reports/definitions.ts) that the others
 * depend on, so the Query answers each customer, contract and site in one run of rows and a report
 * read in pages merges its cells across page ends. The order is the key's, character by character;
 * a customer (its ids carry the import's) has one received date-time, so its contract lines are one
 * run, and its commission lines one run per due date. The import and meter point, or the payment,
 * end the key so each line keeps one item, rewritten in place when an import is processed again.
 */

export const contractLineKey = (line: Pick<ContractLine, 'receiveddate' | 'customerid' | 'startdate' | 'durationmonths' | 'siteid' | 'importid' | 'meterpointreference'>) =>
  ['CONTRACT', line.receiveddate, line.customerid, line.startdate, String(line.durationmonths).padStart(3, '0'), line.siteid, line.importid, line.meterpointreference].join('#');

export const commissionLineKey = (line: Pick<CommissionLine, 'duedate' | 'customerid' | 'siteid' | 'product' | 'meterpointreference' | 'paymentid'>) =>
  ['COMMISSION', line.duedate, line.customerid, line.siteid, line.product, line.meterpointreference, line.paymentid].join('#');

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
