import { contractEndDate } from './renewals';

/**
 * What processing an approved import leaves in the contract store, and what the contracts and
 * commission reports read (their columns in domain/reports/definitions.ts). One item per meter point under a
 * contract, and one per scheduled commission payment, both in the `contracts` table under one of
 * the intermediary's partition keys (`pk`, below), sorted so that a report for a date window is one
 * Query per key:
 * - contract line: sk `CONTRACT#<receiveddate ISO>#<customerid>#<startdate>#<durationmonths>#<contractid>#<siteid>#<importid>#<meterpointreference>`;
 * - commission line: sk `COMMISSION#<duedate ISO>#<customerid>#<siteid>#<product>#<meterpointreference>#<paymentid>`.
 * After the date come the report's grouping fields (domain/reports/definitions.ts) that the others
 * depend on, so the Queries merged in key order answer each customer, contract and site in one run
 * of rows and a report read in pages merges its cells across page ends. The order is the key's,
 * character by character; a customer (its ids carry the import's) has one received date-time, so
 * its contract lines are one run, and its commission lines one run per due date. The import and
 * meter point, or the payment, end the key so each line keeps one item, rewritten in place when an
 * import is processed again.
 */

export const contractLineKey = (line: Pick<ContractLine, 'receiveddate' | 'customerid' | 'startdate' | 'durationmonths' | 'contractid' | 'siteid' | 'importid' | 'meterpointreference'>) =>
  ['CONTRACT', line.receiveddate, line.customerid, line.startdate, String(line.durationmonths).padStart(3, '0'), line.contractid, line.siteid, line.importid, line.meterpointreference].join('#');

export const commissionLineKey = (line: Pick<CommissionLine, 'duedate' | 'customerid' | 'siteid' | 'product' | 'meterpointreference' | 'paymentid'>) =>
  ['COMMISSION', line.duedate, line.customerid, line.siteid, line.product, line.meterpointreference, line.paymentid].join('#');

/**
 * Partition keys per intermediary. DynamoDB serves one key at most 1,000 write units a second, and
 * processing a 100,000-row approval asks about 6,700 (docs/capacity.md); over 16 keys each is asked
 * about 420.
 */
export const CONTRACT_SHARDS = 16;

/** FNV-1a, finished with murmur3's mixing step so the low bits the shard is taken from depend on every character. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let n = 0; n < text.length; n++) hash = Math.imul(hash ^ text.charCodeAt(n), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/**
 * The shard of a meter point's lines: an import's meter points are all different, so its lines
 * spread evenly over the shards; and the meter point is part of every sort key, so two lines with the
 * same sort key are always in the same shard and a sort key names one line of the intermediary.
 */
export const contractShard = (meterpointreference: string) => hash32(meterpointreference) % CONTRACT_SHARDS;

export const contractPartitionKey = (tpiid: number, shard: number) => `${tpiid}#${shard}`;

/** Every partition key of an intermediary's lines, which a report reads together. */
export const intermediaryPartitionKeys = (tpiid: number) => Array.from({ length: CONTRACT_SHARDS }, (_, shard) => contractPartitionKey(tpiid, shard));

/** The partition key of a line of the intermediary's meter point. */
export const linePartitionKey = (line: Pick<ContractLine, 'tpiid' | 'meterpointreference'>) => contractPartitionKey(line.tpiid, contractShard(line.meterpointreference));

/**
 * The renewals job finds contracts by their end date on the contracts table's `byEndDate` index:
 * a contract line's `endkey` is its end month and shard, so a month's ends spread over the same
 * shards as the lines themselves (an approval's lines share one end date), and the job reads a
 * window as one Query per month and shard. Commission lines carry no `endkey` and stay out of it.
 */
export const endDatePartitionKey = (month: string, shard: number) => `${month}#${shard}`;

/** A contract line as the store holds it, with its keys and its end date for the renewals index. */
export function contractLineItem(line: ContractLine) {
  const item = { ...line, pk: linePartitionKey(line), sk: contractLineKey(line) };
  // A start date that is no calendar day (an import saved before dates were checked) gives no end to renew at.
  if (!ISO_DAY.test(line.startdate) || !(line.durationmonths > 0)) return item;
  const enddate = contractEndDate(line.startdate, line.durationmonths);
  return { ...item, enddate, endkey: endDatePartitionKey(enddate.slice(0, 7), contractShard(line.meterpointreference)) };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A commission line as the store holds it, with its keys. */
export const commissionLineItem = (line: CommissionLine) => ({ ...line, pk: linePartitionKey(line), sk: commissionLineKey(line) });

/**
 * Lines a report asks of each key per Query: its even share of the page and a quarter more, so a
 * page usually takes one Query per key and reads at most about a quarter more lines than it answers.
 */
export const shardQueryRows = (pageRows: number) => Math.ceil((pageRows * 5) / 4 / CONTRACT_SHARDS);

/** Lines name their customer, site and contract by reference (domain/references.ts), as the reports show them. */
export interface ContractLine {
  readonly tpiid: number;
  readonly importid: string;
  readonly customerid: string;
  /** The customer's 1-based place in its import, where the renewals job finds its records; absent on lines no import wrote. */
  readonly customerline?: number;
  readonly customername: string;
  readonly contractid: string;
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
