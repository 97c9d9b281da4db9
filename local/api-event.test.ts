import { PROCESSING_FUNCTION, pipelineFunction } from '../lambdas/contract-import/functions';
import { pipelineContext, timeLimitScale } from './api-event';

const deployedMs = PROCESSING_FUNCTION.timeoutSeconds * 1000;

describe('the local Lambda context', () => {
  it("counts down from the pipeline function's own time limit, as Lambda does, so a long processing run is not cut short", () => {
    const context = pipelineContext(PROCESSING_FUNCTION.handler, 'request-1', {});
    const remaining = context.getRemainingTimeInMillis();
    expect(remaining).toBeGreaterThan(deployedMs - 1_000);
    expect(remaining).toBeLessThanOrEqual(deployedMs);
    expect(context.functionName).toBe('contract-import-process-process-import');
  });

  it('stretches the time limit by LOCAL_TIME_LIMIT_SCALE, as the tests set it for a slow shared machine', () => {
    const remaining = pipelineContext(PROCESSING_FUNCTION.handler, 'request-1', { LOCAL_TIME_LIMIT_SCALE: '5' }).getRemainingTimeInMillis();
    expect(remaining).toBeGreaterThan(5 * deployedMs - 1_000);
    expect(remaining).toBeLessThanOrEqual(5 * deployedMs);
  });

  it('refuses a time-limit scale that would shorten or remove the limit', () => {
    for (const value of ['0.5', '0', '-2', 'fast', '']) {
      expect(() => timeLimitScale({ LOCAL_TIME_LIMIT_SCALE: value })).toThrow(`LOCAL_TIME_LIMIT_SCALE must be a number of 1 or more, not '${value}'`);
    }
  });

  it('knows only the pipeline functions by their handler module', () => {
    expect(() => pipelineFunction('contract-import/api/get-import')).toThrow('lambdas/contract-import/api/get-import is not a pipeline function');
  });
});
