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
  /** Per segment, whether it is literal text rather than a variable. */
  readonly literals: readonly boolean[];
  readonly greedy: boolean;
}

/** `{name}` matches one segment, a greedy `{name+}` the rest of the path, as API Gateway does. */
function compile(route: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const literals: boolean[] = [];
  let greedy = false;
  const source = route.path
    .split('/')
    .map((segment) => {
      const variable = /^\{(\w+)(\+?)\}$/.exec(segment);
      literals.push(!variable);
      if (!variable) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(variable[1]);
      greedy ||= variable[2] === '+';
      return variable[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names, literals, greedy };
}

const literalCount = (compiled: CompiledRoute) => compiled.literals.filter(Boolean).length;

/**
 * API Gateway picks the most specific matching route, whatever order the routes were declared in:
 * a greedy variable last, then more literal segments first, then a literal segment before a
 * variable at the first place two routes differ. Sorting once makes the first match the best one.
 */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  if (a.greedy !== b.greedy) return a.greedy ? 1 : -1;
  const literals = literalCount(b) - literalCount(a);
  if (literals) return literals;
  const differ = a.literals.findIndex((literal, i) => literal !== b.literals[i]);
  return differ < 0 || b.literals[differ] === undefined ? 0 : a.literals[differ] ? -1 : 1;
}

export type RouteMatcher = (method: string, rawPath: string) => MatchedRoute | undefined;

/** A matcher over a route table that selects routes as API Gateway's HTTP API does. */
export function routeMatcher(routes: readonly RouteDefinition[]): RouteMatcher {
  const compiled = routes.map(compile).sort(bySpecificity);
  return (method, rawPath) => {
    for (const { route, pattern, names } of compiled) {
      if (route.method !== method) continue;
      const match = pattern.exec(rawPath);
      if (!match) continue;
      return { route, routeKey: routeKey(route), pathParameters: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
    }
    return undefined;
  };
}

/** Route keys the local server serves, one per entry of the route table. */
export const mountedRouteKeys = (): string[] => (ROUTES as readonly RouteDefinition[]).map(routeKey);

export const matchRoute: RouteMatcher = routeMatcher(ROUTES);
