import { canRetry, type ImportRunState } from '../../../domain/import-runs';
import { canApprove, canEdit, canProcessRenewal, canReject, canSendEsign } from '../../../domain/import-status';

/** What the toolbar knows about the screen, for the status rules of domain/import-status.ts. */
export interface ToolbarContext {
  /** The selected import, when a row is selected. */
  readonly selected?: ImportRunState & { readonly sourcetype: number };
  /** The time Retry is judged at: a pipeline status is retried only once its run is overdue. */
  readonly now: number;
  /** Edit mode of a selected import, or manual entry of a new one. */
  readonly mode: 'view' | 'edit' | 'manual';
  readonly dirty: boolean;
  readonly busy: boolean;
  readonly esignEnabled: boolean;
  readonly manualUploadConfigured: boolean;
}

/** The one action button shown in the approve slot: Approve, Send e-Sign or Process Renewal. */
export type DecisionButton = 'approve' | 'sendEsign' | 'processRenewal';

export interface ToolbarState {
  readonly upload: boolean;
  /** Manual Entry is shown only with a manual-upload format. */
  readonly showManualEntry: boolean;
  readonly manualEntry: boolean;
  readonly edit: boolean;
  readonly decision: DecisionButton;
  readonly decisionEnabled: boolean;
  readonly reject: boolean;
  /** In Processing Failed, and in a pipeline status whose run is overdue. */
  readonly retry: boolean;
  readonly save: boolean;
  readonly cancel: boolean;
}

/** Enabling rules from the shared status table in domain/import-status.ts. */
export function toolbarState(context: ToolbarContext): ToolbarState {
  const { selected, mode, dirty, busy, esignEnabled } = context;
  const status = selected?.importstatus;
  const viewing = mode === 'view' && !busy;
  const esign = canSendEsign(esignEnabled, selected?.sourcetype);
  const decision: DecisionButton = canProcessRenewal(status) ? 'processRenewal' : esign(status) ? 'sendEsign' : 'approve';
  const decisionAllowed = decision === 'processRenewal' ? canProcessRenewal(status) : decision === 'sendEsign' ? esign(status) : canApprove(status);
  return {
    upload: viewing,
    showManualEntry: context.manualUploadConfigured,
    manualEntry: viewing,
    edit: viewing && selected !== undefined && canEdit(status),
    decision,
    decisionEnabled: viewing && selected !== undefined && decisionAllowed,
    reject: viewing && selected !== undefined && canReject(status),
    retry: viewing && canRetry(selected, context.now),
    save: mode !== 'view' && dirty && !busy,
    cancel: mode !== 'view' && !busy,
  };
}
