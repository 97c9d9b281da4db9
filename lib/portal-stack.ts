import * as path from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import type { RouteDefinition } from '../lambdas/routes';
import { BUCKET_NAMES, TABLE_NAMES } from '../lambdas/shared/resources';
import { Api } from './api';
import { Auth } from './auth';
import { PortalDashboard } from './dashboard';
import { Data } from './data';
import { ImportPipeline } from './import-pipeline';
import { Monitoring, type WatchedFunction } from './monitoring';
import { SiteDeployment } from './site-deployment';
import { Storage } from './storage';
import { StuckImportCheck } from './stuck-import-check';
import { RenewalsSchedule } from './renewals-schedule';
import { Web } from './web';

export const PROJECT_ROOT = path.resolve(__dirname, '..');

export interface PortalStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly routes: readonly RouteDefinition[];
  /** The web ACL in front of the distribution, from the stage's edge stack in us-east-1. */
  readonly webAclArn: string;
  /** The built front end; defaults to `frontend/dist`. */
  readonly siteDir?: string;
}

/** Routes charted beside the pipeline Lambdas: the ones that read or write a whole import or report. */
const HEAVY_ROUTES: readonly string[] = ['POST /api/fileimports', 'PUT /api/fileimports/{id}', 'GET /reports/{reportname}'];

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** One stage of the portal. It only wires the constructs together and publishes what operations need. */
export class PortalStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly storage: Storage;
  readonly api: Api;
  readonly importPipeline: ImportPipeline;
  readonly web: Web;
  readonly stuckImportCheck: StuckImportCheck;
  readonly renewals: RenewalsSchedule;
  readonly monitoring: Monitoring;
  readonly dashboard: PortalDashboard;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    const { stage } = props;
    this.auth = new Auth(this, 'Auth', { stage });
    this.data = new Data(this, 'Data', { stage });
    this.storage = new Storage(this, 'Storage', { stage });
    this.api = new Api(this, 'Api', {
      stage,
      routes: props.routes,
      lambdasDir: path.join(PROJECT_ROOT, 'lambdas'),
      userPool: this.auth.userPool,
      userPoolClient: this.auth.webClient,
      tables: this.data.tables,
      buckets: this.storage.buckets,
    });
    this.importPipeline = new ImportPipeline(this, 'ImportPipeline', {
      stage,
      lambdasDir: path.join(PROJECT_ROOT, 'lambdas'),
      tables: this.data.tables,
      imports: this.storage.buckets.imports,
    });
    this.stuckImportCheck = new StuckImportCheck(this, 'StuckImportCheck', { stage, lambdasDir: path.join(PROJECT_ROOT, 'lambdas'), tables: this.data.tables });
    this.renewals = new RenewalsSchedule(this, 'Renewals', { stage, lambdasDir: path.join(PROJECT_ROOT, 'lambdas'), tables: this.data.tables, imports: this.storage.buckets.imports });
    const operations = this.wireOperations(stage);
    this.monitoring = operations.monitoring;
    this.dashboard = operations.dashboard;
    this.web = new Web(this, 'Web', {
      stage,
      siteBucket: this.storage.site,
      logBucket: this.storage.logs,
      httpApi: this.api.httpApi,
      webAclArn: props.webAclArn,
    });
    this.storage.allowBrowserAccess(this.web.siteOrigins);
    const siteUrl = this.web.siteOrigins[0];
    new SiteDeployment(this, 'Site', {
      siteDir: props.siteDir ?? path.join(PROJECT_ROOT, 'frontend', 'dist'),
      bucket: this.storage.site,
      distribution: this.web.distribution,
      config: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.webClient.userPoolClientId,
        stage: stage.name,
        esignEnabled: stage.esignEnabled,
      },
    });

    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.webClient.userPoolClientId });
    for (const name of TABLE_NAMES) new CfnOutput(this, `Table${capitalise(name)}`, { value: this.data.tables[name].tableName });
    for (const name of BUCKET_NAMES) new CfnOutput(this, `Bucket${capitalise(name)}`, { value: this.storage.buckets[name].bucketName });
    new CfnOutput(this, 'BucketSite', { value: this.storage.site.bucketName });
    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'Region', { value: this.region });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.dashboard.dashboard.dashboardName });
    // The runbook reads these logs by name.
    new CfnOutput(this, 'LogGroupImportFile', { value: this.importPipeline.importFunction.logGroup.logGroupName });
    new CfnOutput(this, 'LogGroupProcessImport', { value: this.importPipeline.processingFunction.logGroup.logGroupName });
    new CfnOutput(this, 'LogGroupStuckImportCheck', { value: this.stuckImportCheck.function.logGroup.logGroupName });
    new CfnOutput(this, 'LogGroupRenewals', { value: this.renewals.function.logGroup.logGroupName });
  }

  /** Alarms on every Lambda, the API and the pipeline, mailed to the stage's operators, and the stage's dashboard. */
  private wireOperations(stage: StageConfig): { monitoring: Monitoring; dashboard: PortalDashboard } {
    const pipeline = this.importPipeline;
    const routeFunctions = [...this.api.functions].map(([name, fn]): WatchedFunction => ({ name, function: fn }));
    const pipelineFunctions: WatchedFunction[] = [
      { name: 'the import Lambda', function: pipeline.importFunction },
      { name: 'the processing Lambda', function: pipeline.processingFunction },
      { name: 'the import-failed Lambda', function: pipeline.failedFunction },
      { name: 'the stuck-import check', function: this.stuckImportCheck.function },
      { name: 'the renewals job', function: this.renewals.function },
    ];
    const monitoring = new Monitoring(this, 'Monitoring', {
      stage,
      functions: [...routeFunctions, ...pipelineFunctions],
      httpApi: this.api.httpApi,
      alarms: [pipeline.failureAlarm, pipeline.unhandledAlarm, this.renewals.failureAlarm],
      stuckImports: this.stuckImportCheck.stuckImports,
    });
    const dashboard = new PortalDashboard(this, 'Dashboard', {
      stage,
      httpApi: this.api.httpApi,
      heavyFunctions: [...pipelineFunctions.slice(0, 2), ...routeFunctions.filter((watched) => HEAVY_ROUTES.includes(watched.name))],
      failureQueues: [
        { name: 'failure queue', queue: pipeline.failures },
        { name: 'dead-letter queue', queue: pipeline.unhandledFailures },
        { name: 'renewals dead-letter queue', queue: this.renewals.deadLetters },
      ],
      stuckImports: this.stuckImportCheck.stuckImports,
      alarms: [monitoring.api5xxAlarm, monitoring.apiLatencyAlarm, monitoring.stuckImportsAlarm, pipeline.failureAlarm, pipeline.unhandledAlarm, this.renewals.failureAlarm],
    });
    return { monitoring, dashboard };
  }
}
