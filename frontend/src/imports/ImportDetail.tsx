import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Suspense } from 'react';
import type { ImportCustomer } from '../../../domain/import';
import { IMPORT_LIST_MESSAGES } from '../../../domain/import/list';
import { FIRST_DATA_ROW } from '../../../domain/import/file-rows';
import { useAnnouncement } from '../shared/Announcer';
import DelayedLoader from '../shared/DelayedLoader';
import { lazyPart } from '../shared/lazy-part';
import FailureBoundary from '../shell/FailureBoundary';
import { VALIDATING_STATUSES } from './api';
import FileWarnings from './FileWarnings';
import type { EditActions } from './EditBar';
import type { FormContext } from './form-context';
import type { RowCheck } from './RawRowsEditor';
import type { NewCustomerDefaults } from './structure-actions';
import type { FileImportView } from './types';
import type { Draft, Mode } from './use-import-edit';

// The grid and the structured editor load only when an import needs them.
const RawRowsEditor = lazyPart(() => import('./RawRowsEditor'));
const StructuredEditor = lazyPart(() => import('./StructuredEditor'));

/** An import is selected but its detail is not here yet: on its way, or its load failed. */
export interface DetailLoad {
  readonly failed: boolean;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}

interface ImportDetailProps {
  readonly view?: FileImportView;
  readonly load?: DetailLoad;
  readonly mode: Mode;
  readonly draft: Draft;
  readonly context: FormContext;
  readonly subobjects: Readonly<Partial<Record<string, readonly string[]>>>;
  readonly defaults: NewCustomerDefaults;
  readonly tpiid: number;
  readonly onChange: (draft: Draft) => void;
  readonly onPage: (page: number) => void;
  /** How a failed file's edited rows are checked before a save, and the Save and Cancel kept beside them. */
  readonly rowEdit?: { readonly check?: RowCheck; readonly actions: Omit<EditActions, 'changes'> };
}

/** The selected import's detail by status, or the new customers of a manual entry. */
/** A file that failed validation keeps its rows, not customers: a rejected one is read as it failed. */
const isRowsPayload = (view: FileImportView) => (view.rawheading?.length ?? 0) > 0 && view.structureddata.length === 0;

export default function ImportDetail({ view, load, mode, draft, context, subobjects, defaults, tpiid, onChange, onPage, rowEdit }: ImportDetailProps) {
  const editing = mode !== 'view';
  useAnnouncement(mode !== 'manual' && !view && load?.failed ? IMPORT_LIST_MESSAGES.detailLoadFailed : undefined, 'assertive');
  const structured = (customers: readonly ImportCustomer[], firstLine: number, importId?: string, references?: FileImportView['references']) => (
    <StructuredEditor
      customers={customers}
      firstLine={firstLine}
      references={references}
      context={context}
      warnings={view && mode !== 'manual' ? view.warnings : []}
      subobjects={subobjects}
      defaults={defaults}
      tpiid={tpiid}
      importId={importId}
      onChange={(changed) => onChange({ structureddata: changed })}
    />
  );
  let body;
  if (mode === 'manual') body = structured(draft.structureddata ?? [], 1);
  else if (!view && load?.failed) {
    body = <Alert type="error" action={<Button loading={load.retrying} loadingText="Loading" onClick={load.onRetry}>Try again</Button>}>{IMPORT_LIST_MESSAGES.detailLoadFailed}</Alert>;
  } else if (!view && load) body = <DelayedLoader />;
  else if (!view) body = <Box textAlign="center">Select an import to see its detail.</Box>;
  else if (VALIDATING_STATUSES.includes(view.importstatus)) body = <Box textAlign="center">The file is being validated.</Box>;
  else if (view.importstatus === 3 || isRowsPayload(view)) {
    // The file's warnings too, so an ignored column is known before the errors are fixed.
    body = (
      <SpaceBetween size="s">
        <FileWarnings warnings={view.warnings} />
        <RawRowsEditor
          heading={view.rawheading ?? []}
          rows={editing ? (draft.rawdata ?? []) : view.rawdata}
          firstrow={view.firstrow ?? FIRST_DATA_ROW}
          failures={view.validationfailures}
          editing={editing}
          editable={view.importstatus === 3}
          onChange={(rows) => onChange({ rawdata: rows })}
          before={view.rawdata}
          check={rowEdit?.check}
          actions={rowEdit?.actions}
        />
      </SpaceBetween>
    );
  } else if (editing) body = structured(draft.structureddata ?? [], view.firstline ?? 1, view.id);
  // An edit saved numbers the records afresh, so references are shown only for the records as numbered.
  else body = structured(view.structureddata, view.firstline ?? 1, view.id, view.references);

  return (
    <SpaceBetween size="s">
      <Header
        variant="h2"
        actions={
          view && view.pagecount > 1 && mode !== 'manual' && (
            <Pagination disabled={editing} currentPageIndex={view.page} pagesCount={view.pagecount} onChange={({ detail }) => onPage(detail.currentPageIndex)}
              ariaLabels={{ nextPageLabel: 'Next import page', previousPageLabel: 'Previous import page', pageLabel: (p) => `Import page ${p}` }} />
          )
        }
      >
        {mode === 'manual' ? 'Manual Entry' : 'Detail'}
      </Header>
      {view?.importstatus === 5 && view.esignurl && mode !== 'manual' && (
        <Box>
          Out for signature: <Link href={view.esignurl} external>Signing link</Link>
        </Box>
      )}
      <FailureBoundary name={mode === 'manual' ? 'Manual Entry' : 'The import detail'} resetKey={mode}>
        <Suspense fallback={<DelayedLoader />}>{body}</Suspense>
      </FailureBoundary>
    </SpaceBetween>
  );
}
