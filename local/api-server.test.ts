import { ROUTES, routeKey } from '../lambdas/routes';
import { mountedRouteKeys } from './api-server';
import { matchRoute } from './route-matcher';
import { IMPORT_FUNCTION, PROCESSING_FUNCTION } from '../lambdas/contract-import/functions';
import { encodeEventKey, S3_NOTIFICATIONS, toS3Event, Turns } from './s3-event-bridge';

describe('the local API server', () => {
  it('mounts exactly the routes of the route table', () => {
    expect([...mountedRouteKeys()].sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it('matches a greedy key over several segments and keeps it percent-encoded', () => {
    const matched = matchRoute('PUT', '/storage/imports/101/2026/my%20file.csv');
    expect(matched?.routeKey).toBe('PUT /storage/{bucket}/{key+}');
    expect(matched?.pathParameters).toEqual({ bucket: 'imports', key: '101/2026/my%20file.csv' });
  });

  it('tells a listing from an object by the path, not the method alone', () => {
    expect(matchRoute('GET', '/storage/documents')?.routeKey).toBe('GET /storage/{bucket}');
    expect(matchRoute('GET', '/storage/documents/101/a.pdf')?.routeKey).toBe('GET /storage/{bucket}/{key+}');
  });

  it('matches a single-segment parameter only within its segment', () => {
    expect(matchRoute('GET', '/lookups/siccode')?.pathParameters).toEqual({ name: 'siccode' });
    expect(matchRoute('GET', '/lookups/siccode/extra')).toBeUndefined();
    expect(matchRoute('POST', '/lookups/siccode')).toBeUndefined();
  });
});

describe('the S3 event bridge', () => {
  it('URL-encodes keys as S3 does: spaces as plus, slashes kept', () => {
    expect(encodeEventKey('101/Contract (1) ü+.csv')).toBe('101/Contract+(1)+%C3%BC%2B.csv');
  });

  it('turns an s3rver record into an AWS-shaped S3 event', () => {
    const event = toS3Event({
      eventName: 'ObjectCreated:Put',
      eventTime: '2026-01-01T00:00:00.000Z',
      s3: { bucket: { name: 'local-imports' }, object: { key: '101/a b.csv', size: 12, eTag: 'abc', sequencer: '1' } },
    });
    expect(event.Records[0].s3.bucket.name).toBe('local-imports');
    expect(event.Records[0].s3.object).toMatchObject({ key: '101/a+b.csv', size: 12 });
    expect(event.Records[0].eventSource).toBe('aws:s3');
  });

  it('runs a pipeline Lambda no more often at once than its reserved concurrency, the rest in the order they came', async () => {
    expect(S3_NOTIFICATIONS.map((n) => [n.handler, n.reservedConcurrency])).toEqual([
      [IMPORT_FUNCTION.handler, IMPORT_FUNCTION.reservedConcurrency],
      [PROCESSING_FUNCTION.handler, PROCESSING_FUNCTION.reservedConcurrency],
    ]);
    const turns = new Turns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const run = (n: number) => async () => {
      started.push(n);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running--;
    };
    const runs = [1, 2, 3, 4, 5].map((n) => turns.take(run(n)));
    // Asked for while a run is finishing: it waits behind the queue, never beside it.
    setTimeout(() => runs.push(turns.take(run(6))), 2);
    await new Promise((resolve) => setTimeout(resolve, 4));
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
