import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountManager, EsignData, ImportIssue } from '../../../domain/import';
import { thirdPartyCostAccess } from '../../../domain/intermediary';
import type { ApiResult } from '../api/client';
import { approveImport, createImport, processRenewal, rejectImport, retryImport, saveImport, sendEsign } from './api';
import type { ImportScreenConfig } from './import-config';
import { failureNotice, type Notice } from './notice';
import { saveFailure } from './save-checks';
import { saveOutcome, savedNotice } from './save-outcome';
import type { FileImportSummary, FileImportView } from './types';
import type { useImportEdit } from './use-import-edit';

interface ActionsInput {
  readonly config: ImportScreenConfig;
  readonly userid: string;
  readonly selected?: FileImportView;
  readonly edit: ReturnType<typeof useImportEdit>;
  readonly onSelect: (id: string) => void;
}

/** Save, approve, retry, reject, e-sign and renewal: each answers a notice (a dialog's failure, to its dialog); a failure keeps the edit as it is. */
export function useImportActions({ config, userid, selected, edit, onSelect }: ActionsInput) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  /** Once a save is blocked, the Errors tab follows the same checks on the edit as it changes, so it agrees with the notice and then with the fields. */
  const [checked, setChecked] = useState(false);

  function draftFailure() {
    const customers = edit.draft.structureddata;
    if (!customers) return undefined;
    const manual = edit.mode === 'manual';
    const product = config.products.find((p) => p.productdefinition === (manual ? config.manualUpload?.productdefinition : edit.base?.productdefinition))?.config;
    return saveFailure(customers, { manual, contractterms: product?.contractterms ?? [], thirdPartyCosts: thirdPartyCostAccess(product), firstLine: edit.base?.firstline ?? 1 });
  }
  const draftIssues: readonly ImportIssue[] = (checked && draftFailure()?.issues) || [];

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['fileimports'] }), queryClient.invalidateQueries({ queryKey: ['fileimport'] })]);

  /** Sends a call with the screen busy: the import it answered, or the notice of its failure. */
  async function send(call: () => Promise<ApiResult<unknown>>, failure: string): Promise<{ done: FileImportSummary } | { failed: Notice }> {
    setBusy(true);
    setNotice(undefined);
    try {
      const result = await call();
      return result.status === 200 ? { done: result.data as FileImportSummary } : { failed: failureNotice(result, failure) };
    } finally {
      setBusy(false);
    }
  }

  /** Sends a call whose outcome, success or failure, is the screen's notice. */
  async function run(call: () => Promise<ApiResult<unknown>>, success: string | ((done: FileImportSummary) => Notice), failure: string): Promise<FileImportSummary | undefined> {
    const answer = await send(call, failure);
    if ('failed' in answer) {
      setNotice(answer.failed);
      return undefined;
    }
    setNotice(typeof success === 'string' ? { type: 'success', header: success } : success(answer.done));
    return answer.done;
  }

  async function save() {
    const customers = edit.draft.structureddata;
    const manual = edit.mode === 'manual';
    const blocked = draftFailure();
    setChecked(Boolean(blocked));
    if (blocked) return setNotice({ type: 'error', header: blocked.title, messages: blocked.messages });
    if (manual && config.manualUpload) {
      const created = await run(
        () => createImport({ ...config.manualUpload!, importstatus: 4, sourcetype: config.sourcetype, sourceid: config.sourceid, userid, parameters: config.parameters, manualverification: true, structureddata: customers }),
        'Manual entry saved',
        'The manual entry could not be saved',
      );
      if (created) {
        edit.stop();
        onSelect(created.id);
        await refresh();
      }
      return;
    }
    const base = edit.base;
    if (!base) return;
    const outcome = saveOutcome(base, edit.draft);
    const saved = await run(() => saveImport(base, edit.draft, base.manualverification), (done) => savedNotice(done, outcome), 'The import could not be saved');
    if (saved) {
      // The saved import is read before the editor closes, so the screen never shows it as it was before the save.
      await refresh();
      edit.stop();
    }
  }

  /** A decision on the selected import from the toolbar: its outcome is the screen's notice. */
  const decide = (call: (item: FileImportSummary) => Promise<ApiResult<unknown>>, success: string, failure: string) => async () => {
    if (!selected) return;
    await run(() => call(selected), success, failure);
    await refresh();
  };

  /**
   * A decision asked for in a dialog: success is the screen's notice; a failure is answered to the dialog, which stays
   * open with what the broker chose. The import is read again before the dialog hears, so trying again acts on its latest version.
   */
  async function decideInDialog(call: (item: FileImportSummary) => Promise<ApiResult<unknown>>, success: string, failure: string): Promise<Notice | undefined> {
    if (!selected) return { type: 'error', header: failure };
    const answer = await send(() => call(selected), failure);
    if ('done' in answer) setNotice({ type: 'success', header: success });
    await refresh();
    return 'failed' in answer ? answer.failed : undefined;
  }

  return {
    busy,
    notice,
    setNotice,
    draftIssues,
    clearDraftIssues: () => setChecked(false),
    refresh,
    save,
    approve: decide(approveImport, 'Import approved', 'The import could not be approved'),
    processRenewal: decide(processRenewal, 'Renewal processed', 'The renewal could not be processed'),
    retry: decide(retryImport, 'Retry requested', 'The import could not be retried'),
    reject: (reason: number) => decideInDialog((item) => rejectImport(item, reason), 'Import rejected', 'The import could not be rejected'),
    sendEsign: (esigndata: EsignData, accountmanager: AccountManager) =>
      decideInDialog((item) => sendEsign(item, esigndata, accountmanager), 'e-Sign request sent', 'The e-Sign request could not be sent'),
  };
}
