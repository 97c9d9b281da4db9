import { PROCESSING_LEASE_MS } from '../../../domain/import/runs';
import { IMPORT_STATUSES, importStatusName } from '../../../domain/import/status';
import { toolbarState, type NextStep, type ToolbarContext } from './toolbar-rules';

const NOW = Date.parse('2025-03-01T12:00:00.000Z');
const base: ToolbarContext = { now: NOW, mode: 'view', dirty: false, busy: false, esignEnabled: false, manualUploadConfigured: true, statusName: importStatusName };

/** The next step for a selected import whose last change was `ageMs` ago (a minute by default). */
const nextFor = (importstatus: number, change: Partial<ToolbarContext> = {}, sourcetype = 1, ageMs = 60_000) =>
  toolbarState({ ...base, selected: { importstatus, sourcetype, audit: [{ at: new Date(NOW - ageMs).toISOString() }] }, ...change }).next;

describe("the toolbar's next step", () => {
  it('is Upload with nothing selected, and Save while editing or entering by hand', () => {
    expect(toolbarState(base).next).toBe('upload');
    expect(toolbarState({ ...base, mode: 'manual' }).next).toBe('save');
    expect(nextFor(3, { mode: 'edit' })).toBe('save');
    expect(nextFor(4, { mode: 'edit', dirty: true })).toBe('save');
  });

  const BY_STATUS: [number, NextStep][] = [
    [1, 'upload'],
    [2, 'upload'],
    [3, 'edit'],
    [4, 'decision'],
    [5, 'upload'],
    [6, 'upload'],
    [7, 'upload'],
    [8, 'upload'],
    [9, 'upload'],
    [10, 'upload'],
    [11, 'upload'],
    [12, 'decision'],
    [13, 'retry'],
  ];
  it.each(BY_STATUS)('in status %i is %s', (status, next) => {
    expect(nextFor(status)).toBe(next);
  });

  it('is named for every status', () => {
    expect(BY_STATUS.map(([status]) => status)).toEqual(IMPORT_STATUSES.map(({ id }) => id));
  });

  it('is the decision the import offers: Send e-Sign for a renewal with the e-sign flag, Process Renewal in 12', () => {
    const renewal = toolbarState({ ...base, esignEnabled: true, selected: { importstatus: 4, sourcetype: 3, audit: [] } });
    expect([renewal.decision, renewal.next]).toEqual(['sendEsign', 'decision']);
    const signed = toolbarState({ ...base, selected: { importstatus: 12, sourcetype: 3, audit: [] } });
    expect([signed.decision, signed.next]).toEqual(['processRenewal', 'decision']);
  });

  it('is Retry for processing that stopped, once its run is overdue', () => {
    expect(nextFor(8, {}, 1, PROCESSING_LEASE_MS + 1_000)).toBe('retry');
    expect(nextFor(8, {}, 1, PROCESSING_LEASE_MS - 1_000)).toBe('upload');
  });

  it('stays put while an action runs', () => {
    expect(nextFor(4, { busy: true })).toBe('decision');
  });
});
