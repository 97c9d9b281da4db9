import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  type AttributeDefinition,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { TABLE_NAMES, TABLE_SCHEMAS, type TableName, type TableSchema } from '../lambdas/shared/resources';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalTableName } from './names';

type Dynalite = (options: { path?: string; createTableMs?: number; deleteTableMs?: number; updateTableMs?: number }) => Server;

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

async function createMissingTables(client: DynamoDBClient) {
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
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

/** dynalite on a LevelDB folder under `directory`, with the tables of TABLE_SCHEMAS created when absent. */
export async function startDynamo(directory: string): Promise<LocalDynamo> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- dynalite ships no type declarations; the one call used is typed above.
  const dynalite = require('dynalite') as Dynalite;
  const server = dynalite({ path: directory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new DynamoDBClient({ endpoint: url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await createMissingTables(client);
  } finally {
    client.destroy();
  }
  return {
    url,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
