import { MetricUnit } from '@aws-lambda-powertools/metrics';
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

  it("writes a successful run's metrics once, and nothing for a run that recorded none", async () => {
    await pipelineHandler(async () => void metrics.addMetric(PORTAL_METRICS.rowsImported, MetricUnit.Count, 2))({});
    expect(published).toHaveBeenCalledTimes(1);
    await pipelineHandler(async () => undefined)({});
    expect(published).toHaveBeenCalledTimes(1);
  });
});
