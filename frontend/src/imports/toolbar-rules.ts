import { canRetry, type ImportRunState } from '../../../domain/import/runs';
import { IMPORT_STATUS, canApproveImport, canEdit, canProcessRenewal, canReject, canSendEsign, statusesAllowing, type ImportAction } from '../../../domain/import/status';
import { orList } from '../../../domain/or-list';

/** What the toolbar knows about the screen, for the status rules of domain/import/status.ts. */
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
  /** A status's name as the list shows it. */
  readonly statusName: (status: number) => string;
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
  /** The broker's next step, the toolbar's one primary button. */
  readonly next: NextStep;
  /** Why each disabled button is disabled, saying what to do: shown when it is focused or pointed at. */
  readonly why: Readonly<Partial<Record<ToolbarButton, string>>>;
}

type ToolbarButton = 'refresh' | 'upload' | 'manualEntry' | 'edit' | 'decision' | 'retry' | 'reject' | 'save' | 'cancel';

/** The buttons that can be the next step. */
export type NextStep = Extract<ToolbarButton, 'upload' | 'edit' | 'decision' | 'retry' | 'save'>;

const TOOLBAR_REASONS = {
  editing: 'Save or cancel your changes first.',
  busy: 'Wait for the current action to finish.',
  noSelection: 'Select an import in the list first.',
  notEditing: 'Choose Edit first.',
  unchanged: 'Nothing has changed yet.',
  /** An action the selected import's status does not allow: the statuses that do, when few enough to read. */
  notInStatus: (action: string, allowed: readonly string[], status: string) =>
    allowed.length <= 3 ? `Only an import in ${orList(allowed)} can be ${action}; this one is ${status}.` : `An import in ${status} cannot be ${action}.`,
  retryNotYet: (status: string) => `This import is still ${status}; Retry is offered if it stops for longer than expected.`,
  retryNotNeeded: (status: string) => `Retry is for an import whose processing failed or stopped; this one is ${status}.`,
} as const;

/** What each decision button does, as `notInStatus` says it. */
const DECISION_DONE: Record<DecisionButton, { readonly action: ImportAction; readonly done: string }> = {
  approve: { action: 'approve', done: 'approved' },
  sendEsign: { action: 'sendEsign', done: 'sent for e-Sign' },
  processRenewal: { action: 'processRenewal', done: 'processed as a renewal' },
};

/** Enabling rules from the shared status table in domain/import/status.ts. */
export function toolbarState(context: ToolbarContext): ToolbarState {
  const { selected, mode, dirty, busy, esignEnabled } = context;
  const status = selected?.importstatus;
  const viewing = mode === 'view' && !busy;
  const esign = canSendEsign(esignEnabled, selected?.sourcetype);
  const decision: DecisionButton = canProcessRenewal(status) ? 'processRenewal' : esign(status) ? 'sendEsign' : 'approve';
  const decisionAllowed = decision === 'processRenewal' ? canProcessRenewal(status) : decision === 'sendEsign' ? esign(status) : canApproveImport(esignEnabled, selected?.sourcetype)(status);
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
    next: nextStep(context, decisionAllowed),
    why: disabledReasons(context, decision, decisionAllowed),
  };
}

/**
 * What the broker does next: save an edit; decide on an import awaiting it (Approve, Send e-Sign, Process Renewal);
 * fix a failed file; retry failed or stopped processing. An import that needs nothing of the broker (the pipeline or
 * the customer has it, or it has ended), or none selected, leaves Upload. An action under way does not count, so the
 * primary button stays put while it runs.
 */
function nextStep({ selected, mode, now }: ToolbarContext, decisionAllowed: boolean): NextStep {
  const status = selected?.importstatus;
  if (mode !== 'view') return 'save';
  if (decisionAllowed) return 'decision';
  if (status === IMPORT_STATUS.validationFailed) return 'edit';
  if (canRetry(selected, now)) return 'retry';
  return 'upload';
}

/**
 * Why each button toolbarState disables is disabled, the first reason that applies: editing, then
 * an action under way, then no import selected, then the selected import's status.
 */
function disabledReasons(context: ToolbarContext, decision: DecisionButton, decisionAllowed: boolean): ToolbarState['why'] {
  const { selected, mode, dirty, busy, statusName } = context;
  const status = selected?.importstatus;
  const notViewing = mode !== 'view' ? TOOLBAR_REASONS.editing : busy ? TOOLBAR_REASONS.busy : undefined;
  const notEditing = mode === 'view' ? TOOLBAR_REASONS.notEditing : busy ? TOOLBAR_REASONS.busy : undefined;
  /** The reason for a button that acts on the selected import, `action` being allowed in its status or not. */
  const forSelected = (allowed: boolean, action: ImportAction, done: string) => {
    if (notViewing) return notViewing;
    if (status === undefined) return TOOLBAR_REASONS.noSelection;
    return allowed ? undefined : TOOLBAR_REASONS.notInStatus(done, statusesAllowing(action).map(statusName), statusName(status));
  };
  const retryReason = () => {
    if (notViewing) return notViewing;
    if (status === undefined) return TOOLBAR_REASONS.noSelection;
    if (canRetry(selected, context.now)) return undefined;
    // In a pipeline status, Retry comes once the run is overdue.
    const name = statusName(status);
    return statusesAllowing('retry').some((retryable) => retryable === status) ? TOOLBAR_REASONS.retryNotYet(name) : TOOLBAR_REASONS.retryNotNeeded(name);
  };
  return {
    refresh: mode !== 'view' ? TOOLBAR_REASONS.editing : undefined,
    upload: notViewing,
    manualEntry: notViewing,
    edit: forSelected(canEdit(status), 'save', 'edited'),
    decision: forSelected(decisionAllowed, DECISION_DONE[decision].action, DECISION_DONE[decision].done),
    reject: forSelected(canReject(status), 'reject', 'rejected'),
    retry: retryReason(),
    save: notEditing ?? (dirty ? undefined : TOOLBAR_REASONS.unchanged),
    cancel: notEditing,
  };
}
