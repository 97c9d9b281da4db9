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
import type { CallbackProvider, StageConfig } from '../bin/stage-config';
import { routeKey, type RouteDefinition, type StageSetting } from '../lambdas/routes';
import type { BucketName, TableName } from '../lambdas/shared/resources';
import { acknowledge } from './nag';
import { PortalFunction } from './portal-function';

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

/** The value a route's stage setting takes in its Lambda's environment. */
export function settingValue(stage: StageConfig, setting: StageSetting): string {
  switch (setting) {
    case 'ESIGN_ENABLED':
      return String(stage.esignEnabled);
    case 'MAX_UPLOAD_BYTES':
      return String(stage.maxUploadBytes);
    case 'POSTCODE_LOOKUP_ENDPOINT':
      return stage.providers.postcodeLookup.endpoint;
    case 'POSTCODE_LOOKUP_SECRET':
      // The simulator needs no key; the handler reads the variable only for a live endpoint.
      return stage.providers.postcodeLookup.secretName ?? 'simulator';
    case 'ECOES_ENDPOINT':
    case 'XOSERVE_ENDPOINT':
    case 'PAYMENT_ENDPOINT':
    case 'CREDIT_CHECK_ENDPOINT':
    case 'ESIGN_ENDPOINT':
      return providerOf(stage, setting).endpoint;
    case 'ECOES_SECRET':
    case 'XOSERVE_SECRET':
    case 'PAYMENT_SECRET':
    case 'CREDIT_CHECK_SECRET':
    case 'ESIGN_SECRET':
      return providerOf(stage, setting).secretName ?? 'simulator';
    case 'ESIGN_WEBHOOK_SECRET':
    case 'PAYMENT_WEBHOOK_SECRET':
      // A stage without the provider's webhook secret takes no callbacks: the handler refuses every delivery.
      return providerOf(stage, setting).webhookSecretName ?? 'none';
  }
}

/** The optional providers by the settings that name them; a route needing one the stage lacks fails synth. */
const OPTIONAL_PROVIDERS = {
  ECOES_ENDPOINT: 'ecoes', ECOES_SECRET: 'ecoes', XOSERVE_ENDPOINT: 'xoserve', XOSERVE_SECRET: 'xoserve', PAYMENT_ENDPOINT: 'payment', PAYMENT_SECRET: 'payment',
  CREDIT_CHECK_ENDPOINT: 'credit', CREDIT_CHECK_SECRET: 'credit', ESIGN_ENDPOINT: 'esign', ESIGN_SECRET: 'esign',
  ESIGN_WEBHOOK_SECRET: 'esign', PAYMENT_WEBHOOK_SECRET: 'payment',
} as const;

function providerOf(stage: StageConfig, setting: keyof typeof OPTIONAL_PROVIDERS): CallbackProvider {
  const name = OPTIONAL_PROVIDERS[setting];
  const provider = stage.providers[name];
  if (!provider) throw new Error(`Stage ${stage.name} needs providers.${name} in cdk.json for the setting ${setting}`);
  return provider;
}

/** The Secrets Manager name a route's settings make it read, if any. */
function secretsRead(stage: StageConfig, settings: readonly StageSetting[]): string[] {
  return settings.flatMap((setting) => {
    if (setting === 'POSTCODE_LOOKUP_SECRET') return stage.providers.postcodeLookup.secretName ?? [];
    if (setting === 'ECOES_SECRET' || setting === 'XOSERVE_SECRET' || setting === 'PAYMENT_SECRET' || setting === 'CREDIT_CHECK_SECRET' || setting === 'ESIGN_SECRET') return providerOf(stage, setting).secretName ?? [];
    if (setting === 'ESIGN_WEBHOOK_SECRET' || setting === 'PAYMENT_WEBHOOK_SECRET') return providerOf(stage, setting).webhookSecretName ?? [];
    return [];
  });
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
      for (const setting of route.settings ?? []) fn.setSetting(setting, settingValue(props.stage, setting));
      for (const secretName of secretsRead(props.stage, route.settings ?? [])) fn.grantSecretRead(secretName);
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
