import type { CapacityInputs } from './inputs';
import type { RouteRate } from './model';

export interface ThrottleSetting {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** A stage's throttles as cdk.json holds them: the default every route takes, and routes set on their own. */
export interface StageThrottle extends ThrottleSetting {
  readonly routes?: Readonly<Record<string, ThrottleSetting>>;
}

/**
 * The least a route is ever throttled to: one broker opening a screen fires up to ten calls at
 * once, and a stage must never refuse that, however little traffic the model gives it.
 */
export const FLOOR: ThrottleSetting = { rateLimit: 5, burstLimit: 10 };

/** What each route's throttle must be at least, on a stage carrying `share` of production's traffic. */
export function requiredThrottles(rates: readonly RouteRate[], i: CapacityInputs, share: number): Record<string, ThrottleSetting> {
  return Object.fromEntries(
    rates.map((r) => {
      const rateLimit = Math.max(FLOOR.rateLimit, Math.ceil(r.peakPerSecond * share));
      return [r.route, { rateLimit, burstLimit: Math.max(FLOOR.burstLimit, Math.ceil(rateLimit * i.burstSeconds)) }];
    }),
  );
}

/** The throttle a route runs under on the stage: its own setting, or the stage's default. */
export const effectiveThrottle = (stage: StageThrottle, route: string): ThrottleSetting => stage.routes?.[route] ?? stage;

/** Each route whose throttle on the stage is below what the model requires, said as a sentence. */
export function throttleShortfalls(stage: StageThrottle, required: Readonly<Record<string, ThrottleSetting>>): string[] {
  return Object.entries(required).flatMap(([route, need]) => {
    const has = effectiveThrottle(stage, route);
    const short = has.rateLimit < need.rateLimit || has.burstLimit < need.burstLimit;
    return short ? [`${route}: rate ${has.rateLimit}/s and burst ${has.burstLimit} are under the ${need.rateLimit}/s and ${need.burstLimit} it needs`] : [];
  });
}

/**
 * The default a stage needs: the largest need of the routes that have no setting of their own
 * (in an HTTP API the stage's default route settings apply to each route separately).
 */
export function requiredDefault(stage: Pick<StageThrottle, 'routes'>, required: Readonly<Record<string, ThrottleSetting>>): ThrottleSetting {
  const needs = Object.entries(required).filter(([route]) => !stage.routes?.[route]).map(([, need]) => need);
  return {
    rateLimit: Math.max(FLOOR.rateLimit, ...needs.map((n) => n.rateLimit)),
    burstLimit: Math.max(FLOOR.burstLimit, ...needs.map((n) => n.burstLimit)),
  };
}
