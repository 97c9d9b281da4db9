import { cdkContext } from '../test/support/cdk-stage';
import { parseStages } from './stage-config';

interface Throttle {
  rateLimit: number;
  burstLimit: number;
  routes?: Record<string, { rateLimit: number; burstLimit: number }>;
}

/** cdk.json's stages as written there, before parseStages checks them: each test spoils one field. */
const stages = () => structuredClone(cdkContext().stages) as Record<string, { throttle: Throttle; webAclRateLimit: number }>;

describe('stage throttles and the edge rate limit', () => {
  it('reads each stage\'s default throttle, its routes\' own and the per-address limit', () => {
    const prod = parseStages(stages(), {}).prod;
    expect(prod.throttle.rateLimit).toBeGreaterThan(0);
    expect(prod.throttle.routes?.['POST /api/meterpointauthorisations']).toEqual({ rateLimit: 5, burstLimit: 10 });
    expect(prod.webAclRateLimit).toBeGreaterThanOrEqual(10);
  });

  it('refuses a throttle of a route that does not exist, naming the field', () => {
    const bad = stages();
    bad.prod.throttle.routes = { 'GET /api/nothing': { rateLimit: 5, burstLimit: 10 } };
    expect(() => parseStages(bad, {})).toThrow(/stages\.prod\.throttle\.routes\.GET \/api\/nothing: must be a route of lambdas\/routes\.ts/);
  });

  it('refuses a burst under the rate, and limits over the account\'s per Region', () => {
    const bad = stages();
    bad.test.throttle = { rateLimit: 20, burstLimit: 10 };
    expect(() => parseStages(bad, {})).toThrow(/stages\.test\.throttle\.burstLimit: must be at least the rate limit/);
    bad.test.throttle = { rateLimit: 20_000, burstLimit: 20_000 };
    expect(() => parseStages(bad, {})).toThrow(/stages\.test\.throttle\.rateLimit: must be at most 10,000/);
  });

  it('refuses a per-address limit under the least AWS WAF takes', () => {
    const bad = stages();
    bad.dev.webAclRateLimit = 9;
    expect(() => parseStages(bad, {})).toThrow(/stages\.dev\.webAclRateLimit: must be at least 10/);
  });
});
