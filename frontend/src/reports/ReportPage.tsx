import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import type { LineFunction, ReportDefinition } from '../../../domain/reports/definitions';
import type { ReportRow } from '../../../domain/reports/grouping';
import { isPaged, PAGE_MESSAGES } from '../../../domain/reports/paging';
import { apiFetch } from '../api/client';
import { useAnnouncement } from '../shared/Announcer';
import { useSession } from '../shell/session-context';
import ReportParameters from './ReportParameters';
import ReportTable, { type Sorting } from './ReportTable';
import { useReport } from './use-report';
import { useReportExport, type ExportState } from './use-report-export';

interface LineFunctionOutcome {
  readonly success: boolean;
  readonly message: string;
}

function LoadingMessage({ definition }: { definition: ReportDefinition }) {
  if (definition.indeterminate) {
    return (
      <div role="status">
        <Box textAlign="center" padding="l">
          <Spinner size="large" /> <Box variant="span">Searching...</Box>
        </Box>
      </div>
    );
  }
  return (
    <div role="status">
      <Box padding="l">
        <StatusIndicator type="loading">Loading {definition.title}...</StatusIndicator>
      </Box>
    </div>
  );
}

function ExportProgress({ state, onCancel }: { state: ExportState; onCancel: () => void }) {
  if (state.status === 'failed') {
    return (
      <Alert type="error" header={`${PAGE_MESSAGES.exportFailed}: ${state.error.title}`}>
        {state.error.text}
      </Alert>
    );
  }
  if (state.status !== 'exporting') return null;
  return (
    <SpaceBetween direction="horizontal" size="s" alignItems="center">
      <div role="status">
        <StatusIndicator type="loading">{PAGE_MESSAGES.exporting(state.rows)}</StatusIndicator>
      </div>
      <Button onClick={onCancel}>{PAGE_MESSAGES.cancelExport}</Button>
    </SpaceBetween>
  );
}

/** The generic report screen: parameters, search, export, results, load errors and row actions. */
export default function ReportPage({ definition }: { definition: ReportDefinition }) {
  const { intermediary } = useSession();
  const { parameters, setParameter, state, load, loadMore } = useReport(definition, intermediary.id);
  const [outcome, setOutcome] = useState<LineFunctionOutcome>();
  const exporter = useReportExport(definition);
  const loaded = state.status === 'loaded' ? state : undefined;
  const loadError = state.status === 'error' ? state.error : loaded?.more.error;
  const fieldErrors = state.status === 'error' ? state.error.fields : undefined;
  useAnnouncement(loaded && !loaded.more.loading ? PAGE_MESSAGES.rowsLoaded(loaded.rows.length, loaded.more.nextCursor !== undefined) : undefined);
  useAnnouncement(loadError && (loadError.fields ? Object.values(loadError.fields).join('. ') : `${loadError.title}. ${loadError.text}`), 'assertive');
  useAnnouncement(exporter.state.status === 'failed' ? `${PAGE_MESSAGES.exportFailed}: ${exporter.state.error.title}` : undefined, 'assertive');
  useAnnouncement(outcome?.message, outcome?.success ? 'polite' : 'assertive');

  const runLineFunction = async (lineFunction: LineFunction, row: ReportRow) => {
    setOutcome(undefined);
    const body = { tpiid: intermediary.id, ...Object.fromEntries(lineFunction.fields.map((field) => [field, row[field]])) };
    const result = await apiFetch('POST', `/reports/functions/${lineFunction.function}`, { body });
    // 409: the row no longer qualifies (paid since the report loaded), which says more than a failure.
    const message = result.status === 200 ? lineFunction.success : result.status === 409 ? lineFunction.refused : lineFunction.failure;
    setOutcome({ success: result.status === 200, message });
  };

  const download = (format: 'csv' | 'xlsx', chosen: readonly ReportRow[], sorting?: Sorting) => {
    if (loaded) void exporter.start({ format, loaded: chosen, more: loaded.more, sorting });
  };

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        actions={
          <Button iconName="download" loading={exporter.state.status === 'exporting'} disabled={!loaded} onClick={() => download('xlsx', loaded?.rows ?? [])}>
            Export
          </Button>
        }
      >
        {definition.title}
      </Header>
      <Container>
        <ReportParameters definition={definition} values={parameters} onChange={setParameter} onSearch={() => void load()} loading={state.status === 'loading'} errors={fieldErrors} />
      </Container>
      <ExportProgress state={exporter.state} onCancel={exporter.cancel} />
      {outcome && (
        <Alert type={outcome.success ? 'success' : 'error'} dismissible onDismiss={() => setOutcome(undefined)}>
          {outcome.message}
        </Alert>
      )}
      {state.status === 'error' && !fieldErrors && (
        <Alert type="error" header={state.error.title}>
          {state.error.text}
        </Alert>
      )}
      {state.status === 'loading' && <LoadingMessage definition={definition} />}
      {loaded?.more.error && (
        <Alert type="error" header={loaded.more.error.title}>
          {loaded.more.error.text}
        </Alert>
      )}
      {loaded && (
        <Container>
          <ReportTable
            definition={definition}
            rows={loaded.rows}
            more={isPaged(definition) ? { exist: loaded.more.nextCursor !== undefined, loading: loaded.more.loading, onLoad: () => void loadMore() } : undefined}
            onLineFunction={(f, row) => void runLineFunction(f, row)}
            onDownload={download}
          />
        </Container>
      )}
    </SpaceBetween>
  );
}
