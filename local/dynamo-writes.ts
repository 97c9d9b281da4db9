import { createWriteStream } from 'node:fs';
import type { Server } from 'node:http';
import { TABLE_NAMES, TABLE_SCHEMAS, type TableName } from '../lambdas/shared/resources';
import { physicalTableName } from './names';

/**
 * The local DynamoDB's opt-in write recorder: one JSON line per item a write request names, with
 * the partition key it lands on, so a bench run can find the hottest key (bench/hottest-partition.ts).
 */

/** One write the local DynamoDB recorded: the table (or `table/index`), the item's partition key value, and when. */
export interface RecordedWrite {
  readonly table: string;
  readonly key: string;
  readonly atMs: number;
}

type AttributeValue = { S?: string; N?: string; B?: string };
type Item = Readonly<Record<string, AttributeValue>>;
interface WriteRequestBody {
  readonly TableName?: string;
  readonly Item?: Item;
  readonly Key?: Item;
  readonly RequestItems?: Readonly<Record<string, readonly { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]>>;
}

const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);
const TABLE_BY_PHYSICAL_NAME = new Map<string, TableName>(TABLE_NAMES.map((name) => [physicalTableName(name), name]));

const keyValue = (value: AttributeValue | undefined) => value?.S ?? value?.N ?? value?.B;

/**
 * The partition keys one item's write lands on: the table's, and for a whole item put, each index
 * whose partition key the item carries, since DynamoDB copies it there and bills the index's partition.
 */
function itemKeys(physicalName: string, item: Item, isPut: boolean): { table: string; key: string }[] {
  const table = TABLE_BY_PHYSICAL_NAME.get(physicalName);
  if (!table) return [];
  const schema = TABLE_SCHEMAS[table];
  const targets = [{ table, name: schema.partitionKey.name }, ...(isPut ? schema.indexes.map((index) => ({ table: `${table}/${index.name}`, name: index.partitionKey.name })) : [])];
  return targets.flatMap(({ table: label, name }) => {
    const key = keyValue(item[name]);
    return key === undefined ? [] : [{ table: label, key }];
  });
}

/** The partition keys a DynamoDB write request (its x-amz-target operation and low-level JSON body) writes; none for other operations. */
export function writtenKeys(operation: string, body: WriteRequestBody): { table: string; key: string }[] {
  const table = body.TableName ?? '';
  switch (operation) {
    case 'PutItem':
      return itemKeys(table, body.Item ?? {}, true);
    case 'UpdateItem':
    case 'DeleteItem':
      return itemKeys(table, body.Key ?? {}, false);
    case 'BatchWriteItem':
      return Object.entries(body.RequestItems ?? {}).flatMap(([name, requests]) =>
        requests.flatMap((request) => (request.PutRequest ? itemKeys(name, request.PutRequest.Item, true) : itemKeys(name, request.DeleteRequest?.Key ?? {}, false))),
      );
    default:
      return [];
  }
}

/**
 * Appends a line per written key to `file` for every write request `server` receives. Its
 * listener goes first and only reads the body alongside dynalite's own; lines go through one
 * append stream, which batches them while the disk is busy.
 */
export function recordWrites(server: Server, file: string): { close(): Promise<void> } {
  const out = createWriteStream(file, { flags: 'a' });
  server.prependListener('request', (request) => {
    const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    if (!WRITE_OPERATIONS.has(operation)) return;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const atMs = Date.now();
      let keys: { table: string; key: string }[];
      try {
        keys = writtenKeys(operation, JSON.parse(Buffer.concat(chunks).toString()) as WriteRequestBody);
      } catch {
        // dynalite answers a body it cannot parse with an error; nothing was written.
        return;
      }
      if (keys.length) out.write(keys.map((key) => `${JSON.stringify({ ...key, atMs } satisfies RecordedWrite)}\n`).join(''));
    });
  });
  return { close: () => new Promise((resolve) => out.end(resolve)) };
}
