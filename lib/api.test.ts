import { ROUTES, routeKey, type RouteDefinition } from '../lambdas/routes';
import { BUCKET_NAMES, bucketEnvName, TABLE_NAMES, tableEnvName } from '../lambdas/shared/resources';
import { logicalId, referencedIds, synthStage, templateResources } from '../test/support/cdk-stage';

const dev = synthStage('dev');
const prod = synthStage('prod');

interface RouteProperties {
  readonly RouteKey: string;
  readonly Target: unknown;
  readonly AuthorizationType: string;
  readonly AuthorizerId?: unknown;
}
interface FunctionProperties {
  readonly Role: unknown;
  readonly Environment: { readonly Variables: Record<string, string> };
}
interface PolicyProperties {
  readonly Roles: unknown;
  readonly PolicyDocument: unknown;
}

const ofType = <P>(fixture: typeof dev, type: string) => Object.entries(templateResources<P>(fixture.template, type));
const propertiesOf = <P>(fixture: typeof dev, id: string) => templateResources<P>(fixture.template)[id].Properties;
const policiesOf = (fixture: typeof dev) => ofType<PolicyProperties>(fixture, 'AWS::IAM::Policy');

/** Follows a route to the Lambda its integration invokes. */
function lambdaOf(fixture: typeof dev, key: string): string {
  const [, route] = ofType<RouteProperties>(fixture, 'AWS::ApiGatewayV2::Route').find(([, r]) => r.Properties.RouteKey === key)!;
  const [integrationId] = referencedIds(route.Properties.Target);
  const [functionId] = referencedIds(propertiesOf<{ IntegrationUri: unknown }>(fixture, integrationId).IntegrationUri);
  return functionId;
}

/** The properties of the Lambda a route invokes. */
const functionOf = (fixture: typeof dev, key: string) => propertiesOf<FunctionProperties>(fixture, lambdaOf(fixture, key));

/** The secret names a route's Lambda may read, from its role's policies (`arn:...:secret:<name>-??????`). */
function secretsOf(fixture: typeof dev, key: string): string[] {
  const [roleId] = referencedIds(functionOf(fixture, key).Role);
  const policies = JSON.stringify(policiesOf(fixture).filter(([, p]) => referencedIds(p.Properties.Roles).has(roleId)));
  return [...policies.matchAll(/secret:([\w/.-]+?)-\?{6}/g)].map((match) => match[1]).sort();
}

const routeFor = (key: string) => (ROUTES as readonly RouteDefinition[]).find((r) => routeKey(r) === key)!;

describe('Api, the HTTP API built from the route table', () => {
  it('has exactly the routes of the route table', () => {
    const keys = ofType<RouteProperties>(dev, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  const isProvider = (key: string) => routeFor(key).access === 'provider';
  const routesOf = (fixture: typeof dev) => ofType<RouteProperties>(fixture, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);

  it('puts the Cognito JWT authorizer on every route except provider routes', () => {
    const [[authorizerId, authorizer]] = ofType<{ JwtConfiguration: { Issuer: unknown; Audience: unknown } }>(dev, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties).toMatchObject({ AuthorizerType: 'JWT', IdentitySource: ['$request.header.Authorization'] });
    expect(JSON.stringify(authorizer.Properties.JwtConfiguration.Issuer)).toContain(logicalId(dev.stack.auth.userPool));
    expect(authorizer.Properties.JwtConfiguration.Audience).toEqual([{ Ref: logicalId(dev.stack.auth.webClient) }]);
    const guarded = routesOf(dev).filter((route) => !isProvider(route.RouteKey));
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) expect(route).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
  });

  it('gives provider routes (signed callbacks) no authorizer, and only those', () => {
    const open = routesOf(dev).filter((route) => route.AuthorizationType !== 'JWT');
    expect(open.map((route) => route.RouteKey).sort()).toEqual(ROUTES.filter((route) => route.access === 'provider').map(routeKey).sort());
    expect(open.length).toBeGreaterThan(0);
    for (const route of open) {
      expect(route.AuthorizationType).toBe('NONE');
      expect(route.AuthorizerId).toBeUndefined();
    }
  });

  it("lets each provider route read only its own provider's webhook secret in prod, and none in dev", () => {
    expect(secretsOf(prod, 'POST /webhooks/esign')).toEqual(['broker-portal/prod/esign-webhook']);
    expect(secretsOf(prod, 'POST /webhooks/payments')).toEqual(['broker-portal/prod/payment-webhook']);
    const variables = (fixture: typeof dev, key: string) => functionOf(fixture, key).Environment.Variables;
    expect(variables(prod, 'POST /webhooks/payments').PAYMENT_WEBHOOK_SECRET).toBe('broker-portal/prod/payment-webhook');
    expect(variables(dev, 'POST /webhooks/esign').ESIGN_WEBHOOK_SECRET).toBe('none');
    for (const key of ['POST /webhooks/esign', 'POST /webhooks/payments']) expect(secretsOf(dev, key)).toEqual([]);
  });

  it("gives each route's Lambda the variables of exactly its tables and buckets", () => {
    for (const route of ROUTES as readonly RouteDefinition[]) {
      const variables = functionOf(dev, routeKey(route)).Environment.Variables;
      const resourceVariables = Object.keys(variables).filter((v) => /^(TABLE|BUCKET)_/.test(v));
      const expected = [...route.tables.map((t) => tableEnvName(t.name)), ...route.buckets.map((b) => bucketEnvName(b.name))];
      expect({ route: routeKey(route), variables: resourceVariables.sort() }).toEqual({ route: routeKey(route), variables: expected.sort() });
      for (const setting of route.settings ?? []) expect(variables[setting]).toEqual(expect.any(String));
    }
  });

  it("lets each route's Lambda reach only its own route's tables and buckets", () => {
    const stack = dev.stack;
    const dataIds = new Map<string, string>([
      ...TABLE_NAMES.map((name) => [logicalId(stack.data.tables[name]), `table ${name}`] as const),
      ...BUCKET_NAMES.map((name) => [logicalId(stack.storage.buckets[name]), `bucket ${name}`] as const),
      [logicalId(stack.storage.site), 'bucket site'],
      [logicalId(stack.storage.logs), 'bucket logs'],
    ]);
    const policies = policiesOf(dev);
    for (const route of ROUTES as readonly RouteDefinition[]) {
      const [roleId] = referencedIds(functionOf(dev, routeKey(route)).Role);
      const named = policies
        .filter(([, p]) => referencedIds(p.Properties.Roles).has(roleId))
        .flatMap(([, p]) => [...referencedIds(p.Properties.PolicyDocument)])
        .filter((id) => dataIds.has(id))
        .map((id) => dataIds.get(id));
      const expected = [...route.tables.map((t) => `table ${t.name}`), ...route.buckets.map((b) => `bucket ${b.name}`)];
      expect({ route: routeKey(route), named: [...new Set(named)].sort() }).toEqual({ route: routeKey(route), named: expected.sort() });
    }
  });

  it('grants write actions only where the route table says write', () => {
    const writes = (fixture: typeof dev, key: string) => {
      const [roleId] = referencedIds(functionOf(fixture, key).Role);
      return JSON.stringify(policiesOf(fixture).filter(([, p]) => referencedIds(p.Properties.Roles).has(roleId)));
    };
    expect(writes(dev, 'GET /storage/{bucket}/{key+}')).not.toMatch(/s3:PutObject|s3:DeleteObject|dynamodb:PutItem/);
    expect(writes(dev, 'PUT /storage/{bucket}/{key+}')).toContain('s3:PutObject');
  });

  it("gives the postcode route the live service's secret in prod and nothing to read in dev", () => {
    const key = 'GET /api/addresses/{postcode}';
    expect(routeFor(key).settings).toContain('POSTCODE_LOOKUP_SECRET');
    expect(secretsOf(prod, key)).toEqual(['broker-portal/prod/postcode-lookup']);
    expect(ROUTES.flatMap((route) => secretsOf(dev, routeKey(route)))).toEqual([]);
    expect(functionOf(dev, key).Environment.Variables.POSTCODE_LOOKUP_ENDPOINT).toBe('simulator');
  });

  it('grants a secret in prod only to routes with a provider secret setting, each by its own name', () => {
    for (const route of ROUTES as readonly RouteDefinition[]) {
      const secretSettings = (route.settings ?? []).filter((setting) => setting.endsWith('_SECRET'));
      const granted = secretsOf(prod, routeKey(route));
      expect({ route: routeKey(route), granted: granted.length }).toEqual({ route: routeKey(route), granted: secretSettings.length });
      for (const setting of secretSettings) expect(granted).toContain(functionOf(prod, routeKey(route)).Environment.Variables[setting]);
    }
  });

  it('logs access and throttles on its one stage', () => {
    const [[, stage]] = ofType<Record<string, unknown>>(dev, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: expect.any(Number) as unknown, ThrottlingBurstLimit: expect.any(Number) as unknown },
      AccessLogSettings: { DestinationArn: expect.anything() as unknown, Format: expect.stringContaining('$context.requestId') as unknown },
    });
  });
});
