import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './dynamodb';

/**
 * One page of a list: a Query of at most `pageRows` rows starting after `after` (a key decoded from the
 * page cursor), asking again while DynamoDB stops short of a full page at its 1 MB read, and the key to
 * start the next page after when the range holds more.
 */
export async function queryPage<Row, Key extends object>(
  query: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>,
  pageRows: number,
  after?: Key,
): Promise<{ rows: Row[]; next?: Key }> {
  const rows: Row[] = [];
  let ExclusiveStartKey = after && ({ ...after } as Record<string, unknown>);
  do {
    const page = await documentClient.send(new QueryCommand({ ...query, Limit: pageRows - rows.length, ExclusiveStartKey }));
    rows.push(...((page.Items ?? []) as Row[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && rows.length < pageRows);
  return { rows, next: ExclusiveStartKey as Key | undefined };
}
