import { paginateQuery, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { commissionLineItem, contractLineItem, intermediaryPartitionKeys, type CommissionLine, type ContractLine } from '../../domain/contract-lines';
import { daysBefore, isoDate } from '../../domain/reports/parameters';
import { ecoesSimulator, xoserveSimulator } from '../../lambdas/reports/industry-data-simulator';
import { batchWrite } from '../../lambdas/shared/batch-write';
import { referenceCounterKey } from '../../lambdas/contract-import/store/reference-numbers';

/**
 * Demo contract and commission lines, as processing an approved import leaves them, so the
 * contract and commission reports show data before any import is made. Dated back from the day
 * of the seed so they fall in the reports' default windows; rewritten on every start.
 */

interface DemoCustomer {
  readonly tpiid: number;
  readonly customerid: string;
  readonly customername: string;
  readonly daysAgo: number;
  readonly postcode: string;
  /** Building numbers (or names) of the sites, from the postcode lookup simulator's addresses. */
  readonly sites: readonly { readonly siteid: string; readonly building: string; readonly gas: boolean }[];
  readonly initialpaymentstatus?: string;
  readonly registrationstatus: string;
}

export const DEMO_IMPORT_PREFIX = 'demo-';

/** Who imported a demo line, as processing records an import's user by name: Bea for her intermediary, Max for the others. */
const importerOf = (tpiid: number) => (tpiid === 101 ? 'Bea Broker' : 'Max Multi');

/** C101-0009 ends in 9, so the payment email simulator fails its resend (the failure message can be seen). */
const CUSTOMERS: readonly DemoCustomer[] = [
  { tpiid: 101, customerid: 'C101-0001', customername: 'Harbour Cafe Ltd', daysAgo: 1, postcode: 'BS1 4DJ', sites: [{ siteid: 'S101-0001', building: '12', gas: true }], initialpaymentstatus: 'Requested', registrationstatus: 'Pending' },
  {
    tpiid: 101, customerid: 'C101-0002', customername: 'Park Row Dental Practice', daysAgo: 3, postcode: 'LS1 4AP', registrationstatus: 'Registered', initialpaymentstatus: 'Paid',
    sites: [{ siteid: 'S101-0002', building: 'Ground Floor', gas: false }, { siteid: 'S101-0003', building: 'First Floor', gas: true }],
  },
  { tpiid: 101, customerid: 'C101-0009', customername: 'Market Street Bakery', daysAgo: 5, postcode: 'M1 1AE', sites: [{ siteid: 'S101-0009', building: 'The Corner Bakery', gas: true }], initialpaymentstatus: 'Requested', registrationstatus: 'Objected' },
  { tpiid: 101, customerid: 'C101-0003', customername: 'Quay Street Motors', daysAgo: 20, postcode: 'M1 1AE', sites: [{ siteid: 'S101-0004', building: '16', gas: false }], registrationstatus: 'Registered' },
  { tpiid: 102, customerid: 'C102-0001', customername: 'Capital Chambers LLP', daysAgo: 2, postcode: 'CF10 1EP', sites: [{ siteid: 'S102-0001', building: 'Capital Chambers', gas: true }], registrationstatus: 'Pending' },
  { tpiid: 103, customerid: 'C103-0001', customername: 'Tron House Hotel', daysAgo: 4, postcode: 'EH1 1YZ', sites: [{ siteid: 'S103-0001', building: 'Tron House', gas: false }], registrationstatus: 'Pending' },
];

const matches = (building: string, number: string, name: string) => building === number || name.includes(building);

async function meterPoints(customer: DemoCustomer, site: DemoCustomer['sites'][number]) {
  const electricity = (await ecoesSimulator.byPostcode(customer.postcode)).find((row) => matches(site.building, row.buildingnumber, row.buildingname))!;
  const gas = (await xoserveSimulator.byAddress(customer.postcode, {})).find((row) => matches(site.building, row.house_no, `${row.sub_bulding_name} ${row.house_name}`))!;
  const address = [electricity.buildingname, `${electricity.buildingnumber} ${electricity.thoroughfare}`.trim(), electricity.posttown, customer.postcode].filter(Boolean).join(', ');
  const points: { utilityid: 1 | 2; reference: string; product: string; annual: number }[] = [
    { utilityid: 1, reference: electricity.mpancore, product: 'Business Fixed Electricity', annual: 24_000 },
  ];
  if (site.gas) points.push({ utilityid: 2, reference: gas.mprn, product: 'Business Fixed Gas', annual: gas.annual_quantity });
  return { address, sitename: electricity.buildingname || `${electricity.buildingnumber} ${electricity.thoroughfare}`, points };
}

const pounds = (value: number) => Math.round(value * 100) / 100;

/** Each demo customer has one contract, numbered as the customer is. */
const contractIdOf = (customer: DemoCustomer) => customer.customerid.replace(/^C/, 'CT');

/**
 * The intermediaries' reference counters, set past the demo references on a store that has none,
 * so the references processing gives never repeat a demo one. A store that has counters keeps them.
 */
async function seedReferenceCounters(documents: DynamoDBDocumentClient, tableName: string): Promise<void> {
  const highest = new Map<number, { customer: number; site: number; contract: number }>();
  const numberOf = (reference: string) => Number(reference.split('-')[1]);
  for (const customer of CUSTOMERS) {
    const seen = highest.get(customer.tpiid) ?? { customer: 0, site: 0, contract: 0 };
    highest.set(customer.tpiid, {
      customer: Math.max(seen.customer, numberOf(customer.customerid)),
      site: Math.max(seen.site, ...customer.sites.map((site) => numberOf(site.siteid))),
      contract: Math.max(seen.contract, numberOf(contractIdOf(customer))),
    });
  }
  for (const [tpiid, counters] of highest) {
    try {
      await documents.send(new PutCommand({ TableName: tableName, Item: { ...referenceCounterKey(tpiid), ...counters }, ConditionExpression: 'attribute_not_exists(pk)' }));
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
}

export async function demoContractLines(today: Date): Promise<{ contracts: ContractLine[]; commissions: CommissionLine[] }> {
  const contracts: ContractLine[] = [];
  const commissions: CommissionLine[] = [];
  for (const customer of CUSTOMERS) {
    const received = daysBefore(today, customer.daysAgo);
    const importid = `${DEMO_IMPORT_PREFIX}${customer.customerid}`;
    for (const site of customer.sites) {
      const { address, sitename, points } = await meterPoints(customer, site);
      for (const point of points) {
        const uplift = point.utilityid === 1 ? 0.8 : 0.5;
        const common = { tpiid: customer.tpiid, importid, customerid: customer.customerid, customername: customer.customername, siteid: site.siteid, sitename, product: point.product, meterpointreference: point.reference };
        contracts.push({
          ...common, contractid: contractIdOf(customer), startdate: isoDate(daysBefore(today, customer.daysAgo - 28)), receiveddate: `${isoDate(received)}T10:30:00.000Z`,
          durationmonths: 36, address, utilityid: point.utilityid, registrationstatus: customer.registrationstatus, creditcheckstatus: 'Passed',
          regcount: customer.registrationstatus === 'Pending' ? 0 : 1, objcount: customer.registrationstatus === 'Objected' ? 1 : 0,
          lastobjectiondate: customer.registrationstatus === 'Objected' ? isoDate(daysBefore(today, customer.daysAgo - 2)) : undefined,
          effectivefrom: customer.registrationstatus === 'Registered' ? isoDate(daysBefore(today, customer.daysAgo - 28)) : undefined,
          initialpaymentstatus: customer.initialpaymentstatus, employeeid: importerOf(customer.tpiid), annualconsumption: point.annual, uplift,
        });
        const yearly = (point.annual * uplift) / 100;
        commissions.push(
          { ...common, paymentid: `${point.reference}-1`, paymentdescription: 'Initial commission', paymentstatus: 'Due', duedate: isoDate(received), amount: pounds(yearly / 2), upliftvalue: uplift },
          { ...common, paymentid: `${point.reference}-2`, paymentdescription: 'Monthly commission', paymentstatus: 'Scheduled', duedate: isoDate(daysBefore(today, customer.daysAgo - 31)), amount: pounds(yearly / 24), upliftvalue: uplift },
        );
      }
    }
  }
  return { contracts, commissions };
}

/** Removes yesterday's demo lines (only those: lines of real imports stay), then writes today's. */
export async function seedContractLines(documents: DynamoDBDocumentClient, tableName: string, today = new Date()): Promise<number> {
  const stale: Record<string, unknown>[] = [];
  for (const pk of [...new Set(CUSTOMERS.map((c) => c.tpiid))].flatMap(intermediaryPartitionKeys)) {
    const pages = paginateQuery({ client: documents }, {
      TableName: tableName, KeyConditionExpression: 'pk = :pk', FilterExpression: 'begins_with(importid, :demo)',
      ExpressionAttributeValues: { ':pk': pk, ':demo': DEMO_IMPORT_PREFIX }, ProjectionExpression: 'pk, sk',
    });
    for await (const page of pages) stale.push(...(page.Items ?? []));
  }
  await batchWrite(documents, tableName, stale.map((Key) => ({ DeleteRequest: { Key } })));
  const { contracts, commissions } = await demoContractLines(today);
  const items = [...contracts.map(contractLineItem), ...commissions.map(commissionLineItem)];
  await batchWrite(documents, tableName, items.map((Item) => ({ PutRequest: { Item } })));
  await seedReferenceCounters(documents, tableName);
  return items.length;
}
