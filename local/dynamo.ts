import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { TABLE_NAMES, TABLE_SCHEMAS, type TableName, type TableSchema } from '../lambdas/shared/resources';
import type { DynamoProcessReady, RouteArgument } from './dynamo-process';
import { forkLocalProcess, stopLocalProcess } from './local-process';
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
  // dynalite answers CreateTable with the table still CREATING; a call on it before it turns ACTIVE (on a busy machine) is refused.
  await Promise.all(missing.map((name) => waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 0.02, maxDelay: 0.1 }, { TableName: physicalTableName(name) })));
}

/** Forks `dynamo-process.ts` (run by tsx, whatever runs this) and waits for the port it listens on. */
async function forkDynamoProcess(args: readonly string[], bulk = false) {
  const child = forkLocalProcess(path.join(__dirname, 'dynamo-process.ts'), args, { bulk });
  const ready = new Promise<DynamoProcessReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as DynamoProcessReady));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The local DynamoDB process (${args[0]}) exited with ${code} before it listened`)));
  });
  const stop = () => stopLocalProcess(child);
  try {
    const { port } = await ready;
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The tables the import pipeline writes in bulk (a claim per meter point, contract lines per
 * approval), each kept by a dynalite process of its own at the bulk work's lower priority; the
 * rest share one. DynamoDB serves each table from partitions of its own, so one table's bulk
 * writes never queue another's reads, as they did in one dynalite, where a broker's import list
 * waited behind every claim being written.
 */
export const OWN_PROCESS_TABLES: readonly TableName[] = ['meterpoints', 'contracts'];

/** The folder of each dynalite process's LevelDB under the local DynamoDB's folder. */
const SHARED_FOLDER = 'tables';

/** Data kept by a version that had one dynalite for every table: its LevelDB is the folder itself. */
function refuseSingleProcessData(directory: string) {
  if (existsSync(path.join(directory, 'CURRENT'))) {
    throw new Error(`The local data in ${directory} was made by an older version that kept every table in one database. Start afresh with \`npm start -- --reset\` (the demo data is seeded again).`);
  }
}

export interface DynamoOptions {
  /** Appends a line per written partition key to this file (local/dynamo-writes.ts), complete once stopped. */
  readonly recordWritesTo?: string;
  /**
   * False keeps every table in one dynalite process, with no router: for a stack in memory that
   * a test file starts for itself, where no broker's list waits behind bulk writes and each
   * process more is startup work for every file. True unless told, and always when recording
   * writes (the router records them); refused with a folder, whose layout is one process per bulk table.
   */
  readonly bulkTablesApart?: boolean;
}

const stopAll = async (processes: readonly { stop(): Promise<void> }[]) => void (await Promise.all(processes.map((process) => process.stop())));

/** The router in front of the table processes (the shared one first, then OWN_PROCESS_TABLES' in order), giving them one endpoint. */
async function routeToBackends(backends: readonly LocalDynamo[], recordWritesTo: string | undefined): Promise<LocalDynamo> {
  const routes: RouteArgument = {
    byTable: Object.fromEntries(OWN_PROCESS_TABLES.map((table, i) => [physicalTableName(table), backends[i + 1].url])),
    fallback: backends[0].url,
  };
  let router: Awaited<ReturnType<typeof forkDynamoProcess>>;
  try {
    router = await forkDynamoProcess(['router', JSON.stringify(routes), ...(recordWritesTo ? [recordWritesTo] : [])]);
  } catch (error) {
    await stopAll(backends);
    throw error;
  }
  // The router goes first, so no request reaches a table process that has gone.
  return { url: router.url, stop: async () => { await router.stop(); await stopAll(backends); } };
}

/**
 * The local DynamoDB: a dynalite process per bulk-written table and one for the rest, each on its
 * own LevelDB folder under `directory` (or in memory without one), behind a router process giving
 * them one endpoint (or, with `bulkTablesApart: false`, one process for every table), with the
 * tables of TABLE_SCHEMAS created when absent.
 */
export async function startDynamo(directory: string | undefined, options: DynamoOptions = {}): Promise<LocalDynamo> {
  if (directory) refuseSingleProcessData(directory);
  if (directory && options.bulkTablesApart === false) throw new Error(`Every table in one process is for a DynamoDB kept in memory; ${directory} keeps each bulk table in a process of its own.`);
  const apart = (options.bulkTablesApart ?? true) || options.recordWritesTo !== undefined;
  const folders = apart ? [SHARED_FOLDER, ...OWN_PROCESS_TABLES] : [SHARED_FOLDER];
  const started = await Promise.allSettled(folders.map((folder) => forkDynamoProcess(['tables', ...(directory ? [path.join(directory, folder)] : [])], folder !== SHARED_FOLDER)));
  const backends = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll(backends);
    throw failed.reason;
  }
  const dynamo = apart ? await routeToBackends(backends, options.recordWritesTo) : backends[0];
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
