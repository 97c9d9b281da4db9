import { parseStages, STAGE_NAMES } from './stage-config';
import { routeKey } from '../lambdas/routes';
import { cdkContext, synthStage, templateResources } from '../test/support/cdk-stage';

const stageOf = (template: ReturnType<typeof synthStage>['template']) => {
  const [[id, stage]] = Object.entries(templateResources<{ DefaultRouteSettings: unknown; RouteSettings?: unknown }>(template, 'AWS::ApiGatewayV2::Stage'));
  return { id, ...stage };
};

describe('API throttles from the stage configuration', () => {
  const config = parseStages(cdkContext().stages, {});

  it.each(STAGE_NAMES)('%s: the stage default and each route\'s own throttle are cdk.json\'s', (name) => {
    const { template, stack } = synthStage(name);
    const stage = stageOf(template);
    const throttle = config[name].throttle;
    expect(stage.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit });
    expect(stage.Properties.RouteSettings).toEqual(
      Object.fromEntries(Object.entries(throttle.routes ?? {}).map(([key, t]) => [key, { ThrottlingRateLimit: t.rateLimit, ThrottlingBurstLimit: t.burstLimit }])),
    );
    // API Gateway refuses a route's settings before the route exists: the stage waits for each throttled route.
    const routes = templateResources<{ RouteKey: string }>(template, 'AWS::ApiGatewayV2::Route');
    for (const key of Object.keys(throttle.routes ?? {})) {
      const [routeId] = Object.entries(routes).find(([, r]) => r.Properties.RouteKey === key)!;
      expect(stage.DependsOn).toContain(routeId);
    }
    expect(stack.api.functions.size).toBeGreaterThan(0);
  });

  it('follows a changed configuration: a stage with no route throttles has no route settings', () => {
    const { template } = synthStage('dev', undefined, { throttle: { rateLimit: 7, burstLimit: 9 } });
    const stage = stageOf(template);
    expect(stage.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 7, ThrottlingBurstLimit: 9 });
    expect(stage.Properties.RouteSettings).toBeUndefined();
  });

  it('throttles only routes of the route table', () => {
    const keys = Object.values(config).flatMap((stage) => Object.keys(stage.throttle.routes ?? {}));
    const { stack } = synthStage('dev');
    for (const key of keys) expect([...stack.api.functions.keys()]).toContain(key);
    expect(keys.every((key) => /^(GET|PUT|POST|DELETE) \//.test(key))).toBe(true);
    expect(routeKey({ method: 'GET', path: '/x' })).toBe('GET /x');
  });
});
