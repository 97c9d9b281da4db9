import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { CommissionLine, ContractLine } from '../../domain/contract-lines';
import { documentClient } from '../shared/dynamodb';
import { BadRequestError } from '../shared/errors';

/**
 * Reads of the contract store for the reports: one Query on the intermediary's partition with the
 * sort key's date part between the window's ends (domain/contract-lines.ts), never a Scan, so the
 * cost follows the answer's size and not the table's.
 */

/** Keeps an answer well inside Lambda's 6 MB response limit. */
export const MAX_REPORT_ROWS = 8000;

/** Sorts after every date-time of the last day (`2026-01-31T23:59:59.999Z#...`). */
const END_OF_DAY = '\uffff';

async function queryAll<T>(input: QueryCommandInput, limit = MAX_REPORT_ROWS): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as T[]));
    if (items.length > limit) {
      throw new BadRequestError(`The report has more than ${limit} rows; choose a shorter date range`);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** The projection of a report's fields; names go through placeholders because some are reserved words. */
function projection(fields: readonly string[]) {
  const names = Object.fromEntries(fields.map((field, i) => [`#f${i}`, field]));
  return { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
}

function windowQuery(tableName: string, tpiid: number, kind: 'CONTRACT' | 'COMMISSION', fromdate: string, todate: string, fields: readonly string[]): QueryCommandInput {
  const { ProjectionExpression, ExpressionAttributeNames } = projection(fields);
  return {
    TableName: tableName,
    KeyConditionExpression: '#tpiid = :tpiid AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { ...ExpressionAttributeNames, '#tpiid': 'tpiid', '#sk': 'sk' },
    ExpressionAttributeValues: { ':tpiid': tpiid, ':from': `${kind}#${fromdate}`, ':to': `${kind}#${todate}${END_OF_DAY}` },
    ProjectionExpression,
  };
}

/** Contract lines received between two ISO dates, both days included. */
export const contractLines = (tableName: string, tpiid: number, fromdate: string, todate: string, fields: readonly (keyof ContractLine)[]) =>
  queryAll<Partial<ContractLine>>(windowQuery(tableName, tpiid, 'CONTRACT', fromdate, todate, fields));

/** Commission lines due between two ISO dates, both days included. */
export const commissionLines = (tableName: string, tpiid: number, fromdate: string, todate: string, fields: readonly (keyof CommissionLine)[]) =>
  queryAll<Partial<CommissionLine>>(windowQuery(tableName, tpiid, 'COMMISSION', fromdate, todate, fields));

/**
 * A contract line of this customer under the intermediary, if any: the customer is not in the key,
 * so this reads the intermediary's own partition only, page by page, and stops at the first match.
 */
export async function customerContractLine(tableName: string, tpiid: number, customerid: string): Promise<ContractLine | undefined> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'tpiid = :tpiid AND begins_with(sk, :contract)',
        FilterExpression: 'customerid = :customerid',
        ExpressionAttributeValues: { ':tpiid': tpiid, ':contract': 'CONTRACT#', ':customerid': customerid },
        ExclusiveStartKey,
      }),
    );
    const found = page.Items?.[0];
    if (found) return found as ContractLine;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return undefined;
}
