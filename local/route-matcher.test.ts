import type { RouteDefinition } from '../lambdas/routes';
import { routeMatcher } from './route-matcher';

const route = (path: string): RouteDefinition => ({ method: 'GET', path, handler: path, access: 'application', tables: [], buckets: [] });

/** The routes in the order given, and reversed: API Gateway's choice must not depend on it. */
const bothOrders = (...paths: string[]) => {
  const routes = paths.map(route);
  return [
    ['declared order', routeMatcher(routes)],
    ['reversed order', routeMatcher([...routes].reverse())],
  ] as const;
};

describe('local route selection, as API Gateway HTTP APIs select routes', () => {
  it.each(bothOrders('/reports/{reportname}', '/reports/functions'))('prefers a path without variables to one with them (%s)', (_, match) => {
    expect(match('GET', '/reports/functions')?.routeKey).toBe('GET /reports/functions');
    expect(match('GET', '/reports/contracts')).toMatchObject({ routeKey: 'GET /reports/{reportname}', pathParameters: { reportname: 'contracts' } });
  });

  it.each(bothOrders('/reports/{reportname}/{action}', '/reports/functions/{function}'))('prefers more literal segments (%s)', (_, match) => {
    expect(match('GET', '/reports/functions/resendpaymentemail')).toMatchObject({
      routeKey: 'GET /reports/functions/{function}',
      pathParameters: { function: 'resendpaymentemail' },
    });
    expect(match('GET', '/reports/contracts/export')?.routeKey).toBe('GET /reports/{reportname}/{action}');
  });

  it.each(bothOrders('/storage/{bucket}/{key+}', '/storage/documents/latest'))('chooses a greedy variable only when nothing else matches (%s)', (_, match) => {
    expect(match('GET', '/storage/documents/latest')?.routeKey).toBe('GET /storage/documents/latest');
    expect(match('GET', '/storage/documents/101/a.pdf')?.pathParameters).toEqual({ bucket: 'documents', key: '101/a.pdf' });
  });

  it.each(bothOrders('/storage/documents/{key+}', '/storage/{bucket}/{name}'))('puts a greedy route after one with fewer literal segments (%s)', (_, match) => {
    expect(match('GET', '/storage/documents/a.pdf')?.routeKey).toBe('GET /storage/{bucket}/{name}');
    expect(match('GET', '/storage/documents/101/a.pdf')?.routeKey).toBe('GET /storage/documents/{key+}');
  });

  it.each(bothOrders('/api/{resource}/{id}', '/api/fileimports/{id}', '/api/fileimports/latest'))('ranks three overlapping routes (%s)', (_, match) => {
    expect(match('GET', '/api/fileimports/latest')?.routeKey).toBe('GET /api/fileimports/latest');
    expect(match('GET', '/api/fileimports/42')?.routeKey).toBe('GET /api/fileimports/{id}');
    expect(match('GET', '/api/sites/42')?.routeKey).toBe('GET /api/{resource}/{id}');
  });
});
