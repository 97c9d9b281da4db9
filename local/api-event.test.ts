import { PROCESSING_FUNCTION, pipelineFunction } from '../lambdas/imports/functions';
import { pipelineContext } from './api-event';

describe('the local Lambda context', () => {
  it("counts down from the pipeline function's own time limit, as Lambda does, so a long processing run is not cut short", () => {
    const context = pipelineContext(PROCESSING_FUNCTION.handler, 'request-1');
    const remaining = context.getRemainingTimeInMillis();
    expect(remaining).toBeGreaterThan(PROCESSING_FUNCTION.timeoutSeconds * 1000 - 1_000);
    expect(remaining).toBeLessThanOrEqual(PROCESSING_FUNCTION.timeoutSeconds * 1000);
    expect(context.functionName).toBe('processing-process-import');
  });

  it('knows only the pipeline functions by their handler module', () => {
    expect(() => pipelineFunction('fileimports/get-import')).toThrow('lambdas/fileimports/get-import is not a pipeline function');
  });
});
