import { type DynamoDBDocumentClient, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { commissionLineItem, contractLineItem, intermediaryPartitionKeys, type CommissionLine, type ContractLine } from '../../domain/contract-lines';
import { physicalTableName } from '../../local/names';
import type { TestStack } from './local-stack';
import { putItems } from './local-tables';

/**
 * A busy day in the contract store for the paged reports' tests: `count` contract lines of one
 * intermediary received on `day`, each with a commission line due that day, from customers of one
 * to five sites with one or two meter points each, received at three times of the day.
 */
export function busyDay(tpiid: number, day: string, count: number) {
  const contracts: ContractLine[] = [];
  const commissions: CommissionLine[] = [];
  for (let n = 0; contracts.length < count; n++) {
    const customer = { tpiid, importid: `busy-${n % 7}`, customerid: `P${n % 7}:${n}`, customername: `Busy Customer ${n}` };
    for (let s = 0; s <= n % 5 && contracts.length < count; s++) {
      const site = { siteid: `${customer.customerid}:${s}`, sitename: `Site ${s}`, product: s % 2 ? 'Business Fixed Gas' : 'Business Fixed Electricity' };
      for (let m = 0; m <= (n + s) % 2 && contracts.length < count; m++) {
        // 7919 is prime to every count used here, so the references are distinct and out of key order.
        const meterpointreference = String(9_000_000_000 + ((contracts.length * 7919) % count) * 10 + m);
        const shared = { ...customer, ...site, meterpointreference };
        contracts.push({
          ...shared, contractid: `K${n % 7}:${n}`, startdate: day, receiveddate: `${day}T${String(9 + (n % 3)).padStart(2, '0')}:00:00.000Z`, durationmonths: 36, address: `${s} Busy Street`,
          utilityid: 1, registrationstatus: 'Pending', creditcheckstatus: 'Passed', regcount: 0, objcount: 0,
        });
        commissions.push({ ...shared, paymentid: `${meterpointreference}-1`, paymentdescription: 'Busy day commission', paymentstatus: 'Due', duedate: day, amount: 12.5, upliftvalue: 0.5 });
      }
    }
  }
  return { contracts, commissions };
}

/** Writes lines to the local contract store as processing does, keyed by domain/contract-lines.ts. */
export async function writeLines(stack: TestStack, lines: { contracts: readonly ContractLine[]; commissions: readonly CommissionLine[] }): Promise<void> {
  // Written last line first, so the store's order is its own and not the order of writing.
  await putItems(stack, 'contracts', [...lines.contracts.map(contractLineItem), ...lines.commissions.map(commissionLineItem)].reverse());
}

/**
 * Every line of an intermediary whose sort key begins with `prefix` (all of them by default), read
 * by a Query of each of its partition keys, in no particular order.
 */
export async function intermediaryLines(documents: DynamoDBDocumentClient, tpiid: number, options: { prefix?: string; projection?: string } = {}): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  for (const pk of intermediaryPartitionKeys(tpiid)) {
    const pages = paginateQuery({ client: documents }, {
      TableName: physicalTableName('contracts'),
      // A key condition may not compare with an empty string, so no prefix is no condition on the sort key.
      KeyConditionExpression: options.prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...(options.prefix ? { ':prefix': options.prefix } : {}) },
      ProjectionExpression: options.projection,
    });
    for await (const page of pages) lines.push(...(page.Items ?? []));
  }
  return lines;
}
