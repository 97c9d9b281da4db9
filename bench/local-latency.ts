import { DEMO_PASSWORD, startTestStack } from '../test/support/local-stack';
import { percentile, type Figure } from './report';

const REQUESTS = 500;
const WARM_UP = 20;

/** p50 and p99 of sequential requests to one route on the local stack, after a warm-up. */
export async function measureLocalLatency(): Promise<Figure[]> {
  const stack = await startTestStack({ dynamoBulkTablesApart: true });
  try {
    const { accessToken } = await stack.signIn('broker@example.com', DEMO_PASSWORD);
    const figures: Figure[] = [];
    for (const path of ['/api/users/0', '/lookups/productdefinition']) {
      const millis: number[] = [];
      for (let i = 0; i < WARM_UP + REQUESTS; i++) {
        const started = performance.now();
        const { status } = await stack.api('GET', path, { token: accessToken });
        if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
        if (i >= WARM_UP) millis.push(performance.now() - started);
      }
      figures.push(
        { area: 'local API', figure: `GET ${path} p50 (${REQUESTS} requests)`, value: percentile(millis, 50), unit: 'ms', target: 15, better: 'lower' },
        { area: 'local API', figure: `GET ${path} p99 (${REQUESTS} requests)`, value: percentile(millis, 99), unit: 'ms', target: 50, better: 'lower' },
      );
    }
    return figures;
  } finally {
    await stack.stop();
  }
}
