import { SAVE_MESSAGES, saveOutcome, savedNotice, startDateRuleOf } from './save-outcome';
import type { FileImportSummary, FileImportView } from './types';

const view = (importstatus: number, manualverification: boolean, rowcount = 5, rows = 5) =>
  ({ importstatus, manualverification, rowcount, rawdata: Array.from({ length: rows }, () => ['x']), structureddata: [], sourcetype: 1 }) as unknown as FileImportView;

describe('what a Save will do', () => {
  it('processes every row of a not-held import in Validation Failed, counting the edited page', () => {
    expect(saveOutcome(view(3, false), {})).toEqual({ kind: 'process', contracts: 5 });
    expect(saveOutcome(view(3, false, 1200, 500), { rawdata: Array.from({ length: 499 }, () => ['x']) })).toEqual({ kind: 'process', contracts: 1199 });
  });

  it('holds a held import, and leaves later statuses and manual entry in Validated', () => {
    expect(saveOutcome(view(3, true), {})).toEqual({ kind: 'hold' });
    expect(saveOutcome(view(4, false), {})).toEqual({ kind: 'stay' });
    expect(saveOutcome(undefined, {})).toEqual({ kind: 'stay' });
  });

  it('names the contracts in the confirmation', () => {
    expect(SAVE_MESSAGES.confirmButton(1)).toBe('Save and process 1 contract');
    expect(SAVE_MESSAGES.confirmButton(1200)).toBe('Save and process 1,200 contracts');
  });
});

describe('the notice after a save', () => {
  const saved = (importstatus: number, failurecount: number) => ({ importstatus, failurecount }) as FileImportSummary;

  it('warns, counting them, while the saved import has errors to fix, saying where they are listed', () => {
    expect(savedNotice(saved(3, 2), { kind: 'process', contracts: 5 })).toEqual({
      type: 'warning',
      header: 'Import saved with 2 errors to fix',
      messages: ['Each one is listed under Errors above the rows: choose its row to go to the cell, correct it and save again.'],
    });
    expect(savedNotice(saved(4, 1), { kind: 'stay' })).toEqual({
      type: 'warning',
      header: 'Import saved with 1 error to fix',
      messages: ['Open the Errors tab to see each one, correct it and save again.'],
    });
  });

  it('says what happened to a clean save', () => {
    expect(savedNotice(saved(7, 0), { kind: 'process', contracts: 5 })).toEqual({ type: 'success', header: 'Import saved and approved: processing 5 contracts' });
    expect(savedNotice(saved(4, 0), { kind: 'hold' })).toEqual({ type: 'success', header: 'Import saved' });
    expect(savedNotice(saved(4, 0), { kind: 'stay' })).toEqual({ type: 'success', header: 'Import saved' });
  });
});

describe('the start date rule of an edit', () => {
  it('keeps the days the import stores, and judges no renewal', () => {
    const stored = { ...view(4, true), structureddata: [{ contracts: [{ startdate: '2026-04-01' }, { startdate: '01/05/2026' }] }] } as unknown as FileImportView;
    expect([...(startDateRuleOf(stored)?.kept ?? [])]).toEqual(['2026-04-01', '2026-05-01']);
    expect(startDateRuleOf({ ...stored, sourcetype: 3 })).toBeUndefined();
    expect(startDateRuleOf(undefined)?.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
