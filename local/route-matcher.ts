import { ROUTES, routeKey, type RouteDefinition } from '../lambdas/routes';

export interface MatchedRoute {
  readonly route: RouteDefinition;
  readonly routeKey: string;
  /** Still percent-encoded, as API Gateway passes them; handlers decode once. */
  readonly pathParameters: Record<string, string>;
}

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

/** `{name}` matches one segment, a greedy `{name+}` the rest of the path, as API Gateway does. */
function compile(route: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const variable = /^\{(\w+)(\+?)\}$/.exec(segment);
      if (!variable) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(variable[1]);
      return variable[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

const COMPILED = (ROUTES as readonly RouteDefinition[]).map(compile);

/** Route keys the local server serves, one per entry of the route table. */
export const mountedRouteKeys = (): string[] => COMPILED.map((compiled) => routeKey(compiled.route));

export function matchRoute(method: string, rawPath: string): MatchedRoute | undefined {
  for (const { route, pattern, names } of COMPILED) {
    if (route.method !== method) continue;
    const match = pattern.exec(rawPath);
    if (!match) continue;
    return { route, routeKey: routeKey(route), pathParameters: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}
