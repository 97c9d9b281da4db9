import { paginateQuery, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ContractLine } from '../../domain/contract-lines';
import { documentClient } from '../shared/dynamodb';
import type { KeyRange, StoreKey } from './report-cursor';

/**
 * Reads of the contract store for the reports: one Query on the intermediary's partition with the
 * sort key's date part between the window's ends (domain/contract-lines.ts), never a Scan, so the
 * cost follows the answer's size and not the table's. A report comes a page at a time, in sort key
 * order, each page starting after the last key of the one before (never an offset).
 */

/** Sorts after every date-time of the last day (`2026-01-31T23:59:59.999Z#...`). */
const END_OF_DAY = '\uffff';

export type LineKind = 'CONTRACT' | 'COMMISSION';

export interface ReportWindow {
  readonly tpiid: number;
  readonly fromdate: string;
  readonly todate: string;
}

export interface LinePage<T> {
  readonly rows: T[];
  /** Where the next page starts; absent when the window holds no more lines. */
  readonly next?: StoreKey;
}

/** The sort keys of one kind of line in the window, both days included. */
export const windowRange = (kind: LineKind, window: ReportWindow): KeyRange => ({
  tpiid: window.tpiid,
  from: `${kind}#${window.fromdate}`,
  to: `${kind}#${window.todate}${END_OF_DAY}`,
});

/** The projection of a report's fields; names go through placeholders because some are reserved words. */
function projection(fields: readonly string[]) {
  const names = Object.fromEntries(fields.map((field, i) => [`#f${i}`, field]));
  return { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
}

/**
 * Up to `size` lines of one kind in the window, after `after` if given. DynamoDB also ends a Query
 * page at 1 MB, so the page is filled by as many Queries as that takes.
 */
export async function linePage<T>(tableName: string, kind: LineKind, window: ReportWindow, fields: readonly string[], size: number, after?: StoreKey): Promise<LinePage<T>> {
  const range = windowRange(kind, window);
  const { ProjectionExpression, ExpressionAttributeNames } = projection(fields);
  const rows: T[] = [];
  let next: Record<string, unknown> | undefined = after && { tpiid: after.tpiid, sk: after.sk };
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: '#tpiid = :tpiid AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { ...ExpressionAttributeNames, '#tpiid': 'tpiid', '#sk': 'sk' },
        ExpressionAttributeValues: { ':tpiid': range.tpiid, ':from': range.from, ':to': range.to },
        ProjectionExpression,
        Limit: size - rows.length,
        ExclusiveStartKey: next,
      }),
    );
    rows.push(...((page.Items ?? []) as T[]));
    next = page.LastEvaluatedKey;
  } while (next && rows.length < size);
  return { rows, next: next && { tpiid: Number(next.tpiid), sk: String(next.sk) } };
}

/**
 * A contract line of this customer under the intermediary, if any: the customer is not in the key,
 * so this reads the intermediary's own partition only, page by page, and stops at the first match.
 */
export async function customerContractLine(tableName: string, tpiid: number, customerid: string): Promise<ContractLine | undefined> {
  const pages = paginateQuery({ client: documentClient }, {
    TableName: tableName,
    KeyConditionExpression: 'tpiid = :tpiid AND begins_with(sk, :contract)',
    FilterExpression: 'customerid = :customerid',
    ExpressionAttributeValues: { ':tpiid': tpiid, ':contract': 'CONTRACT#', ':customerid': customerid },
  });
  for await (const page of pages) {
    const found = page.Items?.[0];
    if (found) return found as ContractLine;
  }
  return undefined;
}
