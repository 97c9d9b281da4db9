import { calendarDate, ukCalendarDate } from '../../../domain/calendar-date';
import type { DateRule } from '../../../domain/entities';
import { isRenewal } from '../../../domain/import/source';
import { formatCount } from '../../../domain/quantities';
import type { Draft } from './use-import-edit';
import type { FileImportSummary, FileImportView } from './types';

/**
 * What a Save does to the import, known before it is pressed: raw rows (status 3) that validate
 * go on to Approved and processing unless the import is held for manual verification; other
 * saves leave it in Awaiting Verification.
 */
export type SaveOutcome = { readonly kind: 'process'; readonly contracts: number } | { readonly kind: 'hold' } | { readonly kind: 'stay' };

/** Every row of the file is one meter point, and processing writes one contract line per meter point. */
function contractsAfterEdit(base: FileImportView, draft: Draft): number {
  const edited = draft.rawdata?.length ?? base.rawdata.length;
  return base.rowcount - base.rawdata.length + edited;
}

export function saveOutcome(base: FileImportView | undefined, draft: Draft): SaveOutcome {
  if (!base || base.importstatus !== 3) return { kind: 'stay' };
  return base.manualverification ? { kind: 'hold' } : { kind: 'process', contracts: contractsAfterEdit(base, draft) };
}

const contracts = (count: number) => formatCount(count, count === 1 ? 'contract' : 'contracts');
const errors = (count: number) => formatCount(count, count === 1 ? 'error' : 'errors');

export const SAVE_MESSAGES = {
  confirmHeader: 'Save and process this import?',
  confirmBody: (count: number) =>
    `This import is not held for manual verification. If the rows now pass validation, saving approves the import and processes ${contracts(count)}; they are created at once and cannot be edited here afterwards.`,
  confirmButton: (count: number) => `Save and process ${contracts(count)}`,
  heldNote: 'Saving re-validates the rows; a valid import is held for verification before it is processed',
  saved: 'Import saved',
  savedAndProcessing: (count: number) => `Import saved and approved: processing ${contracts(count)}`,
  savedWithErrors: (count: number) => `Import saved with ${errors(count)} to fix`,
  savedWithErrorsHelp: 'Open the Errors tab to see each one, correct it and save again.',
  /** A failed file's errors are a list above its rows, not a tab. */
  savedRowsWithErrorsHelp: 'Each one is listed under Errors above the rows: choose its row to go to the cell, correct it and save again.',
} as const;

/** The notice after a successful save: a warning while the saved import still has errors to fix. */
export function savedNotice(saved: FileImportSummary, outcome: SaveOutcome) {
  if (saved.failurecount > 0) {
    const help = saved.importstatus === 3 ? SAVE_MESSAGES.savedRowsWithErrorsHelp : SAVE_MESSAGES.savedWithErrorsHelp;
    return { type: 'warning', header: SAVE_MESSAGES.savedWithErrors(saved.failurecount), messages: [help] } as const;
  }
  if (outcome.kind === 'process' && saved.importstatus === 7) return { type: 'success', header: SAVE_MESSAGES.savedAndProcessing(outcome.contracts) } as const;
  return { type: 'success', header: SAVE_MESSAGES.saved } as const;
}

/** The server's start date rule for a new entry (no import) or an import's edit: the days it already stores are kept; renewals are not judged. */
export function startDateRuleOf(view: FileImportView | undefined): DateRule | undefined {
  if (isRenewal(view?.sourcetype)) return undefined;
  const stored = (view?.structureddata ?? []).flatMap((customer) => (customer.contracts ?? []).flatMap((contract) => calendarDate(String(contract.startdate ?? '')) ?? []));
  return { today: ukCalendarDate(new Date()), kept: new Set(stored) };
}
