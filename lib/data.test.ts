import { TABLE_NAMES, TABLE_SCHEMAS } from '../lambdas/shared/resources';
import { logicalId, synthStage, templateResources } from '../test/support/cdk-stage';

const dev = synthStage('dev');
const prod = synthStage('prod');

interface TableProperties {
  readonly KeySchema: unknown;
  readonly GlobalSecondaryIndexes?: { readonly IndexName: string; readonly KeySchema: unknown }[];
  readonly AttributeDefinitions: { readonly AttributeName: string; readonly AttributeType: string }[];
  readonly DeletionProtectionEnabled?: boolean;
  readonly TimeToLiveSpecification?: { readonly AttributeName: string; readonly Enabled: boolean };
}

const tableResource = (fixture: typeof dev, name: (typeof TABLE_NAMES)[number]) =>
  templateResources<TableProperties>(fixture.template)[logicalId(fixture.stack.data.tables[name])];

describe('Data, the DynamoDB tables', () => {
  it('builds one table per schema with exactly its keys and indexes', () => {
    expect(Object.keys(dev.template.findResources('AWS::DynamoDB::Table'))).toHaveLength(TABLE_NAMES.length);
    for (const name of TABLE_NAMES) {
      const schema = TABLE_SCHEMAS[name];
      const props = tableResource(dev, name).Properties;
      const keys = [{ AttributeName: schema.partitionKey.name, KeyType: 'HASH' }];
      if (schema.sortKey) keys.push({ AttributeName: schema.sortKey.name, KeyType: 'RANGE' });
      expect(props.KeySchema).toEqual(keys);
      const indexes = (props.GlobalSecondaryIndexes ?? []).map((i) => [i.IndexName, i.KeySchema]);
      expect(indexes).toEqual(
        schema.indexes.map((i) => [
          i.name,
          [{ AttributeName: i.partitionKey.name, KeyType: 'HASH' }, ...(i.sortKey ? [{ AttributeName: i.sortKey.name, KeyType: 'RANGE' }] : [])],
        ]),
      );
      const types = Object.fromEntries(props.AttributeDefinitions.map((a) => [a.AttributeName, a.AttributeType]));
      for (const key of [schema.partitionKey, schema.sortKey, ...schema.indexes.flatMap((i) => [i.partitionKey, i.sortKey])]) {
        if (key) expect(types[key.name]).toBe(key.type);
      }
    }
  });

  it('bills on demand, encrypts with KMS and keeps point-in-time recovery on every stage', () => {
    for (const fixture of [dev, prod]) {
      for (const name of TABLE_NAMES) {
        expect(tableResource(fixture, name).Properties).toMatchObject({
          BillingMode: 'PAY_PER_REQUEST',
          SSESpecification: { SSEEnabled: true },
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        });
      }
    }
  });

  it('lets DynamoDB delete applied deliveries\' idempotency records when they expire, and no other table\'s items', () => {
    const expiring = TABLE_NAMES.filter((name) => tableResource(dev, name).Properties.TimeToLiveSpecification);
    expect(expiring).toEqual(['idempotency']);
    expect(tableResource(dev, 'idempotency').Properties.TimeToLiveSpecification).toEqual({ AttributeName: 'expiration', Enabled: true });
  });

  it('retains prod tables with deletion protection', () => {
    for (const name of TABLE_NAMES) {
      const table = tableResource(prod, name);
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.Properties.DeletionProtectionEnabled).toBe(true);
    }
  });

  it('lets dev tables be deleted with the stack', () => {
    for (const name of TABLE_NAMES) {
      const table = tableResource(dev, name);
      expect(table.DeletionPolicy).toBe('Delete');
      expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    }
  });
});
