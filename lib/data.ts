import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { TABLE_NAMES, TABLE_SCHEMAS, type TableName } from '../lambdas/shared/resources';
import { acknowledge } from './nag';

export interface DataProps {
  readonly stage: Pick<StageConfig, 'removalPolicy'>;
}

const attribute = (key: { readonly name: string; readonly type: 'S' | 'N' }): Attribute => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/** The DynamoDB tables, built from the one schema the local stack also uses (lambdas/shared/resources.ts). */
export class Data extends Construct {
  readonly tables: Readonly<Record<TableName, Table>>;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const retain = props.stage.removalPolicy === 'retain';
    const build = (name: TableName) => {
      const schema = TABLE_SCHEMAS[name];
      const table = new Table(this, name, {
        partitionKey: attribute(schema.partitionKey),
        sortKey: schema.sortKey && attribute(schema.sortKey),
        billingMode: BillingMode.PAY_PER_REQUEST,
        timeToLiveAttribute: schema.timeToLive,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        encryption: TableEncryption.AWS_MANAGED,
        deletionProtection: retain,
        removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      });
      for (const index of schema.indexes) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: attribute(index.partitionKey),
          sortKey: index.sortKey && attribute(index.sortKey),
        });
      }
      acknowledge(
        table,
        'DDB4',
        'Point-in-time recovery gives continuous backups for 35 days; an AWS Backup plan is an account-level choice made by operations, not by this stack.',
      );
      return table;
    };
    this.tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, build(name)])) as Record<TableName, Table>;
  }
}
