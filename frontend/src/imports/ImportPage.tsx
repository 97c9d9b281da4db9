import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IMPORT_LIST_MESSAGES, type ImportListRow } from '../../../domain/import/list';
import { useFocusWhenLost } from '../shared/focus';
import { listCounter } from '../shared/list-counter';
import { useUnsavedChanges } from '../shared/unsaved-changes';
import ListLoadFailure from '../shared/ListLoadFailure';
import OlderPages, { useOlderPagesAnnouncements } from '../shared/OlderPages';
import FailureBoundary from '../shell/FailureBoundary';
import { useSession } from '../shell/session-context';
import { useImport, useImports, VALIDATING_STATUSES } from './api';
import AuditTrail from './AuditTrail';
import ApproveConfirmDialog from './ApproveConfirmDialog';
import { ALL_DAYS, readDayWindow, rememberDayWindow } from './day-window';
import { commissionAccess, importScreenConfig } from './import-config';
import ImportDetail from './ImportDetail';
import ImportList from './ImportList';
import ImportToolbar, { type ToolbarAction } from './ImportToolbar';
import { toolbarState, type ToolbarContext } from './toolbar-rules';
import { listFilterSearch, readListFilters, type ImportListFilters } from './list-params';
import { uploadedNotice } from './notice';
import NoticeBar from './NoticeBar';
import RejectDialog from './RejectDialog';
import SaveConfirmDialog from './SaveConfirmDialog';
import { SAVE_MESSAGES, saveOutcome, startDateRuleOf } from './save-outcome';
import SendEsignDialog from './SendEsignDialog';
import { newCustomer } from './structure-actions';
import { todayIso } from './today';
import UploadDialog from './UploadDialog';
import { useImportActions } from './use-import-actions';
import { useImportEdit } from './use-import-edit';
import { useImportLookups } from './use-import-lookups';
import { useValidationAnnouncements } from './use-validation-announcements';

const DIALOG_NAMES = { upload: 'Upload', reject: 'Reject import', esign: 'Send e-Sign', confirmSave: 'The save confirmation', confirmApprove: 'The approval confirmation' } as const;

/**
 * The contract import screen of the chosen intermediary: it starts afresh when the broker changes
 * intermediary, so one intermediary's import is never shown, or saved, under another's name.
 */
export default function ImportScreen() {
  const { intermediary } = useSession();
  return <ImportPage key={intermediary.id} />;
}

/** The import list, the toolbar, the selected import's detail and audit trail. */
function ImportPage() {
  const { user, intermediary, config: runtime } = useSession();
  const config = useMemo(() => importScreenConfig(intermediary, runtime.esignEnabled), [intermediary, runtime.esignEnabled]);
  const lookups = useImportLookups();
  const [search, setSearch] = useSearchParams();
  const filters = readListFilters(search);
  const filter = (change: Partial<ImportListFilters>) => setSearch(listFilterSearch({ ...filters, ...change }), { replace: true });
  // Renewals are made up to 90 days before their start, so a list opened for renewals starts with every date.
  const [days, setDays] = useState(() => (filters.renewals ? ALL_DAYS : readDayWindow()));
  const list = useImports(config.sourceid, days, filters.status);
  const [selectedId, setSelectedId] = useState<string>();
  const [page, setPage] = useState(1);
  const detail = useImport(selectedId, page);
  const view = detail.data?.id === selectedId ? detail.data : undefined;
  const edit = useImportEdit();
  useUnsavedChanges(edit.dirty);
  const [dialog, setDialog] = useState<keyof typeof DIALOG_NAMES>();
  /** The broker's own Refresh under way (not a poll), so its button shows it. */
  const [refreshing, setRefreshing] = useState(false);
  const select = (id: string) => (setSelectedId(id), setPage(1));
  const actions = useImportActions({ config, userid: user.id, selected: view, edit, onSelect: select });
  // A toolbar button disabled by its own action (Save, Approve, Manual Entry) or a closed dialog leaves focus nowhere:
  // it goes to the action's notice, else to the first field of a new edit, else to the detail.
  const noticeArea = useRef<HTMLDivElement>(null);
  const detailArea = useRef<HTMLDivElement>(null);
  useFocusWhenLost(noticeArea, actions.notice && `${actions.notice.header}:${dialog ?? ''}`);
  useFocusWhenLost(detailArea, `${edit.mode}:${dialog ?? ''}`, edit.mode === 'view' ? 'target' : 'first field');

  const manualProduct = config.manualUpload?.productdefinition;
  const defaults = {
    today: todayIso(),
    contractterms: config.products.find((p) => p.productdefinition === (edit.mode === 'manual' ? manualProduct : view?.productdefinition))?.config.contractterms ?? [],
    productdefinition: edit.mode === 'manual' ? manualProduct : view?.productdefinition,
  };
  const format = lookups.formats.find((f) => f.id === (edit.mode === 'manual' ? config.manualUpload?.fileformat : view?.fileformat));
  const outcome = edit.mode === 'edit' ? saveOutcome(edit.base, edit.draft) : undefined;
  const rows = list.data?.pages.flatMap((listPage) => listPage.rows) ?? [];
  const listLoad = { loaded: rows.length, more: list.hasNextPage, loading: list.isFetchingNextPage, failed: list.isFetchNextPageError };
  const askedForOlder = useOlderPagesAnnouncements(IMPORT_LIST_MESSAGES, listLoad);
  const followValidation = useValidationAnnouncements(rows, lookups.statusName);
  // "File uploaded" shows validation running until the list has the file out of it.
  const uploaded = actions.notice?.validating;
  const uploadValidating = uploaded !== undefined && !rows.some((row) => row.id === uploaded && !VALIDATING_STATUSES.includes(row.importstatus));

  const toolbarContext: ToolbarContext = { selected: view, now: Date.now(), mode: edit.mode, dirty: edit.dirty, busy: actions.busy, esignEnabled: config.esignEnabled, manualUploadConfigured: config.manualUpload !== undefined, statusName: lookups.statusName };
  const rowCheck = useMemo(
    () => (format && view ? { format, context: { contractterms: config.products.find((p) => p.productdefinition === view.productdefinition)?.config.contractterms ?? [], thirdPartyCosts: commissionAccess(config, view.productdefinition), startDates: startDateRuleOf(view) } } : undefined),
    [format, view, config],
  );
  // The edit bar's Save and Cancel are the toolbar's, enabled by the same rules.
  const buttons = toolbarState(toolbarContext);

  const onAction = (action: ToolbarAction) => {
    actions.setNotice(undefined);
    if (action !== 'save') actions.clearDraftIssues();
    if (action === 'refresh') {
      setRefreshing(true);
      void actions.refresh().finally(() => setRefreshing(false));
    } else if (action === 'upload' || action === 'reject' || action === 'sendEsign') setDialog(action === 'sendEsign' ? 'esign' : action);
    else if (action === 'manualEntry') edit.start('manual', { structureddata: [newCustomer(defaults)] }, undefined, true);
    else if (action === 'edit' && view) edit.start('edit', view.importstatus === 3 ? { rawdata: view.rawdata } : { structureddata: view.structureddata }, view);
    else if (action === 'approve') setDialog('confirmApprove');
    else if (action === 'processRenewal') void actions.processRenewal();
    else if (action === 'retry') void actions.retry();
    else if (action === 'save' && outcome?.kind === 'process') setDialog('confirmSave');
    else if (action === 'save') void actions.save();
    else if (action === 'cancel') {
      edit.stop();
      void detail.refetch();
    }
  };
  const reload = () => (edit.stop(), actions.setNotice(undefined), void actions.refresh());
  const closeDialog = () => setDialog(undefined);
  const reloadFromDialog = () => (closeDialog(), reload());
  const onSelectRow = (row: ImportListRow) => (edit.mode === 'view' ? select(row.id) : actions.setNotice({ type: 'info', header: 'Save or cancel your edits before selecting another import' }));
  const firstCustomer = view?.structureddata[0];
  const contact = firstCustomer?.contacts?.[0] as Record<string, string> | undefined;

  return (
    <SpaceBetween size="m">
      <ListLoadFailure words={IMPORT_LIST_MESSAGES} state={list} onRetry={() => list.refetch()} />
      <ImportList
        header={(matching) => (
          <Header variant="h1" counter={list.data ? listCounter(matching, rows.length, list.hasNextPage) : undefined}
            description={filters.status === undefined ? `Contract imports for ${intermediary.name}.` : `Contract imports for ${intermediary.name} that are ${lookups.statusName(filters.status)}, of any date.`}
            actions={
              <ImportToolbar
                onAction={onAction}
                refreshing={refreshing}
                saveNote={outcome?.kind === 'hold' ? SAVE_MESSAGES.heldNote : undefined}
                context={toolbarContext}
              />
            }
          >
            Contract Import
          </Header>
        )}
        rows={rows}
        loading={list.isPending}
        loadFailed={list.isLoadingError}
        footer={list.hasNextPage ? <OlderPages words={IMPORT_LIST_MESSAGES} {...listLoad} onLoadOlder={() => (askedForOlder(), void list.fetchNextPage())} /> : undefined}
        statusName={lookups.statusName}
        statusOptions={lookups.statusOptions}
        productName={lookups.productName}
        days={days}
        onDays={(next) => (rememberDayWindow(next), setDays(next))}
        status={filters.status}
        onStatus={(status) => filter({ status })}
        renewals={filters.renewals}
        onRenewals={(renewals) => filter({ renewals })}
        selectedId={edit.mode === 'manual' ? undefined : selectedId}
        onSelect={onSelectRow}
        locked={edit.mode !== 'view'}
      />
      <div ref={noticeArea} tabIndex={-1}>
        <NoticeBar notice={actions.notice} loading={uploadValidating} onDismiss={() => actions.setNotice(undefined)} onReload={reload} />
      </div>
      <div ref={detailArea} tabIndex={-1}>
      <ImportDetail
        view={edit.mode === 'manual' ? undefined : view}
        load={selectedId && !view ? { failed: detail.isError, retrying: detail.isFetching, onRetry: () => void detail.refetch() } : undefined}
        mode={edit.mode}
        draft={edit.draft}
        context={{
          editing: edit.mode !== 'view',
          signLocked: view?.importstatus === 5,
          commission: commissionAccess(config, (edit.mode === 'manual' ? undefined : view?.productdefinition) ?? defaults.productdefinition ?? 0),
          showfields: format?.showfields ?? {},
          lookups: lookups.formLookups,
          failures: [...actions.draftIssues, ...(edit.mode === 'manual' ? [] : (view?.validationfailures ?? []))],
          startDates: startDateRuleOf(edit.mode === 'manual' ? undefined : view),
        }}
        subobjects={format?.showsubobjects ?? {}}
        defaults={defaults}
        tpiid={config.sourceid}
        onChange={edit.change}
        onPage={setPage}
        rowEdit={{ check: rowCheck, actions: { save: { enabled: buttons.save, disabledReason: buttons.why.save, onClick: () => onAction('save') }, cancel: { enabled: buttons.cancel, disabledReason: buttons.why.cancel, onClick: () => onAction('cancel') } } }}
      />
      </div>
      {view && edit.mode !== 'manual' && (
        <FailureBoundary name="The audit trail">
          <AuditTrail audit={view.audit} statusName={lookups.statusName} />
        </FailureBoundary>
      )}
      {/* A dialog that fails leaves the screen, and an edit in progress, as they are. */}
      <FailureBoundary name={dialog ? DIALOG_NAMES[dialog] : 'The dialog'} resetKey={dialog} onDismiss={closeDialog}>
        {dialog === 'upload' && (
          <UploadDialog config={config} userid={user.id} formats={lookups.formats} productName={lookups.productName} onClose={closeDialog}
            onUploaded={(created) => (closeDialog(), select(created.id), followValidation(created.id), actions.setNotice(uploadedNotice(created.id)), void actions.refresh())} />
        )}
        {dialog === 'reject' && <RejectDialog reasons={lookups.reasons} onClose={closeDialog} onReload={reloadFromDialog} onReject={actions.reject} />}
        {dialog === 'confirmSave' && outcome?.kind === 'process' && <SaveConfirmDialog contracts={outcome.contracts} onClose={closeDialog} onConfirm={actions.save} />}
        {dialog === 'confirmApprove' && view && <ApproveConfirmDialog view={view} onClose={closeDialog} onConfirm={actions.approve} />}
        {dialog === 'esign' && (
          <SendEsignDialog
            initial={{
              esigndata: firstCustomer?.esigndata ?? { firstname: contact?.firstname, lastname: contact?.lastname, jobtitle: contact?.jobtitle, phonenumber: contact?.phonenumber, email: contact?.email },
              accountmanager: firstCustomer?.accountmanager ?? { firstname: user.firstname, lastname: user.lastname },
            }}
            onClose={closeDialog}
            onReload={reloadFromDialog}
            onSend={actions.sendEsign}
          />
        )}
      </FailureBoundary>
    </SpaceBetween>
  );
}

