import { PROCESSING_FUNCTION, pipelineFunction } from '../lambdas/imports/functions';
import { lambdaContext } from './api-event';

describe('the local Lambda context', () => {
  it("counts down from the function's own time limit, as Lambda does, so a long processing run is not cut short", () => {
    const context = lambdaContext('processing-process-import', 'request-1', pipelineFunction(PROCESSING_FUNCTION.handler).timeoutSeconds);
    const remaining = context.getRemainingTimeInMillis();
    expect(remaining).toBeGreaterThan(PROCESSING_FUNCTION.timeoutSeconds * 1000 - 1_000);
    expect(remaining).toBeLessThanOrEqual(PROCESSING_FUNCTION.timeoutSeconds * 1000);
  });

  it('knows only the pipeline functions by their handler module', () => {
    expect(() => pipelineFunction('fileimports/get-import')).toThrow('lambdas/fileimports/get-import is not a pipeline function');
  });
});
