import { paginateQuery, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { intermediaryPartitionKeys, shardQueryRows, type ContractLine } from '../../domain/contract-lines';
import { documentClient } from '../shared/dynamodb';
import { firstInKeyOrder, type KeyOrderSource } from './key-order-merge';
import type { KeyRange, StoreKey } from './report-cursor';

/**
 * Reads of the contract store for the reports: the intermediary's lines are spread over
 * CONTRACT_SHARDS partition keys (domain/contract-lines.ts), so a report Queries each key with the
 * sort key's date part between the window's ends and merges the answers in sort key order; never a
 * Scan, so the cost follows the answer's size and not the table's. A report comes a page at a
 * time, in sort key order, each page starting after the last key of the one before (never an
 * offset): a sort key names one line of the intermediary, so every key resumes after it.
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

/** The projection of a report's fields and the sort key the merge orders by; names go through placeholders because some are reserved words. */
function projection(fields: readonly string[]) {
  const names = Object.fromEntries([...new Set([...fields, 'sk'])].map((field, i) => [`#f${i}`, field]));
  return { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
}

type Keyed<T> = T & { sk: string };

/** One partition key's lines in the range, a Query at a time, after the sort key `after` if given. */
function keyLines<T>(tableName: string, pk: string, range: KeyRange, fields: readonly string[], after?: string): KeyOrderSource<Keyed<T>> {
  const { ProjectionExpression, ExpressionAttributeNames } = projection(fields);
  let start: Record<string, unknown> | undefined = after === undefined ? undefined : { pk, sk: after };
  let done = false;
  return {
    get done() {
      return done;
    },
    async read(limit) {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
          ExpressionAttributeNames: { ...ExpressionAttributeNames, '#pk': 'pk', '#sk': 'sk' },
          ExpressionAttributeValues: { ':pk': pk, ':from': range.from, ':to': range.to },
          ProjectionExpression,
          Limit: limit,
          ExclusiveStartKey: start,
        }),
      );
      start = page.LastEvaluatedKey;
      done = start === undefined;
      return (page.Items ?? []) as Keyed<T>[];
    },
  };
}

/**
 * Up to `size` lines of one kind in the window, after `after` if given, in sort key order. Each key
 * is asked for its share of the page and a little more (shardQueryRows), and again only when the
 * merge has taken every line it gave; DynamoDB also ends a Query at 1 MB, which is read past the same way.
 */
export async function linePage<T>(tableName: string, kind: LineKind, window: ReportWindow, fields: readonly string[], size: number, after?: StoreKey): Promise<LinePage<T>> {
  const range = windowRange(kind, window);
  const sources = intermediaryPartitionKeys(window.tpiid).map((pk) => keyLines<T>(tableName, pk, range, fields, after?.sk));
  const { rows, more } = await firstInKeyOrder(sources, size, shardQueryRows(size));
  const last = rows.at(-1);
  return { rows, next: more && last ? { tpiid: window.tpiid, sk: last.sk } : undefined };
}

/**
 * A contract line of this customer under the intermediary, if any: the customer is not in the key,
 * so this reads the intermediary's own keys only, all at once, page by page, and stops at the first match.
 */
export async function customerContractLine(tableName: string, tpiid: number, customerid: string): Promise<ContractLine | undefined> {
  let found: ContractLine | undefined;
  await Promise.all(
    intermediaryPartitionKeys(tpiid).map(async (pk) => {
      const pages = paginateQuery({ client: documentClient }, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :contract)',
        FilterExpression: 'customerid = :customerid',
        ExpressionAttributeValues: { ':pk': pk, ':contract': 'CONTRACT#', ':customerid': customerid },
      });
      for await (const page of pages) {
        found ??= page.Items?.[0] as ContractLine | undefined;
        if (found) return;
      }
    }),
  );
  return found;
}
