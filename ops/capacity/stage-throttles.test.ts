import { parseStages } from '../../lib/stage-config';
import { ROUTES } from '../../lambdas/routes';
import { cdkContext } from '../../test/support/cdk-stage';
import { STAGES, stageShare } from './cost';
import { DEFAULT_INPUTS } from './inputs';
import { routeRates, wafRateLimit } from './model';
import { requiredThrottles, throttleShortfalls } from './throttles';

describe('cdk.json against the capacity model', () => {
  const stages = parseStages(cdkContext().stages, {});
  const rates = routeRates(ROUTES, DEFAULT_INPUTS);

  it.each(STAGES)('%s throttles no route below what the model asks of it at the default inputs', (name) => {
    expect(throttleShortfalls(stages[name].throttle, requiredThrottles(rates, DEFAULT_INPUTS, stageShare(name, DEFAULT_INPUTS)))).toEqual([]);
  });

  it('sets prod\'s per-address edge limit at least at the model\'s', () => {
    expect(stages.prod.webAclRateLimit).toBeGreaterThanOrEqual(wafRateLimit(DEFAULT_INPUTS, rates));
  });

  it('would be caught if a month-end twice as busy outgrew prod\'s throttles', () => {
    const busier = { ...DEFAULT_INPUTS, brokers: DEFAULT_INPUTS.brokers * 10 };
    expect(throttleShortfalls(stages.prod.throttle, requiredThrottles(routeRates(ROUTES, busier), busier, 1))).not.toEqual([]);
  });
});
