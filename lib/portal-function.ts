import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Effect, PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ApplicationLogLevel, Architecture, LoggingFormat, Runtime, SystemLogLevel, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { ROUTE_TIMEOUT_SECONDS, type StageSetting } from '../lambdas/routes';
import { METRICS_SERVICE, metricsNamespace } from '../lambdas/shared/metric-names';
import { bucketEnvName, TABLE_SCHEMAS, tableEnvName, type BucketName, type TableName } from '../lambdas/shared/resources';
import { groupActions } from './grant-groups';
import { esbuildCommandLine, LAMBDA_BUNDLING, LAMBDA_NODE_OPTIONS, separatePackageFile, stageDefines } from './lambda-bundling';
import { acknowledge, acknowledgeWildcards } from './nag';

export interface PortalFunctionProps {
  /** Absolute path of the handler module; it exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly stage: Pick<StageConfig, 'name' | 'logRetentionDays' | 'removalPolicy' | 'providers'>;
  readonly timeout?: Duration;
  /** Packages shipped beside the bundle rather than in it (lib/lambda-bundling.ts, SEPARATE_PACKAGES). */
  readonly separatePackages?: readonly string[];
}

const shellQuoted = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

export type DataAccess = 'read' | 'readWrite';

/**
 * The house Lambda: Node.js 22 on arm64, bundled as lib/lambda-bundling.ts says (minified, AWS SDK included,
 * source maps on at run time), JSON logs into its own log group with the stage's retention, X-Ray active tracing, Powertools
 * metrics in the stage's namespace, and a role that holds only what the bind methods grant (no managed policies). Each bind sets the variable the handler reads
 * (lambdas/shared/config.ts) and the matching permission in one call.
 */
export class PortalFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);
    this.role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description: props.description });
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.stage.logRetentionDays,
      removalPolicy: props.stage.removalPolicy === 'retain' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.logGroup.grantWrite(this.role);
    const separatePackages = props.separatePackages ?? [];
    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(ROUTE_TIMEOUT_SECONDS),
      role: this.role,
      logGroup: this.logGroup,
      tracing: Tracing.ACTIVE,
      environment: { NODE_OPTIONS: LAMBDA_NODE_OPTIONS, POWERTOOLS_SERVICE_NAME: METRICS_SERVICE, POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(props.stage.name) },
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      bundling: {
        minify: LAMBDA_BUNDLING.minify,
        sourceMap: LAMBDA_BUNDLING.sourceMap,
        sourcesContent: LAMBDA_BUNDLING.sourcesContent,
        target: LAMBDA_BUNDLING.target,
        format: LAMBDA_BUNDLING.format as OutputFormat,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        bundleAwsSDK: LAMBDA_BUNDLING.bundleAwsSDK,
        define: stageDefines(props.stage.providers),
        esbuildArgs: { '--alias': Object.entries(LAMBDA_BUNDLING.alias).map(([from, to]) => `${from}=${to}`) },
        externalModules: [...separatePackages],
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          // Run from the project root, where each package resolves as the handler's import does.
          afterBundling: (_inputDir, outputDir) =>
            separatePackages.map((name) => ['npx', '--no-install', 'esbuild', ...esbuildCommandLine(name, separatePackageFile(outputDir, name))].map(shellQuoted).join(' ')),
        },
      },
    });
    acknowledge(this.role, 'IAM5[Resource::*]', "Active tracing's xray:PutTraceSegments and xray:PutTelemetryRecords, which CDK grants, take no resource ARN.");
    acknowledge(this.function, 'L1', 'Node.js 22 is the runtime the project pins and tests on (local stack, Jest, bench); moving to 24 is a deliberate upgrade, not drift.');
  }

  /** The handler reads the table's name from TABLE_<NAME> and may use exactly its key and its indexes. */
  bindTable(name: TableName, table: ITable, access: DataAccess): void {
    this.function.addEnvironment(tableEnvName(name), table.tableName);
    const indexes = TABLE_SCHEMAS[name].indexes.map((index) => `${table.tableArn}/index/${index.name}`);
    this.role.addToPolicy(
      new PolicyStatement({
        actions: access === 'readWrite' ? groupActions('table read', 'table write') : groupActions('table read'),
        resources: [table.tableArn, ...indexes],
      }),
    );
  }

  /** The handler reads the bucket's name from BUCKET_<NAME>; it may list it and read (or write) its objects. */
  bindBucket(name: BucketName, bucket: IBucket, access: DataAccess): void {
    this.function.addEnvironment(bucketEnvName(name), bucket.bucketName);
    const objects = new PolicyStatement({
      actions: access === 'readWrite' ? groupActions('objects read', 'objects write') : groupActions('objects read'),
      resources: [bucket.arnForObjects('*')],
    });
    this.role.addToPolicy(new PolicyStatement({ actions: groupActions('bucket listing'), resources: [bucket.bucketArn] }));
    this.role.addToPolicy(objects);
    acknowledgeWildcards(
      this.role,
      new PolicyDocument({ statements: [objects] }),
      `Object keys are chosen per request under the caller's intermediary folder, which the handler checks before signing; the grant is limited to the ${name} bucket.`,
    );
  }

  setSetting(name: StageSetting, value: string): void {
    this.function.addEnvironment(name, value);
  }

  /** Read access to one Secrets Manager secret by name (a provider's API key). */
  grantSecretRead(secretName: string): void {
    const secret = Secret.fromSecretNameV2(this, `Secret${secretName.replace(/[^A-Za-z0-9]/g, '')}`, secretName);
    this.role.addToPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['secretsmanager:GetSecretValue'], resources: [`${secret.secretArn}-??????`] }),
    );
  }
}
