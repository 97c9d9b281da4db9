import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  type AttributeDefinition,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { TABLE_NAMES, TABLE_SCHEMAS, type TableName, type TableSchema } from '../lambdas/shared/resources';
import type { DynamoProcessReady } from './dynamo-process';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from './names';

export interface LocalDynamo {
  readonly url: string;
  stop(): Promise<void>;
}

function keySchema(partitionKey: TableSchema['partitionKey'], sortKey?: TableSchema['sortKey']): KeySchemaElement[] {
  return [
    { AttributeName: partitionKey.name, KeyType: 'HASH' },
    ...(sortKey ? [{ AttributeName: sortKey.name, KeyType: 'RANGE' as const }] : []),
  ];
}

/** Every key attribute of the table and its indexes, once each. */
function attributeDefinitions(schema: TableSchema): AttributeDefinition[] {
  const keys = [schema.partitionKey, schema.sortKey, ...schema.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  const byName = new Map(keys.filter((k) => k !== undefined).map((k) => [k.name, k.type]));
  return [...byName].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType }));
}

/** A table's keys and indexes in one comparable line. */
const keysOf = (keys: readonly KeySchemaElement[] = []) => keys.map((key) => `${key.AttributeName}:${key.KeyType}`).join(',');
const shapeOf = (keys: readonly KeySchemaElement[] | undefined, indexes: readonly { IndexName?: string; KeySchema?: KeySchemaElement[] }[] = []) =>
  [keysOf(keys), ...indexes.map((index) => `${index.IndexName}(${keysOf(index.KeySchema)})`).sort()].join(' ');

/**
 * Local data kept from an older version whose tables have other keys would fail in ways that say
 * nothing of the cause: stop with what to do instead.
 */
async function refuseStaleTables(client: DynamoDBClient, existing: readonly TableName[]) {
  for (const name of existing) {
    const schema = TABLE_SCHEMAS[name];
    const expected = shapeOf(keySchema(schema.partitionKey, schema.sortKey), schema.indexes.map((index) => ({ IndexName: index.name, KeySchema: keySchema(index.partitionKey, index.sortKey) })));
    const { Table } = await client.send(new DescribeTableCommand({ TableName: physicalTableName(name) }));
    const found = shapeOf(Table?.KeySchema, Table?.GlobalSecondaryIndexes);
    if (found !== expected) {
      throw new Error(`The local data was made by an older version: table ${name} has keys ${found}, this version wants ${expected}. Start afresh with \`npm start -- --reset\` (the demo data is seeded again).`);
    }
  }
}

async function createMissingTables(client: DynamoDBClient) {
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  await refuseStaleTables(client, TABLE_NAMES.filter((name: TableName) => TableNames.includes(physicalTableName(name))));
  const missing = TABLE_NAMES.filter((name: TableName) => !TableNames.includes(physicalTableName(name)));
  await Promise.all(
    missing.map((name) => {
      const schema = TABLE_SCHEMAS[name];
      return client.send(
        new CreateTableCommand({
          TableName: physicalTableName(name),
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: keySchema(schema.partitionKey, schema.sortKey),
          AttributeDefinitions: attributeDefinitions(schema),
          GlobalSecondaryIndexes: schema.indexes.length
            ? schema.indexes.map((index) => ({
                IndexName: index.name,
                KeySchema: keySchema(index.partitionKey, index.sortKey),
                Projection: { ProjectionType: 'ALL' },
              }))
            : undefined,
        }),
      );
    }),
  );
}

/** How long a stopping dynalite gets to close its connections before it is killed. */
const STOP_GRACE_MS = 5_000;

/** Forks `dynamo-process.ts` (run by tsx, whatever runs this) and waits for the port it listens on. */
async function forkDynalite(directory: string, recordWritesTo?: string) {
  const child = fork(path.join(__dirname, 'dynamo-process.ts'), recordWritesTo ? [directory, recordWritesTo] : [directory], {
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<DynamoProcessReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as DynamoProcessReady));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`dynalite exited with ${code} before it listened`)));
  });
  const { port } = await ready;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.disconnect();
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  return { url: `http://127.0.0.1:${port}`, stop };
}

export interface DynamoOptions {
  /** Appends a line per written partition key to this file (local/dynamo-writes.ts), complete once stopped. */
  readonly recordWritesTo?: string;
}

/**
 * dynalite on a LevelDB folder under `directory`, in a process of its own, with the tables of
 * TABLE_SCHEMAS created when absent.
 */
export async function startDynamo(directory: string, options: DynamoOptions = {}): Promise<LocalDynamo> {
  const dynamo = await forkDynalite(directory, options.recordWritesTo);
  const client = new DynamoDBClient({ endpoint: dynamo.url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await createMissingTables(client);
  } catch (error) {
    await dynamo.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return dynamo;
}
