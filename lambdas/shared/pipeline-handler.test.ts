import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { PORTAL_METRICS } from './metric-names';
import { metrics } from './metrics';
import { pipelineHandler } from './pipeline-handler';

describe('pipelineHandler', () => {
  const published = jest.spyOn(metrics, 'publishStoredMetrics').mockImplementation(() => {
    metrics.clearMetrics();
    return metrics;
  });
  afterEach(() => published.mockClear());
  afterAll(() => published.mockRestore());

  it('writes the metrics a failing run recorded, then fails the run with its own error', async () => {
    const handler = pipelineHandler(async () => {
      metrics.addMetric(PORTAL_METRICS.rowsImported, MetricUnit.Count, 3);
      throw new Error('The file could not be read');
    });
    await expect(handler({})).rejects.toThrow('The file could not be read');
    expect(published).toHaveBeenCalledTimes(1);
  });

  it("logs a failing run's error with its correlation id, the invocation's request id, before Lambda retries it", async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const fault = new TypeError('Injected: the reader changed');
      await expect(pipelineHandler(async () => Promise.reject(fault))({}, { awsRequestId: 'request-1' } as Context)).rejects.toBe(fault);
      expect(logged).toHaveBeenCalledWith('The run failed', { correlationId: 'request-1', error: fault });
      await expect(pipelineHandler(async () => Promise.reject(fault))({})).rejects.toBe(fault);
      expect(logged.mock.calls[1][1]).toMatchObject({ correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
    } finally {
      logged.mockRestore();
    }
  });

  it("writes a successful run's metrics once, and nothing for a run that recorded none", async () => {
    await pipelineHandler(async () => void metrics.addMetric(PORTAL_METRICS.rowsImported, MetricUnit.Count, 2))({});
    expect(published).toHaveBeenCalledTimes(1);
    await pipelineHandler(async () => undefined)({});
    expect(published).toHaveBeenCalledTimes(1);
  });
});
