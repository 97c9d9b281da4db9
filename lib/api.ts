import * as path from 'node:path';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, HttpApi, HttpMethod, HttpNoneAuthorizer, HttpStage, LogGroupLogDestination, type HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config';
import { routeKey, type RouteDefinition } from '../lambdas/routes';
import type { BucketName, TableName } from '../lambdas/shared/resources';
import { acknowledge } from './nag';
import { PortalFunction } from './portal-function';
import { secretRead, settingValue } from './stage-settings';

export interface ApiProps {
  readonly stage: StageConfig;
  readonly routes: readonly RouteDefinition[];
  /** Folder holding the handler modules named by the route table. */
  readonly lambdasDir: string;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly tables: Readonly<Record<TableName, ITable>>;
  readonly buckets: Readonly<Record<BucketName, IBucket>>;
}

/** `users/get-current-user` becomes `UsersGetCurrentUser`. */
const constructId = (handler: string) =>
  handler
    .split(/[/-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * The HTTP API: one Lambda per route of the route table, each granted exactly the route's tables
 * and buckets, behind the Cognito JWT authorizer as the default for every route. Provider routes
 * (outside providers' callbacks, which hold no Cognito token) have no authorizer: their handler
 * refuses any body not HMAC-signed with the provider's secret.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: ReadonlyMap<string, PortalFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const authorizer = new HttpUserPoolAuthorizer('CognitoJwt', props.userPool, { userPoolClients: [props.userPoolClient] });
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Broker portal API (${props.stage.name})`,
      defaultAuthorizer: authorizer,
      createDefaultStage: false,
    });
    const functions = new Map<string, PortalFunction>();
    const httpRoutes = new Map<string, HttpRoute>();
    for (const route of props.routes) {
      const fn = new PortalFunction(this, constructId(route.handler), {
        entry: path.join(props.lambdasDir, `${route.handler}.ts`),
        description: routeKey(route),
        stage: props.stage,
      });
      for (const table of route.tables) fn.bindTable(table.name, props.tables[table.name], table.write ? 'readWrite' : 'read');
      for (const bucket of route.buckets) fn.bindBucket(bucket.name, props.buckets[bucket.name], bucket.write ? 'readWrite' : 'read');
      for (const setting of route.settings ?? []) {
        fn.setSetting(setting, settingValue(props.stage, setting));
        const secretName = secretRead(props.stage, setting);
        if (secretName) fn.grantSecretRead(secretName);
      }
      const provider = route.access === 'provider';
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${constructId(route.handler)}Integration`, fn.function),
        ...(provider ? { authorizer: new HttpNoneAuthorizer() } : {}),
      });
      if (provider) {
        acknowledge(httpRoute, 'APIG4', "A provider's callback carries no Cognito token; the handler verifies the body's HMAC-SHA256 signature with the provider's shared secret and refuses anything else with 401.");
      }
      functions.set(routeKey(route), fn);
      httpRoutes.set(routeKey(route), httpRoute);
    }
    this.functions = functions;
    this.addStage(props.stage, httpRoutes);
  }

  /**
   * The `$default` stage with JSON access logs, the stage's default throttle for each route and
   * the routes' own throttles, all from the stage configuration (sized by `npm run capacity`).
   */
  private addStage(stage: StageConfig, httpRoutes: ReadonlyMap<string, HttpRoute>): void {
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: stage.logRetentionDays,
      removalPolicy: stage.removalPolicy === 'retain' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const httpStage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: stage.throttle.rateLimit, burstLimit: stage.throttle.burstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            integrationLatency: '$context.integrationLatency',
            authorizerError: '$context.authorizer.error',
            sub: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });
    const routeThrottles = Object.entries(stage.throttle.routes ?? {});
    if (routeThrottles.length === 0) return;
    const cfnStage = httpStage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      routeThrottles.map(([key, t]) => [key, { ThrottlingRateLimit: t.rateLimit, ThrottlingBurstLimit: t.burstLimit }]),
    );
    // API Gateway refuses route settings for a route that does not exist yet.
    for (const [key] of routeThrottles) {
      const route = httpRoutes.get(key);
      if (!route) throw new Error(`Stage ${stage.name} throttles ${key}, which is not a route`);
      cfnStage.node.addDependency(route);
    }
  }
}
