import { REPORT_DEFINITIONS } from '../../../domain/reports/definitions';
import { parameterErrorsOf } from './parameter-errors';

describe('a refused search, by parameter', () => {
  it('puts each message on the parameter it names', () => {
    expect(parameterErrorsOf(REPORT_DEFINITIONS.ecoesmpan, 400, { message: 'x', errors: ['MPAN Core should be 13 digits'] })).toEqual({ mpancore: 'MPAN Core should be 13 digits' });
    expect(parameterErrorsOf(REPORT_DEFINITIONS.commission, 400, { errors: ['Due date from must be entered', 'Due date to must not be before Due date from'] })).toEqual({
      fromdate: 'Due date from must be entered',
      todate: 'Due date to must not be before Due date from',
    });
  });

  it('answers nothing unless it is a 400 whose every message names a parameter', () => {
    expect(parameterErrorsOf(REPORT_DEFINITIONS.ecoesmpan, 400, { errors: ['MPAN Core should be 13 digits', 'tpiid must be a whole number'] })).toBeUndefined();
    expect(parameterErrorsOf(REPORT_DEFINITIONS.ecoesmpan, 400, { message: 'MPAN Core should be 13 digits' })).toBeUndefined();
    expect(parameterErrorsOf(REPORT_DEFINITIONS.ecoesmpan, 502, { errors: ['MPAN Core should be 13 digits'] })).toBeUndefined();
  });
});
